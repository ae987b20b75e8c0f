import { buildCountStep, buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import data from './state.json' with { type: 'json' };

const METHOD =
  'EPB00006, Idaho Income Tax Withholding Tables and Instructions, annualized wage method';

/** ID W-4 filing status; "married, but withhold at the single rate" uses the single table. */
const ID_FILING_STATUSES = ['single', 'married', 'married-single-rate'] as const;

const ID_DATA = defineStateData(
  data,
  {
    annualTables: read.byKey(['single', 'married'], read.table),
    childTaxCreditAllowance: read.cents,
    supplementalRate: read.rate,
  },
  { filingStatus: ID_FILING_STATUSES },
);

export const ID_RULE = defineIncomeTaxRule(ID_DATA, {
  buildFormula: ({ annualTables, childTaxCreditAllowance }, { certificate }) => ({
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      buildCountStep(
        'allowances',
        (count, value) => `ID W-4 allowances: ${count} x ${value}`,
        certificate.allowances,
        childTaxCreditAllowance,
      ),
    ],
    computeTax: buildStatusTableTax(selectSingleOrMarried(certificate.filingStatus), annualTables),
    // EPB00006: "Annualized Wage method - round to the nearest whole dollar."
    rounding: 'whole-dollar-period',
  }),
});
