import {
  buildBracketTax,
  buildCountStep,
  buildStandardDeductionStep,
} from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import data from './state.json' with { type: 'json' };

/** Filing status on the Delaware W-4. */
const DE_FILING_STATUSES = ['single', 'married-joint', 'married-separate'] as const;

const DE_DATA = defineStateData(
  data,
  {
    standardDeduction: read.byKey(DE_FILING_STATUSES, read.cents),
    brackets: read.brackets,
    personalCredit: read.cents,
    paidLeaveEmployeeRate: read.rate,
    paidLeaveWageBase: read.cents,
  },
  { filingStatus: DE_FILING_STATUSES },
);

const PUBLICATION = 'Delaware Division of Revenue, Withholding Tax Tables and Formula (2025)';

// Without a Delaware rule read for bonuses, they are withheld on with the period's wages.
export const DE_RULE = defineIncomeTaxRule(DE_DATA, {
  buildFormula: (params, { certificate }) => ({
    citation: PUBLICATION,
    basis: 'annual',
    subtractions: [buildStandardDeductionStep(certificate.filingStatus, params.standardDeduction)],
    computeTax: buildBracketTax('Tax on annual taxable wages', params.brackets),
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
});
