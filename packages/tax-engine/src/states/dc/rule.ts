import type { Cents } from '@paylab/shared/money';

import { buildBracketTax, buildCountStep } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { DC_PARAMETERS } from './parameters';

export type DcFilingStatus =
  | 'single'
  | 'married-joint'
  | 'head-of-household'
  | 'married-separate'
  | 'married-separate-same-return';

export type DcCertificate = {
  /** D-4 line 1; the formula uses one schedule for every status, so it only documents the form. */
  readonly filingStatus: DcFilingStatus;
  /** D-4 line 2: total withholding allowances (Sections A and B). */
  readonly allowances: number;
  /** D-4 line 3. */
  readonly additionalWithholding: Cents;
  /** D-4 line 4. */
  readonly isExempt: boolean;
};

const PREFIX = 'state.dc';
const PUBLICATION =
  'FR-230, District of Columbia Income Tax Withholding Instructions and Tables (2025)';

export const DC_RULE = defineStateRule<typeof DC_PARAMETERS, DcCertificate>({
  code: 'DC',
  name: 'District of Columbia',
  hasWageIncomeTax: true,
  parameters: DC_PARAMETERS,
  programs: [incomeTaxProgram('dc', 'District of Columbia income tax')],
  certificate: {
    form: 'Form D-4',
    fields: [
      field.filingStatus('Tax filing status (line 1)', [
        { value: 'single', label: 'Single' },
        { value: 'married-joint', label: 'Married/registered domestic partners filing jointly' },
        { value: 'head-of-household', label: 'Head of household' },
        { value: 'married-separate', label: 'Married filing separately' },
        {
          value: 'married-separate-same-return',
          label: 'Married/registered domestic partners filing separately on the same return',
        },
      ]),
      field.allowances('Total withholding allowances (line 2)'),
      field.additionalAmount('Additional amount each paycheck (line 3)'),
      field.exempt('Exempt (line 4)'),
    ],
    defaults: { filingStatus: 'single', allowances: 0, additionalWithholding: 0, isExempt: false },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: $4,150 per D-4 allowance subtracts; one schedule from 4% to 10.75%; divided back per period.',
    notModelled: [
      'Nonresidents who file Form D-4A (DC does not tax them) and reciprocity',
      'DC Paid Family Leave is paid by the employer alone; no employee line',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Allowance value $4,150: read in the 2018 FR-230 and the 2021 D-4, not in the 2025 FR-230',
      'Whether the 2025 formula subtracts a standard deduction by filing status: the formula read has none',
      'Supplemental wages taxed with the period’s regular wages (aggregate method): DC’s own rule not read',
      'No D-4 on file: withheld as single with no allowances (assumed)',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Exempt from DC withholding (D-4 line 4)',
          citation: 'Form D-4, line 4',
        },
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            buildCountStep(
              'allowances',
              'Withholding allowances',
              certificate.allowances,
              params.allowance,
            ),
          ],
          computeTax: buildBracketTax(
            'Tax on annual taxable wages',
            params.brackets.value,
            params.brackets.citation,
          ),
          rounding: 'cent',
        }),
        // Without a DC rule read for bonuses, they are withheld on with the period's wages.
        supplemental: { method: 'aggregate', citation: PUBLICATION },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (D-4 line 3)',
          citation: 'Form D-4, line 3',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'dc-income-tax', amount }];
  },
});
