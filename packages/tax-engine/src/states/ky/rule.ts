import { formatPercent } from '@paylab/shared/money';

import { buildFlatRateTax, buildValueStep } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdIncomeTax, type IncomeTaxFormula } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.ky';
const METHOD = 'Kentucky Withholding Tax Formula 2025, 42A003(TCF)';
const SUPPLEMENTAL_RULE = '103 KAR 18:070, Section 3 (supplemental wages added to regular wages)';

const KY_DATA = defineStateData(data, {
  standardDeduction: read.cents,
  rate: read.rate,
});

function buildFormula(params: ResolvedGroup<typeof KY_DATA.parameters>): IncomeTaxFormula {
  const { standardDeduction, rate } = params;
  return {
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
  ...KY_DATA,
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
