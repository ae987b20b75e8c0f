import { formatPercentExact } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredContributions } from '../shared/withhold-contribution';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.pa';
const PUBLICATION =
  'Pennsylvania Department of Revenue, REV-415 Employer Withholding Information Guide; Department of Labor & Industry, UC employee withholding';

const PA_DATA = defineStateData(data, {
  incomeTaxRate: read.rate,
  ucEmployeeRate: read.rate,
});

export const PA_RULE = defineStateRule({
  ...PA_DATA,
  describePrograms(params) {
    return {
      'pa-income-tax': { rate: params.incomeTaxRate },
    };
  },
  calculate(params, input, trace) {
    const incomeTax = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: input.certificate.isNonWithholding,
          label: 'REV-419 on file: no income tax withheld',
          citation: PUBLICATION,
          step: 'nonwithholding',
        },
        formula: () => ({
          citation: params.incomeTaxRate.citation,
          basis: 'period',
          computeTax: buildFlatRateTax(
            `${formatPercentExact(params.incomeTaxRate.value)} of compensation (regular and supplemental)`,
            params.incomeTaxRate.value,
            params.incomeTaxRate.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'aggregate', citation: params.incomeTaxRate.citation },
      },
      input,
      trace,
    );
    return [
      { programId: 'pa-income-tax', amount: incomeTax },
      ...withholdDeclaredContributions(PA_DATA.contributions, params, PREFIX, input, trace),
    ];
  },
});
