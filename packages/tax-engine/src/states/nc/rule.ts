import { formatPercent } from '@paylab/shared/money';

import {
  buildCountStep,
  buildFlatRateTax,
  buildStandardDeductionStep,
} from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD = 'NC-30 (2025), Annualized Wages Method';

/** NC-4 offers three statuses; married filing separately checks the single box. */
const NC_WITHHOLDING_STATUSES = ['single', 'head-of-household', 'married-joint'] as const;
type NcWithholdingStatus = (typeof NC_WITHHOLDING_STATUSES)[number];

const NC_DATA = defineStateData(data, {
  standardDeduction: read.byKey(NC_WITHHOLDING_STATUSES, read.cents),
  allowance: read.cents,
  withholdingRate: read.rate,
  supplementalRate: read.rate,
});

function toStatus(status: string): NcWithholdingStatus {
  return status === 'married-joint' || status === 'head-of-household' ? status : 'single';
}

export const NC_RULE = defineStateRule({
  ...NC_DATA,
  describePrograms(params) {
    return {
      'nc-income-tax': { rate: params.withholdingRate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = toStatus(certificate.status);
    const rate = params.withholdingRate;
    return withholdDeclaredIncomeTax(NC_DATA, params, input, trace, () => ({
      citation: METHOD,
      basis: 'annual',
      subtractions: [
        buildStandardDeductionStep(status, params.standardDeduction),
        buildCountStep('allowances', 'NC-4 allowances', certificate.allowances, params.allowance),
      ],
      computeTax: buildFlatRateTax(`${formatPercent(rate.value)} of taxable wages`, rate),
      rounding: 'whole-dollar-period',
    }));
  },
});
