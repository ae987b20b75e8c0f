import type { Cents } from '@paylab/shared/money';

import {
  buildBracketTax,
  buildCountStep,
  buildStatusStep,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { withholdContribution } from '../shared/withhold-contribution';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { DE_PARAMETERS, type DeFilingStatus } from './parameters';

export type DeCertificate = {
  readonly filingStatus: DeFilingStatus;
  /** Personal exemptions (allowances) claimed; each is a $110 tax credit. */
  readonly allowances: number;
  readonly additionalWithholding: Cents;
  readonly isExempt: boolean;
};

const PREFIX = 'state.de';
const PUBLICATION = 'Delaware Division of Revenue, Withholding Tax Tables and Formula (2025)';

export const DE_RULE = defineStateRule<typeof DE_PARAMETERS, DeCertificate>({
  code: 'DE',
  name: 'Delaware',
  hasWageIncomeTax: true,
  parameters: DE_PARAMETERS,
  programs: [
    incomeTaxProgram('de', 'Delaware income tax'),
    {
      id: 'de-paid-leave',
      kind: 'family-leave',
      label: 'Delaware Paid Leave',
      w2Box14Label: 'DE PL',
    },
  ],
  certificate: {
    form: 'Delaware Form W-4',
    fields: [
      field.filingStatus('Filing status', [
        { value: 'single', label: 'Single' },
        { value: 'married-joint', label: 'Married filing jointly' },
        { value: 'married-separate', label: 'Married filing separately' },
      ]),
      field.allowances('Total personal exemptions (allowances)'),
      field.additionalAmount('Additional amount each pay period'),
      field.exempt('Exempt from withholding'),
    ],
    defaults: { filingStatus: 'single', allowances: 0, additionalWithholding: 0, isExempt: false },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: the standard deduction by status subtracts; graduated rates from 0% to 6.6%; $110 credit per exemption; divided back per period. Paid Leave: 0.4% of wages up to the Social Security wage base.',
    notModelled: [
      'Wilmington earned income (wage) tax',
      'Reciprocity and credits for tax paid to another state',
      'Paid Leave: employers that pay more than half, employers of 10 to 24 employees (parental leave only, 0.16%), employers of fewer than 10 and approved private plans',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Supplemental wages taxed with the period’s regular wages (aggregate method): Delaware’s own rule not read',
      'No Delaware W-4 on file: withheld as single with no exemptions (assumed)',
    ],
  },
  describePrograms(params) {
    return {
      'de-paid-leave': { rate: params.paidLeaveEmployeeRate, wageBase: params.paidLeaveWageBase },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const incomeTax = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Exempt from Delaware withholding',
          citation: 'Delaware Form W-4',
        },
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            buildStatusStep(
              'standard-deduction',
              'Standard deduction',
              certificate.filingStatus,
              params.standardDeduction,
            ),
          ],
          computeTax: buildBracketTax(
            'Tax on annual taxable wages',
            params.brackets.value,
            params.brackets.citation,
          ),
          credits: [
            buildCountStep(
              'personal-credit',
              'Personal credits',
              certificate.allowances,
              params.personalCredit,
            ),
          ],
          rounding: 'cent',
        }),
        // Without a Delaware rule read for bonuses, they are withheld on with the period's wages.
        supplemental: { method: 'aggregate', citation: PUBLICATION },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (Delaware W-4)',
          citation: 'Delaware Form W-4',
        },
      },
      input,
      trace,
    );
    const paidLeave = withholdContribution(
      {
        step: `${PREFIX}.paid-leave`,
        label: 'Delaware Paid Leave employee share',
        rate: params.paidLeaveEmployeeRate,
        wageBase: params.paidLeaveWageBase,
      },
      input,
      trace,
    );
    return [
      { programId: 'de-income-tax', amount: incomeTax },
      { programId: 'de-paid-leave', amount: paidLeave },
    ];
  },
});
