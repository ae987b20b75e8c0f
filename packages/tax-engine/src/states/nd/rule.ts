import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { FEDERAL_STATUS_TABLE } from '../shared/select-status';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { ND_PARAMETERS, type NdWithholdingStatus } from './parameters';

const PREFIX = 'state.nd';
const METHOD =
  'North Dakota Income Tax Withholding Rates and Instructions for Wages Paid in 2025 (annualized)';

export const ND_RULE = defineStateRule({
  code: 'ND',
  name: 'North Dakota',
  hasWageIncomeTax: true,
  parameters: ND_PARAMETERS,
  programs: [incomeTaxProgram('nd', 'North Dakota income tax')],
  // North Dakota has no certificate of its own: the federal W-4 decides.
  certificate: { form: 'Federal Form W-4', fields: [], defaults: {} },
  compliance: {
    publication:
      'North Dakota Income Tax Withholding Rates and Instructions for Wages Paid in 2025',
    method:
      'Annualized: federal W-4 status table (allowances of a pre-2020 W-4 subtract); per-period amount rounded to whole dollars.',
    notModelled: ['Reciprocity with Minnesota and Montana'],
    confidence: 'secondary',
    uncertainties: [
      'Federal W-4 Step 2 checkbox: the transcriptions print the same tables with and without it; applied as the same',
    ],
  },
  calculate(params, input, trace) {
    const isPre2020W4 = input.federalW4 === undefined;
    // A 2020-or-later W-4 has a table per status; a 2019-or-earlier one only single and married.
    const status: NdWithholdingStatus = isPre2020W4
      ? input.federalFilingStatus === 'married-joint'
        ? 'married'
        : 'single'
      : FEDERAL_STATUS_TABLE[input.federalFilingStatus];
    const allowances = isPre2020W4 ? input.federalAllowances : 0;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          prefix: PREFIX,
          citation: METHOD,
          basis: 'annual',
          subtractions: isPre2020W4
            ? [
                buildCountStep(
                  'allowances',
                  'Pre-2020 W-4 allowances',
                  allowances,
                  params.allowance,
                ),
              ]
            : [],
          computeTax: buildTableTax(
            `Annual tax from the ${status} table`,
            params.rateTables.value[status],
            params.rateTables.citation,
          ),
          rounding: 'whole-dollar-period',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
      },
      input,
      trace,
    );
    return [{ programId: 'nd-income-tax', amount }];
  },
});
