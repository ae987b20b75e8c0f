import { withholdContribution } from '../shared/withhold-contribution';
import { defineStateRule } from '../state-rule';
import { AK_PARAMETERS } from './parameters';

const PREFIX = 'state.ak';

export const AK_RULE = defineStateRule({
  code: 'AK',
  name: 'Alaska',
  hasWageIncomeTax: false,
  parameters: AK_PARAMETERS,
  programs: [
    {
      id: 'ak-ui',
      kind: 'unemployment',
      label: 'Alaska unemployment insurance (employee)',
      w2Box14Label: 'AK SUI',
    },
  ],
  certificate: { form: 'None', fields: [], defaults: {} },
  compliance: {
    publication:
      'Alaska Department of Labor and Workforce Development, 2025 Unemployment Insurance Tax Rates',
    method: 'No wage income tax. Unemployment insurance: 0.50% of wages up to $51,700 a year',
    notModelled: [
      "The employer's experience-rated share, which PayLab's employer unemployment rules compute, not this rule",
    ],
    confidence: 'official',
    uncertainties: [],
  },
  describePrograms(params) {
    return {
      'ak-ui': { rate: params.uiEmployeeRate, wageBase: params.uiWageBase },
    };
  },
  calculate(params, input, trace) {
    const ui = withholdContribution(
      {
        step: `${PREFIX}.ui`,
        label: 'Unemployment insurance',
        rate: params.uiEmployeeRate,
        wageBase: params.uiWageBase,
      },
      input,
      trace,
    );
    return [{ programId: 'ak-ui', amount: ui }];
  },
});
