import { formatPercentExact, type Cents } from '@paylab/shared/money';

import { buildCountStep, buildFlatRateTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { GA_PARAMETERS, type GaStatusLetter } from './parameters';

export type GaCertificate = {
  readonly maritalStatus: GaStatusLetter;
  /** Line 4. */
  readonly dependents: number;
  /** Line 5, from the worksheet. */
  readonly additionalAllowances: number;
  /** Line 6. */
  readonly additionalWithholding: Cents;
  /** Line 8. */
  readonly isExempt: boolean;
};

const PREFIX = 'state.ga';
const PUBLICATION = 'Georgia Employer’s Tax Guide (2025, revised for H.B. 111)';

export const GA_RULE = defineStateRule<typeof GA_PARAMETERS, GaCertificate>({
  code: 'GA',
  name: 'Georgia',
  hasWageIncomeTax: true,
  parameters: GA_PARAMETERS,
  programs: [incomeTaxProgram('ga', 'Georgia income tax')],
  certificate: {
    form: 'Form G-4',
    fields: [
      field.filingStatus(
        'Marital status (line 3)',
        [
          { value: 'A', label: 'A - single' },
          { value: 'B', label: 'B - married filing joint, both spouses working' },
          { value: 'C', label: 'C - married filing joint, one spouse working' },
          { value: 'D', label: 'D - married filing separate' },
          { value: 'E', label: 'E - head of household' },
        ],
        { key: 'maritalStatus' },
      ),
      field.allowances('Dependent allowances (line 4)', { key: 'dependents' }),
      field.allowances('Additional allowances (line 5)', { key: 'additionalAllowances' }),
      field.additionalAmount('Additional withholding (line 6)'),
      field.exempt('Exempt (line 8)'),
    ],
    defaults: {
      maritalStatus: 'A',
      dependents: 0,
      additionalAllowances: 0,
      additionalWithholding: 0,
      isExempt: false,
    },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: the standard deduction by G-4 letter and the dependent and additional allowances subtract; flat 5.39% (5.19% for wages paid from 1 July 2025); divided back per period.',
    notModelled: [
      'Reciprocity and credits for tax paid to another state',
      'Georgia has no employee-paid state disability or family-leave contribution',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Additional allowance (G-4 line 5) worth $4,000: one secondary source gives $3,000',
      'Standard deduction for status B (both spouses working) taken as $12,000 each',
      'No G-4 on file: withheld as single (A) with no allowances (secondary)',
    ],
  },
  describePrograms(params) {
    return {
      'ga-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Exempt from Georgia withholding (G-4 line 8)',
          citation: 'Form G-4, line 8',
        },
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            {
              step: 'standard-deduction',
              label: `Standard deduction (status ${certificate.maritalStatus})`,
              amount: params.standardDeduction.value[certificate.maritalStatus],
              citation: params.standardDeduction.citation,
            },
            buildCountStep(
              'dependents',
              'Dependent allowances',
              certificate.dependents,
              params.dependentAllowance,
            ),
            buildCountStep(
              'additional-allowances',
              'Additional allowances',
              certificate.additionalAllowances,
              params.additionalAllowance,
            ),
          ],
          computeTax: buildFlatRateTax(
            `${formatPercentExact(params.rate.value)} of annual taxable wages`,
            params.rate.value,
            params.rate.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (G-4 line 6)',
          citation: 'Form G-4, line 6',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'ga-income-tax', amount }];
  },
});
