import { buildBracketTax, buildCountStep } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.oh';
const METHOD = 'Ohio Employer Withholding Tax, Optional Computer Formula (annualized)';

const OH_DATA = defineStateData(data, {
  exemption: read.cents,
  brackets: read.brackets,
  supplementalRate: read.rate,
});

export const OH_RULE = defineStateRule({
  ...OH_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'IT 4 claims exemption: nothing withheld',
          citation: METHOD,
        },
        formula: () => ({
          citation: METHOD,
          basis: 'annual',
          subtractions: [
            buildCountStep(
              'exemptions',
              'IT 4 exemptions',
              certificate.exemptions,
              params.exemption,
            ),
          ],
          computeTax: buildBracketTax(
            'Annual withholding from the brackets',
            params.brackets.value,
            params.brackets.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'IT 4 additional withholding',
          citation: METHOD,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'oh-income-tax', amount }];
  },
});
