import { formatPercent, formatUsd, type Cents, type RatePpm } from '@paylab/shared/money';

import type { CitedValue } from '../../parameters/parameter';
import { money, note, writeTraceText, type TraceSink, type TraceText } from '../../trace';
import type { StateProgram } from '../state-rule';
import {
  calculateFormulaWithholding,
  calculateSupplementalAtFlatRate,
  type WithholdingFormula,
} from './calculate-formula-withholding';
import { applyFlatRate } from './state-math';

/** The programs list's entry for a state's income tax, id `<st>-income-tax`. */
export function incomeTaxProgram(state: string, label: string): StateProgram {
  return { id: `${state}-income-tax`, kind: 'income-tax', label };
}

/** A certificate line the trace shows: its label, where it is cited, and the step it is traced as. */
interface CertificateLine {
  readonly label: TraceText;
  readonly citation: TraceText;
  /** Trace step suffix, where the state's rule names it otherwise than the default. */
  readonly step?: string;
}

/** The certificate's claim of exemption (step `exempt`). */
export type CertificateExemption = CertificateLine & { readonly isExempt: boolean };

/** The certificate's additional amount each pay (step `additional`). */
export type AdditionalAmount = CertificateLine & { readonly amount: Cents };

/**
 * How bonuses are withheld on: `flat-rate` at the state's supplemental rate; `aggregate` by the
 * formula on regular plus supplemental wages, less the withholding on regular wages.
 */
export type SupplementalMethod =
  | { readonly method: 'flat-rate'; readonly rate: CitedValue<RatePpm> }
  | { readonly method: 'aggregate'; readonly citation: string };

/** A withholding formula whose trace prefix may be left to the withholding it belongs to. */
export type IncomeTaxFormula = Omit<WithholdingFormula, 'prefix'> & { readonly prefix?: string };

/** One paycheck's income tax line as most states compute it. */
export interface IncomeTaxWithholding {
  /** Trace prefix, `state.<st>`. */
  readonly prefix: string;
  /** When the certificate claims exemption, nothing is withheld and a note says so. */
  readonly exempt?: CertificateExemption;
  /**
   * The formula for this period's wages, built only when something is withheld; most formulas do
   * not read the wages they are given, those whose subtractions depend on them do (SC, UT). Its
   * trace prefix, left out, is the withholding's.
   */
  readonly formula: (wages: Cents) => IncomeTaxFormula;
  /** The state's own change to the withholding on regular wages, traced by the state (NE, MO). */
  readonly adjustRegular?: (regular: Cents) => Cents;
  readonly supplemental: SupplementalMethod;
  readonly additional?: AdditionalAmount;
}

interface PayWages {
  readonly wages: Cents;
  readonly supplementalWages: Cents;
  readonly periodsPerYear: number;
}

/**
 * The income tax withheld on one paycheck: nothing for an exempt certificate; otherwise the formula
 * on regular wages, the state's method on supplemental wages, and the certificate's additional
 * amount, each traced.
 */
export function withholdIncomeTax(
  withholding: IncomeTaxWithholding,
  input: PayWages,
  trace: TraceSink,
): Cents {
  const { prefix, exempt, supplemental } = withholding;
  if (exempt?.isExempt) {
    trace?.push(
      note(
        `${prefix}.${exempt.step ?? 'exempt'}`,
        writeTraceText(exempt.label),
        writeTraceText(exempt.citation),
      ),
    );
    return 0;
  }
  const calculated = calculateFormulaWithholding(
    withholding.formula(input.wages),
    input,
    trace,
    prefix,
  );
  const regular = withholding.adjustRegular?.(calculated) ?? calculated;
  const onSupplemental =
    supplemental.method === 'flat-rate'
      ? calculateSupplementalAtFlatRate(prefix, input.supplementalWages, supplemental.rate, trace)
      : calculateAggregatedSupplemental(
          withholding,
          calculated,
          input,
          supplemental.citation,
          trace,
        );
  return regular + onSupplemental + withholdAdditionalAmount(prefix, withholding.additional, trace);
}

/**
 * Supplemental wages withheld on as part of the pay: the formula on regular plus supplemental
 * wages, less the withholding on regular wages; traced as `<prefix>.supplemental`.
 */
function calculateAggregatedSupplemental(
  { prefix, formula }: IncomeTaxWithholding,
  regular: Cents,
  input: PayWages,
  citation: string,
  trace: TraceSink,
): Cents {
  if (input.supplementalWages <= 0) return 0;
  const wages = input.wages + input.supplementalWages;
  const combined = calculateFormulaWithholding(
    formula(wages),
    { wages, periodsPerYear: input.periodsPerYear },
    undefined,
    prefix,
  );
  trace?.push(
    money(
      `${prefix}.supplemental`,
      `Withholding on supplemental wages (${formatUsd(input.supplementalWages)}): the formula on regular plus supplemental wages, less the withholding on regular wages`,
      combined - regular,
      citation,
    ),
  );
  return combined - regular;
}

/** The certificate's additional amount each pay, traced when there is one (step `additional`). */
export function withholdAdditionalAmount(
  prefix: string,
  additional: AdditionalAmount | undefined,
  trace: TraceSink,
): Cents {
  if (!additional || additional.amount <= 0) return 0;
  trace?.push(
    money(
      `${prefix}.${additional.step ?? 'additional'}`,
      writeTraceText(additional.label),
      additional.amount,
      writeTraceText(additional.citation),
    ),
  );
  return additional.amount;
}

/**
 * Without a certificate on file some states withhold a flat rate on all of the period's wages
 * (CT, OR); traced as `<prefix>.no-certificate`.
 */
export function withholdWithoutCertificate(
  prefix: string,
  form: string,
  wages: Cents,
  rate: CitedValue<RatePpm>,
  trace: TraceSink,
): Cents {
  const tax = applyFlatRate(wages, rate.value);
  trace?.push(
    money(
      `${prefix}.no-certificate`,
      `No ${form} on file: ${formatPercent(rate.value)} of ${formatUsd(wages)}`,
      tax,
      rate.citation,
    ),
  );
  return tax;
}
