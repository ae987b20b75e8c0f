import { formatPercent } from '@paylab/shared/money';

import {
  buildCountStep,
  buildFlatRateTax,
  buildStandardDeductionStep,
} from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { selectOffered } from '../shared/select-status';
import data from './state.json' with { type: 'json' };

/** NC-4 offers three statuses; married filing separately checks the single box. */
const NC_WITHHOLDING_STATUSES = ['single', 'head-of-household', 'married-joint'] as const;

const NC_DATA = defineStateData(data, {
  withholdingMethod: read.text,
  standardDeduction: read.byKey(NC_WITHHOLDING_STATUSES, read.cents),
  allowance: read.cents,
  withholdingRate: read.rate,
  supplementalRate: read.rate,
});

export const NC_RULE = defineIncomeTaxRule(NC_DATA, {
  rate: (params) => params.withholdingRate,
  buildFormula: (params, { certificate }) => ({
    citation: params.withholdingMethod.citation,
    basis: 'annual',
    subtractions: [
      buildStandardDeductionStep(
        selectOffered(NC_WITHHOLDING_STATUSES, certificate.status, 'single'),
        params.standardDeduction,
      ),
      buildCountStep('allowances', 'NC-4 allowances', certificate.allowances, params.allowance),
    ],
    computeTax: buildFlatRateTax(
      () => `${formatPercent(params.withholdingRate.value)} of taxable wages`,
      params.withholdingRate,
    ),
    rounding: 'whole-dollar-period',
  }),
});
