import { formatUsd, type Cents } from '@paylab/shared/money';

import { buildTableTax, type WithholdingFormula } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { KS_PARAMETERS, type KsStatus } from './parameters';

const PREFIX = 'state.ks';
const METHOD = 'KW-100, Kansas Withholding Tax Guide (Rev. 10-24), percentage formula';

export type KsCertificate = {
  readonly status: KsStatus;
  readonly allowances: number;
  readonly additionalWithholding: Cents;
  readonly isExempt: boolean;
};

// KW-100: without a K-4, withhold at the single rate with no allowances.
const KS_DEFAULTS: KsCertificate = {
  status: 'single',
  allowances: 0,
  additionalWithholding: 0,
  isExempt: false,
};

/**
 * The allowance amount: the first allowance (single) or the first two (joint) are worth the
 * personal allowance, each further one the dependent allowance. A joint K-4 with one allowance
 * is given the single personal allowance.
 */
function calculateAllowanceAmount(
  params: ResolvedGroup<typeof KS_PARAMETERS>,
  certificate: KsCertificate,
): Cents {
  const { allowances, status } = certificate;
  if (allowances <= 0) return 0;
  const hasJointPersonal = status === 'joint' && allowances >= 2;
  const personal = params.personalAllowance.value[hasJointPersonal ? 'joint' : 'single'];
  const further = allowances - (hasJointPersonal ? 2 : 1);
  return personal + further * params.dependentAllowance.value;
}

function buildFormula(
  params: ResolvedGroup<typeof KS_PARAMETERS>,
  certificate: KsCertificate,
): WithholdingFormula {
  const { annualTables, personalAllowance, dependentAllowance } = params;
  return {
    prefix: PREFIX,
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      {
        step: 'allowances',
        label: `K-4 allowances (${certificate.allowances}, ${certificate.status}): ${formatUsd(personalAllowance.value.single)} or ${formatUsd(personalAllowance.value.joint)} joint, then ${formatUsd(dependentAllowance.value)} each`,
        amount: calculateAllowanceAmount(params, certificate),
        citation: personalAllowance.citation,
      },
    ],
    computeTax: buildTableTax(
      `Annual tax from the ${certificate.status} table`,
      annualTables.value[certificate.status],
      annualTables.citation,
    ),
    rounding: 'cent',
  };
}

export const KS_RULE = defineStateRule({
  code: 'KS',
  name: 'Kansas',
  hasWageIncomeTax: true,
  parameters: KS_PARAMETERS,
  programs: [incomeTaxProgram('ks', 'KS income tax')],
  certificate: {
    form: 'K-4',
    fields: [
      field.filingStatus(
        'Withholding rate',
        [
          { value: 'single', label: 'Single or head of household' },
          { value: 'joint', label: 'Joint' },
        ],
        { key: 'status' },
      ),
      field.allowances('Total allowances', {
        help: 'Yourself, your spouse if joint, head of household, and dependents',
      }),
      field.additionalAmount('Additional amount each pay'),
      field.exempt('Exempt from Kansas withholding'),
    ],
    defaults: KS_DEFAULTS,
  },
  compliance: {
    publication:
      'KW-100, Kansas Withholding Tax Guide (Rev. 10-24), rates for wages paid on and after July 1, 2024 (unchanged for 2025)',
    method:
      'Annualised: wages x pay periods less $9,160 for the first allowance ($18,320 for the first two if joint) and $2,320 for each further one, taxed by the single or joint table (5.2%, 5.58%), divided back per period.',
    notModelled: [
      'Kansas has no local income tax on wages.',
      "A Kansas resident working in another state (Kansas tax less the other state's) is not modelled: PayLab withholds for the work state.",
    ],
    confidence: 'uncertain',
    uncertainties: [
      'A joint K-4 with a single allowance is given the $9,160 single personal allowance; KW-100 wording on that case was not read.',
      "KW-100's per-period tables round their thresholds and can differ from this annualised formula by a cent (its $2,000 semi-monthly example: $41.44 by the table, $41.43 annualised).",
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'K-4 claims exemption: no Kansas withholding',
          citation: METHOD,
        },
        formula: () => buildFormula(params, certificate),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'K-4: additional amount each pay',
          citation: 'Form K-4',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'ks-income-tax', amount }];
  },
});
