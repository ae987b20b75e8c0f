import { buildTableTax } from '../shared/calculate-formula-withholding';
import { FEDERAL_STATUS_TABLE } from '../shared/select-status';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { NM_PARAMETERS } from './parameters';

const PREFIX = 'state.nm';
const METHOD = 'FYI-104, New Mexico Withholding Tax (January 2025), percentage method (annualized)';

export const NM_RULE = defineStateRule({
  code: 'NM',
  name: 'New Mexico',
  hasWageIncomeTax: true,
  parameters: NM_PARAMETERS,
  programs: [incomeTaxProgram('nm', 'New Mexico income tax')],
  // New Mexico has no certificate of its own: the federal W-4 decides (FYI-104).
  certificate: { form: 'Federal Form W-4', fields: [], defaults: {} },
  compliance: {
    publication: 'FYI-104, New Mexico Withholding Tax (effective January 1, 2025)',
    method:
      'Annualized: federal W-4 filing status picks the Single, Married or Head of household table; no allowances.',
    notModelled: [
      "Workers' Compensation Fee (employee $2.00 a quarter, $2.25 from July 2025): a flat per-quarter fee with no line kind yet",
      'Reciprocity and credits for tax withheld for other states',
    ],
    confidence: 'secondary',
    uncertainties: [
      'Federal W-4 Step 2 checkbox: FYI-104 treatment not confirmed; the status table is used as is',
    ],
  },
  calculate(params, input, trace, warnings) {
    const status = FEDERAL_STATUS_TABLE[input.federalFilingStatus];
    if (input.federalW4?.step2Checkbox) {
      warnings.push(
        'New Mexico: the federal W-4 Step 2 checkbox is not applied; the filing-status table is used',
      );
    }
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          prefix: PREFIX,
          citation: METHOD,
          basis: 'annual',
          computeTax: buildTableTax(
            `Annual tax from the ${status} table`,
            params.rateTables.value[status],
            params.rateTables.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
      },
      input,
      trace,
    );
    return [{ programId: 'nm-income-tax', amount }];
  },
});
