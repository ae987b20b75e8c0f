import {
  buildCountStep,
  buildTableTax,
  buildValueStep,
} from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

const VA_DATA = defineStateData(data, {
  standardDeduction: read.cents,
  personalExemption: read.cents,
  ageBlindExemption: read.cents,
  rateTable: read.table,
  supplementalRate: read.rate,
});

export const VA_RULE = defineIncomeTaxRule(VA_DATA, {
  buildFormula: (params, { certificate }) => ({
    citation: params.rateTable.citation,
    basis: 'annual',
    subtractions: [
      buildValueStep('standard-deduction', 'Standard deduction', params.standardDeduction),
      buildCountStep(
        'personal-exemptions',
        'Personal and dependent exemptions',
        certificate.personalExemptions,
        params.personalExemption,
      ),
      buildCountStep(
        'age-blind-exemptions',
        'Age 65 and blind exemptions',
        certificate.ageBlindExemptions,
        params.ageBlindExemption,
      ),
    ],
    computeTax: buildTableTax('Annual tax from the formula brackets', params.rateTable),
    rounding: 'cent',
  }),
});
