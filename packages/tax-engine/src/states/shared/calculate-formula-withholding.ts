import {
  divideRounded,
  formatPercent,
  formatUsd,
  type Cents,
  type RatePpm,
} from '@paylab/shared/money';

import type { CitedValue } from '../../parameters/parameter';
import type { MarginalBracket, WithholdingTable } from '../../parameters/schedules';
import { money, writeTraceText, type TraceSink, type TraceText } from '../../trace';
import { applyFlatRate, roundToWholeDollars, taxFromBrackets, taxFromTable } from './state-math';

/**
 * One cited amount of a formula: a subtraction from wages or a credit against the tax. Only the
 * trace reads its label and citation, so those that format or join are given as functions.
 */
export interface FormulaStep {
  /** Trace step suffix, e.g. `standard-deduction`; the full step is `<prefix>.<step>`. */
  readonly step: string;
  readonly label: TraceText;
  readonly amount: Cents;
  readonly citation: TraceText;
}

/** A formula's tax on the taxable amount (after subtractions, not below 0), labelled and cited. */
export type ComputeTax = (taxable: Cents) => Omit<FormulaStep, 'step'>;

/** Where a publication rounds: to the cent per period, or to whole dollars on the annual or period tax. */
export type FormulaRounding = 'cent' | 'whole-dollar-annual' | 'whole-dollar-period';

/**
 * The common shape of a state withholding formula: wages (annualised, or per period) less
 * subtractions, a tax on what is left, less credits, never below zero, divided back per period.
 * Each state computes its own subtractions and tax (they differ by state); this function does the
 * arithmetic every state shares and writes one uniform trace.
 */
export interface WithholdingFormula {
  /** Trace prefix, `state.<st>`. */
  readonly prefix: string;
  /** The publication and method, cited on the steps that have no parameter of their own. */
  readonly citation: string;
  /** `annual`: wages x periods, tax / periods; `period`: the formula works on one period's wages. */
  readonly basis: 'annual' | 'period';
  /** Amounts subtracted from wages; none where the formula subtracts nothing. */
  readonly subtractions?: readonly FormulaStep[];
  readonly computeTax: ComputeTax;
  /** Amounts credited against the tax; none where the formula credits nothing. */
  readonly credits?: readonly FormulaStep[];
  readonly rounding: FormulaRounding;
}

export interface FormulaWages {
  /** Wages this period the formula applies to (regular, plus supplemental where the state aggregates). */
  readonly wages: Cents;
  readonly periodsPerYear: number;
}

/** One entry of a keyed cited value (a status's table, a column's amount), cited as the whole. */
export function selectCitedValue<K extends string, V>(
  values: CitedValue<Readonly<Record<K, V>>>,
  key: K,
): CitedValue<V> {
  return { value: values.value[key], citation: values.citation };
}

/** A subtraction or credit of a cited amount, labelled as given. */
export function buildValueStep(
  step: string,
  label: TraceText,
  value: CitedValue<Cents>,
): FormulaStep {
  return { step, label, amount: value.value, citation: value.citation };
}

/** An amount for a status, labelled "<name> (<status>)" only when the trace reads it. */
class StatusStep implements FormulaStep {
  constructor(
    readonly step: string,
    private readonly name: string,
    private readonly status: string,
    readonly amount: Cents,
    readonly citation: string,
  ) {}

  get label(): string {
    return `${this.name} (${this.status})`;
  }
}

/** A subtraction or credit of the cited amount for a status, labelled "<label> (<status>)". */
export function buildStatusStep<S extends string>(
  step: string,
  label: string,
  status: S,
  values: CitedValue<Readonly<Record<S, Cents>>>,
): FormulaStep {
  return new StatusStep(step, label, status, values.value[status], values.citation);
}

/** The standard deduction of the employee's filing status, labelled "Standard deduction (<status>)". */
export function buildStandardDeductionStep<S extends string>(
  status: S,
  values: CitedValue<Readonly<Record<S, Cents>>>,
): FormulaStep {
  return buildStatusStep('standard-deduction', 'Standard deduction', status, values);
}

/**
 * How a count step is labelled: a name, shown as "<name> (<count> x <value>)", or the state's own
 * wording of the count and the value (already formatted as dollars).
 */
export type CountLabel = string | ((count: number, value: string) => string);

/**
 * A count of a cited value. Its label is written when the trace reads it: a paycheck without a
 * trace never formats the amount.
 */
class CountStep implements FormulaStep {
  readonly citation: TraceText;

  constructor(
    readonly step: string,
    private readonly name: CountLabel,
    private readonly count: number,
    private readonly value: Cents,
    citation: TraceText,
    readonly amount: Cents,
  ) {
    this.citation = citation;
  }

  get label(): string {
    const value = formatUsd(this.value);
    return typeof this.name === 'string'
      ? `${this.name} (${this.count} x ${value})`
      : this.name(this.count, value);
  }
}

/**
 * A subtraction or credit of `count` times a cited value (allowances, exemptions, credits); a
 * citation that joins several is given as a function, like a step's.
 */
export function buildCountStep(
  step: string,
  label: CountLabel,
  count: number,
  value: { readonly value: Cents; readonly citation: TraceText },
): FormulaStep {
  return new CountStep(step, label, count, value.value, value.citation, count * value.value);
}

/**
 * `count` times a cited annual amount, for one of `periodsPerYear` periods (rounded half up to the
 * cent): the per-period allowance of a formula that works on the period's wages.
 */
