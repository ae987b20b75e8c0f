import { buildBracketTax, buildCountStep } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const DC_DATA = defineStateData(data, {
  allowance: read.cents,
  brackets: read.brackets,
});

const PREFIX = 'state.dc';
const PUBLICATION =
  'FR-230, District of Columbia Income Tax Withholding Instructions and Tables (2025)';

export const DC_RULE = defineStateRule({
  ...DC_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Exempt from DC withholding (D-4 line 4)',
          citation: 'Form D-4, line 4',
        },
        formula: () => ({
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            buildCountStep(
              'allowances',
              'Withholding allowances',
              certificate.allowances,
              params.allowance,
            ),
          ],
          computeTax: buildBracketTax(
            'Tax on annual taxable wages',
            params.brackets.value,
            params.brackets.citation,
          ),
          rounding: 'cent',
        }),
        // Without a DC rule read for bonuses, they are withheld on with the period's wages.
        supplemental: { method: 'aggregate', citation: PUBLICATION },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (D-4 line 3)',
          citation: 'Form D-4, line 3',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'dc-income-tax', amount }];
  },
});
