import { formatUsd, type Cents } from '@paylab/shared/money';

import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredContributions } from '../shared/withhold-contribution';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { withholdWithoutCertificate, type IncomeTaxFormula } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup, type StateWithholdingInput } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.or';
const METHOD = '150-206-436, Oregon Withholding Tax Formulas (January 2025)';

/** The most federal withholding that may subtract, by annual wages (at least `wagesAtLeast`). */
export interface FederalSubtractionStep {
  readonly wagesAtLeast: Cents;
  readonly maximum: Cents;
}

/**
 * The formula's two columns: `single` is single with fewer than 3 allowances; `married` is married,
 * or single with 3 or more allowances (150-206-436).
 */
const OR_WITHHOLDING_COLUMNS = ['single', 'married'] as const;
type OrWithholdingColumn = (typeof OR_WITHHOLDING_COLUMNS)[number];

const OR_DATA = defineStateData(data, {
  standardDeduction: read.byKey(OR_WITHHOLDING_COLUMNS, read.cents),
  allowanceCredit: read.cents,
  allowanceCreditWageLimit: read.byKey(OR_WITHHOLDING_COLUMNS, read.cents),
  federalSubtraction: read.byKey(
    OR_WITHHOLDING_COLUMNS,
    read.list(read.fields({ wagesAtLeast: read.cents, maximum: read.cents })),
  ),
  lowWageLimit: read.cents,
  rateTables: read.byKey(['low', 'high'], read.byKey(OR_WITHHOLDING_COLUMNS, read.table)),
  noCertificateRate: read.rate,
  supplementalRate: read.rate,
  transitRate: read.rate,
  paidLeaveRate: read.rate,
  paidLeaveWageBase: read.cents,
});

/** The OR-W-4's fields; `status` "none" is the state's rule for an employee who has given none. */
type OrCertificate = {
  status: string;
  allowances: number;
  additionalWithholding: number;
  isExempt: boolean;
};

function findFederalMaximum(steps: readonly FederalSubtractionStep[], annualWages: Cents): Cents {
  let maximum = steps[0]?.maximum ?? 0;
  for (const { wagesAtLeast, maximum: stepMaximum } of steps) {
    if (annualWages >= wagesAtLeast) maximum = stepMaximum;
  }
  return maximum;
}

function buildFormula(
  params: ResolvedGroup<typeof OR_DATA.parameters>,
  input: StateWithholdingInput<OrCertificate>,
): IncomeTaxFormula {
  const { certificate, periodsPerYear } = input;
  const annualWages = input.wages * periodsPerYear;
  const column: OrWithholdingColumn =
    certificate.status === 'married' || certificate.allowances >= 3 ? 'married' : 'single';
  const federalMaximum = findFederalMaximum(params.federalSubtraction.value[column], annualWages);
  const federal = Math.min(input.federalIncomeTax * periodsPerYear, federalMaximum);
  const isLowWage = annualWages <= params.lowWageLimit.value;
  const table = params.rateTables.value[isLowWage ? 'low' : 'high'][column];
  const allowances =
    annualWages > params.allowanceCreditWageLimit.value[column] ? 0 : certificate.allowances;
  return {
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      {
        step: 'federal-subtraction',
        label: () =>
          `Annualized federal withholding (${formatUsd(input.federalIncomeTax)} x ${periodsPerYear}), at most ${formatUsd(federalMaximum)}`,
        amount: federal,
        citation: params.federalSubtraction.citation,
      },
      {
        step: 'standard-deduction',
        label: () => `Standard deduction (${column} column)`,
        amount: params.standardDeduction.value[column],
        citation: params.standardDeduction.citation,
      },
    ],
    computeTax: buildTableTax(
      () =>
        `Tax from the ${isLowWage ? 'wages up to $50,000' : 'wages over $50,000'} ${column} table`,
      { value: table, citation: params.rateTables.citation },
    ),
    credits: [
      buildCountStep('allowance-credit', 'Allowance credit', allowances, {
        value: params.allowanceCredit.value,
        citation: () =>
          `${params.allowanceCredit.citation}; ${params.allowanceCreditWageLimit.citation}`,
      }),
    ],
    rounding: 'cent',
  };
}

export const OR_RULE = defineStateRule({
  ...OR_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    if (certificate.status !== 'none' || certificate.isExempt)
      return withholdDeclaredIncomeTax(OR_DATA, params, input, trace, () =>
        buildFormula(params, input),
      );
    const incomeTax = withholdWithoutCertificate(
      PREFIX,
      'OR-W-4',
      input.wages + input.supplementalWages,
      params.noCertificateRate,
      trace,
    );
    return [
      { programId: 'or-income-tax', amount: incomeTax },
      ...withholdDeclaredContributions(OR_DATA.contributions, params, PREFIX, input, trace),
    ];
  },
});
