import { formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { type IncomeTaxFormula } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD = 'Booklet IL-700-T (R-12/24), "Automated payroll method"';

export type IlCertificate = {
  readonly basicAllowances: number;
  readonly additionalAllowances: number;
  readonly additionalWithholding: Cents;
  readonly isExempt: boolean;
};

const IL_DATA = defineStateData(data, {
  rate: read.rate,
  basicAllowance: read.cents,
  additionalAllowance: read.cents,
});

function buildFormula(
  params: ResolvedGroup<typeof IL_DATA.parameters>,
  certificate: IlCertificate,
): IncomeTaxFormula {
  const { rate, basicAllowance, additionalAllowance } = params;
  return {
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      {
        step: 'basic-allowances',
        label: `IL-W-4 Line 1: ${certificate.basicAllowances} x ${formatUsd(basicAllowance.value)}`,
        amount: certificate.basicAllowances * basicAllowance.value,
        citation: basicAllowance.citation,
      },
      {
        step: 'additional-allowances',
        label: `IL-W-4 Line 2: ${certificate.additionalAllowances} x ${formatUsd(additionalAllowance.value)}`,
        amount: certificate.additionalAllowances * additionalAllowance.value,
        citation: additionalAllowance.citation,
      },
    ],
    computeTax: buildFlatRateTax(`${formatPercent(rate.value)} of taxable wages`, rate),
    rounding: 'cent',
  };
}

export const IL_RULE = defineStateRule({
  ...IL_DATA,
  describePrograms(params) {
    return {
      'il-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    // IL-700-T sets no separate supplemental rate: the bonus is withheld as part of the pay.
    return withholdDeclaredIncomeTax(IL_DATA, params, input, trace, () =>
      buildFormula(params, certificate),
    );
  },
});
