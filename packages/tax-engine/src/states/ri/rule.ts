import { formatUsd } from '@paylab/shared/money';

import { buildTableTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { withholdContribution } from '../shared/withhold-contribution';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { RI_PARAMETERS } from './parameters';

const PREFIX = 'state.ri';
const PUBLICATION =
  "2025 Rhode Island Employer's Income Tax Withholding Tables (Division of Taxation)";

export const RI_RULE = defineStateRule({
  code: 'RI',
  name: 'Rhode Island',
  hasWageIncomeTax: true,
  parameters: RI_PARAMETERS,
  programs: [
    incomeTaxProgram('ri', 'Rhode Island income tax'),
    {
      id: 'ri-tdi',
      kind: 'disability',
      label: 'Rhode Island Temporary Disability Insurance',
      w2Box14Label: 'RI TDI',
    },
  ],
  certificate: {
    form: 'Form RI W-4',
    fields: [
      field.allowances('Withholding allowances'),
      field.additionalAmount('Additional withholding per pay period'),
      field.exempt('Exempt from withholding'),
    ],
    // No RI W-4 on file: no allowances (UNCERTAIN, see compliance).
    defaults: { allowances: 0, additionalWithholding: 0, isExempt: false },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: $1,000 per allowance subtracts unless annual wages exceed $283,250; one 3.75% to 5.99% schedule; divided back per period to the cent',
    notModelled: [
      'Credits for tax paid to another state (Rhode Island has no reciprocity agreements)',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Withholding allowance, cutoff, brackets and the 5.99% supplemental rate: read in two agreeing payroll vendor transcriptions of the 2025 tables, not in the booklet itself',
      'No RI W-4 on file: PayLab withholds with no allowances (UNCERTAIN)',
    ],
  },
  describePrograms(params) {
    return {
      'ri-tdi': { rate: params.tdiRate, wageBase: params.tdiWageBase },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const annualWages = input.wages * input.periodsPerYear;
    const isAboveCutoff = annualWages > params.allowanceCutoff.value;
    const allowanceValue = isAboveCutoff ? 0 : params.allowanceValue.value;
    const incomeTax = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Form RI W-4 claims exemption: no withholding',
          citation: PUBLICATION,
        },
        formula: () => ({
          prefix: PREFIX,
          citation: params.rateTable.citation,
          basis: 'annual',
          subtractions: [
            {
              step: 'allowances',
              label: isAboveCutoff
                ? `Allowances: annual wages above ${formatUsd(params.allowanceCutoff.value)}, worth $0`
                : `Allowances (${certificate.allowances} x ${formatUsd(allowanceValue)})`,
              amount: certificate.allowances * allowanceValue,
              citation: `${params.allowanceValue.citation}; ${params.allowanceCutoff.citation}`,
            },
          ],
          computeTax: buildTableTax(
            'Annual tax from the percentage method schedule',
            params.rateTable.value,
            params.rateTable.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (RI W-4)',
          citation: PUBLICATION,
        },
      },
      input,
      trace,
    );
    const tdi = withholdContribution(
      { step: `${PREFIX}.tdi`, label: 'TDI', rate: params.tdiRate, wageBase: params.tdiWageBase },
      input,
      trace,
    );
    return [
      { programId: 'ri-income-tax', amount: incomeTax },
      { programId: 'ri-tdi', amount: tdi },
    ];
  },
});
