import { formatUsd, type Cents } from '@paylab/shared/money';

import {
  buildBracketTax,
  buildCountStep,
  buildStatusStep,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { roundToWholeDollars } from '../shared/state-math';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup, type StateWithholdingInput } from '../state-rule';
import {
  AL_PARAMETERS,
  type AlDeductionColumn,
  type AlDependentExemptionRow,
  type AlExemptionCode,
  type AlStandardDeduction,
} from './parameters';

export type AlCertificate = {
  readonly exemption: AlExemptionCode;
  readonly dependents: number;
  readonly additionalWithholding: Cents;
  readonly isExempt: boolean;
};

const PREFIX = 'state.al';
const PUBLICATION =
  'Alabama Withholding Tax Tables and Instructions (formula of Ala. Admin. Code r. 810-3-71-.02)';

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

function buildFormula(
  params: ResolvedGroup<typeof AL_PARAMETERS>,
  input: StateWithholdingInput<AlCertificate>,
): WithholdingFormula {
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
    prefix: PREFIX,
    citation: PUBLICATION,
    basis: 'annual',
    subtractions: [
      {
        step: 'standard-deduction',
        label: `Standard deduction (${deductionColumn} column, gross income ${formatUsd(grossIncome)})`,
        amount: standardDeduction,
        citation: params.standardDeduction.citation,
      },
      {
        step: 'federal-tax',
        label: `Federal income tax withheld (${formatUsd(input.federalIncomeTax)} x ${periods})`,
        amount: input.federalIncomeTax * periods,
        citation: `${PUBLICATION}, step 4`,
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
      `Tax on taxable income (${certificate.exemption === 'M' ? 'married' : 'all other'} rates)`,
      brackets.value,
      brackets.citation,
    ),
    rounding: 'cent',
  };
}

export const AL_RULE = defineStateRule<typeof AL_PARAMETERS, AlCertificate>({
  code: 'AL',
  name: 'Alabama',
  hasWageIncomeTax: true,
  parameters: AL_PARAMETERS,
  programs: [incomeTaxProgram('al', 'Alabama income tax')],
  certificate: {
    form: 'Form A-4',
    fields: [
      field.filingStatus(
        'Personal exemption (lines 1-3)',
        [
          { value: '0', label: '0 - no personal exemption' },
          { value: 'S', label: 'S - single' },
          { value: 'MS', label: 'MS - married filing separately' },
          { value: 'M', label: 'M - married (both spouses)' },
          { value: 'H', label: 'H - head of family' },
        ],
        { key: 'exemption' },
      ),
      field.allowances('Dependents other than spouse (line 4)', { key: 'dependents' }),
      field.additionalAmount('Additional amount each pay period (line 5)'),
      field.exempt('Exempt from withholding'),
    ],
    // Ala. Code § 40-18-73(c): without a signed A-4 the employer withholds with no exemptions.
    defaults: { exemption: '0', dependents: 0, additionalWithholding: 0, isExempt: false },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: the standard deduction (by A-4 status, stepping down with wages), the federal tax withheld, the personal and dependent exemptions subtract; 2%/4%/5% brackets; divided back per period.',
    notModelled: [
      'Local occupational and license taxes (Birmingham, Gadsden, Jefferson County and others)',
      'Reciprocity and credits for tax paid to another state',
      'The overtime exclusion (Act 2023-421, through 30 June 2025): PayLab does not separate overtime from regular wages',
      'When a bonus is paid with regular wages, the federal tax subtracted includes the federal withholding on the bonus',
    ],
    confidence: 'secondary',
    uncertainties: [],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Exempt from withholding (Form A-4)',
          citation: 'Form A-4',
        },
        formula: () => buildFormula(params, input),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (A-4 line 5)',
          citation: 'Form A-4, line 5',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'al-income-tax', amount }];
  },
});
