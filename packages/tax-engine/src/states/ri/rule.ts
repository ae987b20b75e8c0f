import { formatUsd } from '@paylab/shared/money';

import { buildTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredContributions } from '../shared/withhold-contribution';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.ri';
const PUBLICATION =
  "2025 Rhode Island Employer's Income Tax Withholding Tables (Division of Taxation)";

const RI_DATA = defineStateData(data, {
  allowanceValue: read.cents,
  allowanceCutoff: read.cents,
  rateTable: read.table,
  supplementalRate: read.rate,
  tdiRate: read.rate,
  tdiWageBase: read.cents,
});

export const RI_RULE = defineStateRule({
  ...RI_DATA,
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
    return [
      { programId: 'ri-income-tax', amount: incomeTax },
      ...withholdDeclaredContributions(RI_DATA.contributions, params, PREFIX, input, trace),
    ];
  },
});
