import { formatUsd, type Cents } from '@paylab/shared/money';

import {
  buildBracketTax,
  buildCountStep,
  buildStatusStep,
} from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { roundToWholeDollars } from '../shared/state-math';
import data from './state.json' with { type: 'json' };

/** Form A-4 lines 1-3: the personal exemption the employee claims ("0", S, MS, M or H). */
const AL_EXEMPTION_CODES = ['0', 'S', 'MS', 'M', 'H'] as const;
type AlExemptionCode = (typeof AL_EXEMPTION_CODES)[number];

/** The four Standard Deduction Chart columns; "0" and S use the single column. */
const AL_DEDUCTION_COLUMNS = [
  'married-joint',
  'married-separate',
  'head-of-family',
  'single',
] as const;
type AlDeductionColumn = (typeof AL_DEDUCTION_COLUMNS)[number];

/** The dependent exemption by gross income: `amount` per dependent up to `upTo` (null: above). */
interface AlDependentExemptionRow {
  readonly upTo: Cents | null;
  readonly amount: Cents;
}

/**
 * One chart column: the maximum up to `threshold` of gross income (whole dollars), less
 * `reduction` for each `step` of gross income or part thereof above it, never below `minimum`.
 */
interface AlStandardDeduction {
  readonly maximum: Cents;
  readonly threshold: Cents;
  readonly step: Cents;
  readonly reduction: Cents;
  readonly minimum: Cents;
}

const AL_DATA = defineStateData(
  data,
  {
    withholdingMethod: read.text,
    standardDeduction: read.byKey(
      AL_DEDUCTION_COLUMNS,
      read.fields({
        maximum: read.cents,
        threshold: read.cents,
        step: read.cents,
        reduction: read.cents,
        minimum: read.cents,
      }),
    ),
    personalExemption: read.byKey(AL_EXEMPTION_CODES, read.cents),
    dependentExemption: read.list(
      read.fields({ upTo: read.nullable(read.cents), amount: read.cents }),
    ),
    marriedBrackets: read.brackets,
    otherBrackets: read.brackets,
    supplementalRate: read.rate,
  },
  { exemption: AL_EXEMPTION_CODES },
);

const DEDUCTION_COLUMN: Readonly<Record<AlExemptionCode, AlDeductionColumn>> = {
  '0': 'single',
  S: 'single',
  MS: 'married-separate',
  M: 'married-joint',
  H: 'head-of-family',
};

/** The chart amount for gross income already rounded to whole dollars ("or part thereof" rounds up). */
function findStandardDeduction(column: AlStandardDeduction, grossIncome: Cents): Cents {
  if (grossIncome <= column.threshold) return column.maximum;
  const steps = Math.ceil((grossIncome - column.threshold) / column.step);
  return Math.max(column.minimum, column.maximum - steps * column.reduction);
}

function findDependentExemption(
  rows: readonly AlDependentExemptionRow[],
  grossIncome: Cents,
): Cents {
  const row = rows.find(({ upTo }) => upTo === null || grossIncome <= upTo);
  return row?.amount ?? 0;
}

export const AL_RULE = defineIncomeTaxRule(AL_DATA, {
  buildFormula: (params, input) => {
    const { certificate, periodsPerYear: periods } = input;
    const grossIncome = roundToWholeDollars(input.wages * periods);
    const deductionColumn = DEDUCTION_COLUMN[certificate.exemption];
    const standardDeduction = findStandardDeduction(
      params.standardDeduction.value[deductionColumn],
      grossIncome,
    );
    const perDependent = findDependentExemption(params.dependentExemption.value, grossIncome);
    const brackets = certificate.exemption === 'M' ? params.marriedBrackets : params.otherBrackets;
    return {
      citation: params.withholdingMethod.citation,
      basis: 'annual',
      subtractions: [
        {
          step: 'standard-deduction',
          label: () =>
            `Standard deduction (${deductionColumn} column, gross income ${formatUsd(grossIncome)})`,
          amount: standardDeduction,
          citation: params.standardDeduction.citation,
        },
        {
          step: 'federal-tax',
          label: () =>
            `Federal income tax withheld (${formatUsd(input.federalIncomeTax)} x ${periods})`,
          amount: input.federalIncomeTax * periods,
          citation: () => `${params.withholdingMethod.citation}, step 4`,
        },
        buildStatusStep(
          'personal-exemption',
          'Personal exemption',
          certificate.exemption,
          params.personalExemption,
        ),
        buildCountStep('dependent-exemption', 'Dependent exemption', certificate.dependents, {
          value: perDependent,
          citation: params.dependentExemption.citation,
        }),
      ],
      computeTax: buildBracketTax(
        () =>
          `Tax on taxable income (${certificate.exemption === 'M' ? 'married' : 'all other'} rates)`,
        brackets,
      ),
      rounding: 'cent',
    };
  },
});