export function buildPerPeriodCountStep(
  step: string,
  label: CountLabel,
  count: number,
  annual: CitedValue<Cents>,
  periodsPerYear: number,
): FormulaStep {
  const amount = divideRounded(count * annual.value, periodsPerYear);
  return new CountStep(step, label, count, annual.value, annual.citation, amount);
}

/** A formula's tax at a cited flat rate on the taxable amount. */
export function buildFlatRateTax(label: TraceText, rate: CitedValue<RatePpm>): ComputeTax {
  const { value, citation } = rate;
  return (taxable) => ({ label, amount: applyFlatRate(taxable, value), citation });
}

/** A formula's tax from a cited withholding table (C plus D x the excess over E). */
export function buildTableTax(label: TraceText, table: CitedValue<WithholdingTable>): ComputeTax {
  const { value, citation } = table;
  return (taxable) => ({ label, amount: taxFromTable(value, taxable), citation });
}

/** A tax from the table of a status, labelled only when the trace reads it. */
class StatusTableTax {
  constructor(
    private readonly status: string,
    readonly amount: Cents,
    readonly citation: string,
  ) {}

  get label(): string {
    return `Annual tax from the ${this.status} table`;
  }
}

/** The annual tax from the table of the employee's status, labelled "Annual tax from the <status> table". */
export function buildStatusTableTax<S extends string>(
  status: S,
  tables: CitedValue<Readonly<Record<S, WithholdingTable>>>,
): ComputeTax {
  const table = tables.value[status];
  return (taxable) => new StatusTableTax(status, taxFromTable(table, taxable), tables.citation);
}

/** A formula's tax from cited marginal rate brackets. */
export function buildBracketTax(
  label: TraceText,
  brackets: CitedValue<readonly MarginalBracket[]>,
): ComputeTax {
  const { value, citation } = brackets;
  return (taxable) => ({ label, amount: taxFromBrackets(value, taxable), citation });
}

/** Wages on the formula's basis: this period's, or annualised. */
export function toFormulaBasis(
  formula: Pick<WithholdingFormula, 'basis'>,
  wages: FormulaWages,
): Cents {
  return formula.basis === 'annual' ? wages.wages * wages.periodsPerYear : wages.wages;
}

function roundTax(
  tax: Cents,
  formula: Pick<WithholdingFormula, 'basis' | 'rounding'>,
  periods: number,
): Cents {
  if (tax <= 0) return 0;
  const annualTax = formula.rounding === 'whole-dollar-annual' ? roundToWholeDollars(tax) : tax;
  const periodTax = formula.basis === 'annual' ? divideRounded(annualTax, periods) : annualTax;
  return formula.rounding === 'whole-dollar-period' ? roundToWholeDollars(periodTax) : periodTax;
}

/**
 * The withholding on regular wages by `formula`, with each line in the trace. A formula without
 * its own trace prefix takes `defaultPrefix`, the withholding's it belongs to.
 */
export function calculateFormulaWithholding(
  formula: Omit<WithholdingFormula, 'prefix'> & { readonly prefix?: string },
  wages: FormulaWages,
  trace: TraceSink,
  defaultPrefix?: string,
): Cents {
  const { subtractions, credits } = formula;
  const base = toFormulaBasis(formula, wages);
  let taxable = base;
  if (subtractions) for (const subtraction of subtractions) taxable -= subtraction.amount;
  taxable = Math.max(0, taxable);
  const tax = formula.computeTax(taxable);
  let afterCredits = tax.amount;
  if (credits) for (const credit of credits) afterCredits -= credit.amount;
  const withheld = roundTax(afterCredits, formula, wages.periodsPerYear);
  if (trace) {
    const { citation } = formula;
    const prefix = formula.prefix ?? defaultPrefix;
    const basisLabel =
      formula.basis === 'annual'
        ? `Annualised wages (${formatUsd(wages.wages)} x ${wages.periodsPerYear})`
        : 'Wages this period';
    const pushStep = (step: string, part: Omit<FormulaStep, 'step'>): void => {
      const { label, amount, citation: cited } = part;
      trace.push(money(`${prefix}.${step}`, writeTraceText(label), amount, writeTraceText(cited)));
    };
    trace.push(money(`${prefix}.wages`, basisLabel, base, citation));
    for (const subtraction of subtractions ?? []) pushStep(subtraction.step, subtraction);
    trace.push(money(`${prefix}.taxable`, 'Taxable wages (not below 0)', taxable, citation));
    pushStep('tax', tax);
    for (const credit of credits ?? []) pushStep(credit.step, credit);
    const rounding =
      formula.rounding === 'cent' ? 'rounded to the cent' : 'rounded to whole dollars';
    trace.push(
      money(
        `${prefix}.withheld`,
        formula.basis === 'annual'
          ? `Withholding on regular wages: annual tax / ${wages.periodsPerYear}, ${rounding}`
          : `Withholding on regular wages, ${rounding}`,
        withheld,
        citation,
      ),
    );
  }
  return withheld;
}

/** A flat supplemental rate on bonuses paid separately, traced as `<prefix>.supplemental`. */
export function calculateSupplementalAtFlatRate(
  prefix: string,
  supplementalWages: Cents,
  rate: CitedValue<RatePpm>,
  trace: TraceSink,
): Cents {
  const tax = applyFlatRate(supplementalWages, rate.value);
  if (trace && supplementalWages > 0) {
    trace.push(
      money(
        `${prefix}.supplemental`,
        `Withholding on supplemental wages: ${formatPercent(rate.value)} of ${formatUsd(supplementalWages)}`,
        tax,
        rate.citation,
      ),
    );
  }
  return tax;
}
