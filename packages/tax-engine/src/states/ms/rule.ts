import { formatUsd } from '@paylab/shared/money';

import { buildStatusStep, buildTableTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { selectOffered } from '../shared/select-status';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { MS_PARAMETERS, type MsFilingStatus } from './parameters';

const PREFIX = 'state.ms';
const PUBLICATION =
  'Mississippi Department of Revenue, Pub 89-700, Mississippi Employer Withholding Tax Tables and Instructions (2025)';
const MS_FILING_STATUSES: readonly MsFilingStatus[] = [
  'single',
  'married-spouse-not-employed',
  'married-spouse-employed',
  'head-of-family',
];

export const MS_RULE = defineStateRule({
  code: 'MS',
  name: 'Mississippi',
  hasWageIncomeTax: true,
  parameters: MS_PARAMETERS,
  programs: [incomeTaxProgram('ms', 'MS income tax')],
  certificate: {
    form: 'Form 89-350',
    fields: [
      field.filingStatus('Marital status (lines 1 to 3)', [
        { value: 'single', label: 'Single' },
        { value: 'married-spouse-not-employed', label: 'Married, spouse not employed' },
        { value: 'married-spouse-employed', label: 'Married, spouse employed' },
        { value: 'head-of-family', label: 'Head of family' },
      ]),
      {
        key: 'exemptionAmount',
        kind: 'money',
        label: 'Line 6: total amount of exemption claimed',
        help: 'In dollars: $6,000 single, $12,000 married (shared between working spouses), $9,500 head of family, plus $1,500 for each dependent, age 65 or blindness',
      },
      field.additionalAmount('Line 7: additional withholding each pay period', {
        key: 'extraWithholding',
      }),
    ],
    // Without a Form 89-350 the employer withholds as single with no exemption.
    defaults: { filingStatus: 'single', exemptionAmount: 0, extraWithholding: 0 },
  },
  compliance: {
    publication: `${PUBLICATION}, computer payroll flowchart`,
    method:
      'Annualised: the standard deduction and the 89-350 exemption dollars subtract; 0% on the first $10,000, 4.4% above; whole dollars per period; bonuses aggregated with the period wages',
    notModelled: [
      'Credits for tax paid to another state: PayLab withholds for the work state only',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Supplemental wages: no flat rate found in Pub 89-700; they are aggregated with the regular wages of the period',
      'No certificate on file: withheld as single with no exemption, not read in the 2025 Pub 89-700',
      '4.4% rate for 2025: secondary sources agreeing with the statutory phase-down (5% 2023, 4.7% 2024, 4.0% 2026)',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectOffered(MS_FILING_STATUSES, certificate.filingStatus, 'single');
    const table = params.rateSchedule.value;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            buildStatusStep(
              'standard-deduction',
              'Standard deduction',
              status,
              params.standardDeduction,
            ),
            {
              step: 'exemption',
              label: `Form 89-350 line 6 exemption, ${formatUsd(certificate.exemptionAmount)}`,
              amount: certificate.exemptionAmount,
              citation: `${PUBLICATION}, Form 89-350 line 6`,
            },
          ],
          computeTax: buildTableTax(
            'Annual tax: 4.4% above the first $10,000',
            table,
            params.rateSchedule.citation,
          ),
          rounding: 'whole-dollar-period',
        }),
        // No flat supplemental rate is published, so a bonus is withheld on as part of the period's pay.
        supplemental: { method: 'aggregate', citation: PUBLICATION },
        additional: {
          amount: certificate.extraWithholding,
          label: 'Form 89-350 line 7 additional withholding',
          citation: PUBLICATION,
          step: 'extra',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'ms-income-tax', amount }];
  },
});
