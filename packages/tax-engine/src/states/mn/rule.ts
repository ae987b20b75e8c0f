import { formatUsd } from '@paylab/shared/money';

import { buildTableTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { selectSingleOrMarried } from '../shared/select-status';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { MN_PARAMETERS } from './parameters';

const PREFIX = 'state.mn';
const PUBLICATION =
  'Minnesota Department of Revenue, 2025 Minnesota Withholding Tax Instructions and Tables';

export const MN_RULE = defineStateRule({
  code: 'MN',
  name: 'Minnesota',
  hasWageIncomeTax: true,
  parameters: MN_PARAMETERS,
  programs: [incomeTaxProgram('mn', 'MN income tax')],
  certificate: {
    form: 'W-4MN',
    fields: [
      field.filingStatus('Section 1: marital status', [
        { value: 'single', label: 'Single, married filing separately or head of household' },
        { value: 'married', label: 'Married' },
        field.marriedAtSingleRate,
      ]),
      field.allowances('Section 1: Minnesota allowances', { max: 99 }),
      field.additionalAmount('Section 1: additional Minnesota withholding each pay period', {
        key: 'extraWithholding',
      }),
    ],
    // Without a W-4MN the employer withholds as single with no allowances.
    defaults: { filingStatus: 'single', allowances: 0, extraWithholding: 0 },
  },
  compliance: {
    publication: `${PUBLICATION} (computer formula)`,
    method:
      'Annualised: W-4MN allowances subtract; single or married brackets (the zero band holds the rest of the standard deduction); supplemental wages at 6.25%',
    notModelled: [
      'Reciprocity with Michigan and North Dakota residents',
      'Minnesota Paid Leave, whose premiums begin in January 2026 (none in 2025)',
    ],
    confidence: 'secondary',
    uncertainties: [],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectSingleOrMarried(certificate.filingStatus);
    const table = params.rateSchedules.value[status];
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            {
              step: 'allowances',
              label: `${certificate.allowances} W-4MN allowances x ${formatUsd(params.allowance.value)}`,
              amount: certificate.allowances * params.allowance.value,
              citation: params.allowance.citation,
            },
          ],
          computeTax: buildTableTax(
            `Annual tax from the ${status} table`,
            table,
            params.rateSchedules.citation,
          ),
          // Step 6 of the computer formula lets the employer round to whole dollars; PayLab keeps cents.
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.extraWithholding,
          label: 'W-4MN additional withholding',
          citation: PUBLICATION,
          step: 'extra',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'mn-income-tax', amount }];
  },
});
