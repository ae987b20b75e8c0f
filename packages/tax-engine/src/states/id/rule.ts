import { formatUsd, type Cents } from '@paylab/shared/money';

import { buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { type IncomeTaxFormula } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD =
  'EPB00006, Idaho Income Tax Withholding Tables and Instructions, annualized wage method';

/** ID W-4 filing status; "married, but withhold at the single rate" uses the single table. */
const ID_FILING_STATUSES = ['single', 'married', 'married-single-rate'] as const;
type IdFilingStatus = (typeof ID_FILING_STATUSES)[number];

const ID_DATA = defineStateData(
  data,
  {
    annualTables: read.byKey(['single', 'married'], read.table),
    childTaxCreditAllowance: read.cents,
    supplementalRate: read.rate,
  },
  { filingStatus: ID_FILING_STATUSES },
);

export type IdCertificate = {
  readonly filingStatus: IdFilingStatus;
  readonly allowances: number;
  readonly additionalWithholding: Cents;
  readonly isExempt: boolean;
};

function buildFormula(
  params: ResolvedGroup<typeof ID_DATA.parameters>,
  certificate: IdCertificate,
): IncomeTaxFormula {
  const { annualTables, childTaxCreditAllowance } = params;
  const table = selectSingleOrMarried(certificate.filingStatus);
  return {
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      {
        step: 'allowances',
        label: `ID W-4 allowances: ${certificate.allowances} x ${formatUsd(childTaxCreditAllowance.value)}`,
        amount: certificate.allowances * childTaxCreditAllowance.value,
        citation: childTaxCreditAllowance.citation,
      },
    ],
    computeTax: buildStatusTableTax(table, annualTables),
    // EPB00006: "Annualized Wage method - round to the nearest whole dollar."
    rounding: 'whole-dollar-period',
  };
}

export const ID_RULE = defineStateRule({
  ...ID_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    return withholdDeclaredIncomeTax(ID_DATA, params, input, trace, () =>
      buildFormula(params, certificate),
    );
  },
});
