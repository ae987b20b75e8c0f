import { formatPercent, type Cents } from '@paylab/shared/money';

import {
  buildFlatRateTax,
  buildValueStep,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { KY_PARAMETERS } from './parameters';

const PREFIX = 'state.ky';
const METHOD = 'Kentucky Withholding Tax Formula 2025, 42A003(TCF)';
const SUPPLEMENTAL_RULE = '103 KAR 18:070, Section 3 (supplemental wages added to regular wages)';

export type KyCertificate = {
  readonly isExempt: boolean;
  readonly additionalWithholding: Cents;
};

// Form K-4 carries no allowances; without one the formula applies as printed.
const KY_DEFAULTS: KyCertificate = { isExempt: false, additionalWithholding: 0 };

function buildFormula(params: ResolvedGroup<typeof KY_PARAMETERS>): WithholdingFormula {
  const { standardDeduction, rate } = params;
  return {
    prefix: PREFIX,
    citation: METHOD,
    basis: 'annual',
    subtractions: [buildValueStep('standard-deduction', 'Standard deduction', standardDeduction)],
    computeTax: buildFlatRateTax(
      `${formatPercent(rate.value)} of taxable income`,
      rate.value,
      rate.citation,
    ),
    rounding: 'cent',
  };
}

export const KY_RULE = defineStateRule({
  code: 'KY',
  name: 'Kentucky',
  hasWageIncomeTax: true,
  parameters: KY_PARAMETERS,
  programs: [incomeTaxProgram('ky', 'KY income tax')],
  certificate: {
    form: 'K-4',
    fields: [
      field.exempt('Exempt (no tax liability, Fort Campbell, military spouse or reciprocal state)'),
      field.additionalAmount('Additional amount each pay'),
    ],
    defaults: KY_DEFAULTS,
  },
  compliance: {
    publication: 'Kentucky Withholding Tax Formula 2025, 42A003(TCF)',
    method:
      'Annualised: wages x pay periods, less the $3,270 standard deduction, at 4%, divided back per period; filing status is not used.',
    notModelled: [
      'City and county occupational license taxes are not modelled.',
      'Reciprocity (Illinois, Indiana, Michigan, Ohio, Virginia, West Virginia, Wisconsin residents) is not modelled: PayLab withholds for the work state.',
    ],
    confidence: 'secondary',
    uncertainties: [],
  },
  describePrograms(params) {
    return {
      'ky-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'K-4 claims exemption: no Kentucky withholding',
          citation: METHOD,
        },
        formula: () => buildFormula(params),
        supplemental: { method: 'aggregate', citation: SUPPLEMENTAL_RULE },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'K-4: additional amount each pay',
          citation: 'Form K-4 (2025)',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'ky-income-tax', amount }];
  },
});
