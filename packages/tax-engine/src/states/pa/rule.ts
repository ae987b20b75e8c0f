import { formatPercentExact } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { withholdContribution } from '../shared/withhold-contribution';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { PA_PARAMETERS } from './parameters';

const PREFIX = 'state.pa';
const PUBLICATION =
  'Pennsylvania Department of Revenue, REV-415 Employer Withholding Information Guide; Department of Labor & Industry, UC employee withholding';

export const PA_RULE = defineStateRule({
  code: 'PA',
  name: 'Pennsylvania',
  hasWageIncomeTax: true,
  parameters: PA_PARAMETERS,
  programs: [
    incomeTaxProgram('pa', 'Pennsylvania income tax'),
    {
      id: 'pa-uc',
      kind: 'unemployment',
      label: 'Pennsylvania Unemployment Compensation (employee)',
      w2Box14Label: 'PA SUI',
    },
  ],
  certificate: {
    form: 'None (REV-419 for nonwithholding)',
    fields: [
      {
        key: 'isNonWithholding',
        kind: 'boolean',
        label: 'REV-419 Employee Nonwithholding Application Certificate on file',
        help: 'Tax forgiveness or a reciprocal-state resident; Unemployment Compensation is still withheld',
      },
    ],
    defaults: { isNonWithholding: false },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Per period: 3.07% of compensation, no exemptions, bonuses at the same rate; Unemployment Compensation 0.07% of all gross wages',
    notModelled: [
      'Local earned income tax (EIT) and local services tax (LST), including the Philadelphia wage tax: PayLab withholds neither',
      'Reciprocity with IN, MD, NJ, OH, VA and WV beyond honouring a REV-419 on file, and credits for tax paid to another state',
      'Differences between federal and PA-taxable compensation (for example 401(k) deferrals are PA-taxable): PayLab taxes the wages it is given',
    ],
    confidence: 'secondary',
    uncertainties: [
      'The 3.07% withholding rate and its use for bonuses: read in agreeing payroll vendor pages, not in REV-415 itself',
    ],
  },
  describePrograms(params) {
    return {
      'pa-income-tax': { rate: params.incomeTaxRate },
      'pa-uc': { rate: params.ucEmployeeRate, wageBase: null },
    };
  },
  calculate(params, input, trace) {
    const incomeTax = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: input.certificate.isNonWithholding,
          label: 'REV-419 on file: no income tax withheld',
          citation: PUBLICATION,
          step: 'nonwithholding',
        },
        formula: () => ({
          prefix: PREFIX,
          citation: params.incomeTaxRate.citation,
          basis: 'period',
          computeTax: buildFlatRateTax(
            `${formatPercentExact(params.incomeTaxRate.value)} of compensation (regular and supplemental)`,
            params.incomeTaxRate.value,
            params.incomeTaxRate.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'aggregate', citation: params.incomeTaxRate.citation },
      },
      input,
      trace,
    );
    const uc = withholdContribution(
      {
        step: `${PREFIX}.uc`,
        label: 'Unemployment Compensation',
        rate: params.ucEmployeeRate,
        wageBase: null,
      },
      input,
      trace,
    );
    return [
      { programId: 'pa-income-tax', amount: incomeTax },
      { programId: 'pa-uc', amount: uc },
    ];
  },
});
