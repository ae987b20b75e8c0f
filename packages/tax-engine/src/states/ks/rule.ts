import { formatUsd, type Cents } from '@paylab/shared/money';

import { buildStatusTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD = 'KW-100, Kansas Withholding Tax Guide (Rev. 10-24), percentage formula';

/** K-4 line A: single (which includes head of household) or joint. */
const KS_STATUSES = ['single', 'joint'] as const;

const KS_DATA = defineStateData(
  data,
  {
    personalAllowance: read.byKey(KS_STATUSES, read.cents),
    dependentAllowance: read.cents,
    annualTables: read.byKey(KS_STATUSES, read.table),
    supplementalRate: read.rate,
  },
  { status: KS_STATUSES },
);

/**
 * The allowance amount: the first allowance (single) or the first two (joint) are worth the
 * personal allowance, each further one the dependent allowance. A joint K-4 with one allowance
 * is given the single personal allowance.
 */
function calculateAllowanceAmount(
  params: ResolvedGroup<typeof KS_DATA.parameters>,
  { allowances, status }: typeof KS_DATA.certificate.defaults,
): Cents {
  if (allowances <= 0) return 0;
  const hasJointPersonal = status === 'joint' && allowances >= 2;
  const personal = params.personalAllowance.value[hasJointPersonal ? 'joint' : 'single'];
  const further = allowances - (hasJointPersonal ? 2 : 1);
  return personal + further * params.dependentAllowance.value;
}

export const KS_RULE = defineIncomeTaxRule(KS_DATA, {
  buildFormula: (params, { certificate }) => {
    const { personalAllowance, dependentAllowance } = params;
    return {
      citation: METHOD,
      basis: 'annual',
      subtractions: [
        {
          step: 'allowances',
          label: () =>
            `K-4 allowances (${certificate.allowances}, ${certificate.status}): ${formatUsd(personalAllowance.value.single)} or ${formatUsd(personalAllowance.value.joint)} joint, then ${formatUsd(dependentAllowance.value)} each`,
          amount: calculateAllowanceAmount(params, certificate),
          citation: personalAllowance.citation,
        },
      ],
      computeTax: buildStatusTableTax(certificate.status, params.annualTables),
      rounding: 'cent',
    };
  },
});
