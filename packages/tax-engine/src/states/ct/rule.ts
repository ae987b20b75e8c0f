import { formatPercent, formatUsd, multiplyRate, type Cents } from '@paylab/shared/money';

import { money, note, type TraceSink } from '../../trace';
import { defineStateData, read, type Reader } from '../shared/load-state-data';
import { taxFromBrackets } from '../shared/state-math';
import { withholdDeclaredContributions } from '../shared/withhold-contribution';
import {
  withholdIncomeTax,
  withholdWithoutCertificate,
  type IncomeTaxFormula,
} from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup, type StateWithholdingInput } from '../state-rule';
import data from './state.json' with { type: 'json' };

/**
 * One row of a TPG-211 table read by annual gross wages: `value` applies when wages are more than
 * `over` (the first row applies from zero). Cents for amounts; parts per million for Table E decimals.
 */
export interface CtStepRow {
  readonly over: Cents;
  readonly value: number;
}

/** Form CT-W4 withholding codes that carry a calculation (E withholds nothing). */
const CT_TABLE_CODES = ['A', 'B', 'C', 'D', 'F'] as const;
type CtTableCode = (typeof CT_TABLE_CODES)[number];

/** Form CT-W4's line 1 codes: "none" when the employee has not given a completed CT-W4. */
const CT_WITHHOLDING_CODES = ['none', 'A', 'B', 'C', 'D', 'E', 'F'] as const;
type CtWithholdingCode = (typeof CT_WITHHOLDING_CODES)[number];

/** A table by code, each row read by annual gross wages: `[{ over, value }, ...]`. */
function readStepTables(value: Reader<number>) {
  return read.byKey(CT_TABLE_CODES, read.list(read.fields({ over: read.cents, value })));
}

const CT_DATA = defineStateData(
  data,
  {
    exemptions: readStepTables(read.cents),
    brackets: read.byKey(CT_TABLE_CODES, read.brackets),
    addBack: readStepTables(read.cents),
    recapture: readStepTables(read.cents),
    personalCredit: readStepTables(read.rate),
    noCertificateRate: read.rate,
    paidLeaveRate: read.rate,
    paidLeaveWageBase: read.cents,
  },
  { withholdingCode: CT_WITHHOLDING_CODES },
);

export type CtCertificate = {
  /** CT-W4 line 1; "none" when the employee has not given a completed CT-W4. */
  readonly withholdingCode: CtWithholdingCode;
  /** Line 2: additional withholding per pay period. */
  readonly additionalWithholding: Cents;
  /** Line 3: reduced withholding per pay period. */
  readonly reducedWithholding: Cents;
};

const PREFIX = 'state.ct';
const PUBLICATION = 'TPG-211, Withholding Calculation Rules (2025); Circular CT (2025)';
const SUPPLEMENTAL = 'Conn. Agencies Regs. § 12-705(a)-3';

/** The value of the last row whose "more than" amount the wages exceed. */
function findStep(rows: readonly CtStepRow[], annualWages: Cents): number {
  let value = rows[0]!.value;
  for (const row of rows) if (annualWages > row.over) value = row.value;
  return value;
}

type CtParameters = ResolvedGroup<typeof CT_DATA.parameters>;

function buildFormula(
  params: CtParameters,
  code: CtTableCode,
  annualWages: Cents,
): IncomeTaxFormula {
  const exemption = findStep(params.exemptions.value[code], annualWages);
  const taxable = Math.max(0, annualWages - exemption);
  // Tables C and D add to the tax only when there is a tax to add to.
  const initial = taxFromBrackets(params.brackets.value[code], taxable);
  const addBack = taxable > 0 ? findStep(params.addBack.value[code], annualWages) : 0;
  const recapture = taxable > 0 ? findStep(params.recapture.value[code], annualWages) : 0;
  const creditDecimal = findStep(params.personalCredit.value[code], annualWages);
  const tax = initial + addBack + recapture;
  return {
    citation: PUBLICATION,
    basis: 'annual',
    subtractions: [
      {
        step: 'exemption',
        label: () => `Personal exemption (Table A, code ${code})`,
        amount: exemption,
        citation: params.exemptions.citation,
      },
    ],
    computeTax: () => ({
      label: () =>
        `Initial tax ${formatUsd(initial)} (Table B) + add-back ${formatUsd(addBack)} (Table C) + recapture ${formatUsd(recapture)} (Table D)`,
      amount: tax,
      citation: () =>
        `${params.brackets.citation}; ${params.addBack.citation}; ${params.recapture.citation}`,
    }),
    credits: [
      {
        step: 'personal-credit',
        label: () =>
          `Personal tax credit (Table E decimal ${formatPercent(creditDecimal)} of the tax)`,
        amount: multiplyRate(tax, creditDecimal),
        citation: params.personalCredit.citation,
      },
    ],
    rounding: 'cent',
  };
}

/** Income tax before the CT-W4 line 2 and 3 adjustments. */
function withholdCtIncomeTax(
  params: CtParameters,
  input: StateWithholdingInput<CtCertificate>,
  trace: TraceSink,
): Cents {
  const code = input.certificate.withholdingCode;
  if (code === 'none') {
    const wages = input.wages + input.supplementalWages;
    return withholdWithoutCertificate(PREFIX, 'CT-W4', wages, params.noCertificateRate, trace);
  }
  if (code === 'E') {
    trace?.push(note(`${PREFIX}.code-e`, 'CT-W4 code E: no withholding necessary', PUBLICATION));
    return 0;
  }
  return withholdIncomeTax(
    {
      prefix: PREFIX,
      formula: (wages) => buildFormula(params, code, wages * input.periodsPerYear),
      // Supplemental pay is taxed as if paid with the period's wages in a single payment.
      supplemental: { method: 'aggregate', citation: SUPPLEMENTAL },
    },
    input,
    trace,
  );
}

export const CT_RULE = defineStateRule({
  ...CT_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const incomeTax = withholdCtIncomeTax(params, input, trace);
    const adjusted = Math.max(
      0,
      incomeTax + certificate.additionalWithholding - certificate.reducedWithholding,
    );
    if (trace && adjusted !== incomeTax) {
      trace.push(
        money(
          `${PREFIX}.adjustment`,
          'Withholding after the CT-W4 line 2 increase or line 3 reduction (not below 0)',
          adjusted,
          'Form CT-W4, lines 2 and 3',
        ),
      );
    }
    return [
      { programId: 'ct-income-tax', amount: adjusted },
      ...withholdDeclaredContributions(CT_DATA.contributions, params, PREFIX, input, trace),
    ];
  },
});
