import { formatPercent, type Cents } from '@paylab/shared/money';

import { buildFlatRateTax, type WithholdingFormula } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { LA_PARAMETERS } from './parameters';

const PREFIX = 'state.la';
const METHOD = 'R-1306 (1/25), Louisiana Withholding Tables and Instructions, computer formula';

/** L-4 Block A: 0 claims no standard deduction, 1 the single amount, 2 the joint amount. */
export type LaDeductionClaim = '0' | '1' | '2';

export type LaCertificate = {
  readonly deductionClaim: LaDeductionClaim;
  readonly additionalWithholding: Cents;
};

// R-1306 formula 1 (no standard deduction) is what an employee who files no L-4 gets.
const LA_DEFAULTS: LaCertificate = { deductionClaim: '0', additionalWithholding: 0 };

function findDeduction(params: ResolvedGroup<typeof LA_PARAMETERS>, claim: string): Cents {
  if (claim === '1') return params.standardDeduction.value.single;
  if (claim === '2') return params.standardDeduction.value.joint;
  return 0;
}

function buildFormula(
  params: ResolvedGroup<typeof LA_PARAMETERS>,
  certificate: LaCertificate,
): WithholdingFormula {
  const { rate, standardDeduction } = params;
  return {
    prefix: PREFIX,
    citation: METHOD,
    // W = (S - D/N) x rate per period, worked on the year so that D/N is not rounded on its own.
    basis: 'annual',
    subtractions: [
      {
        step: 'standard-deduction',
        label: `Standard deduction for L-4 Block A claim ${certificate.deductionClaim}`,
        amount: findDeduction(params, certificate.deductionClaim),
        citation: standardDeduction.citation,
      },
    ],
    computeTax: buildFlatRateTax(
      `${formatPercent(rate.value)} withholding rate`,
      rate.value,
      rate.citation,
    ),
    rounding: 'cent',
  };
}

export const LA_RULE = defineStateRule({
  code: 'LA',
  name: 'Louisiana',
  hasWageIncomeTax: true,
  parameters: LA_PARAMETERS,
  programs: [incomeTaxProgram('la', 'LA income tax')],
  certificate: {
    form: 'L-4 (2025)',
    fields: [
      {
        key: 'deductionClaim',
        kind: 'select',
        label: 'Block A: standard deduction claimed',
        options: [
          { value: '0', label: '0: no standard deduction' },
          { value: '1', label: '1: single or married filing separately' },
          {
            value: '2',
            label: '2: married filing jointly, qualifying surviving spouse or head of household',
          },
        ],
      },
      field.additionalAmount('Additional amount each pay'),
    ],
    defaults: LA_DEFAULTS,
  },
  compliance: {
    publication:
      'R-1306 (1/25), Louisiana Withholding Tables and Instructions for Employers, effective January 1, 2025',
    method:
      'Per period: wages less the L-4 standard deduction ($0, $12,500 or $25,000 a year) over the pay periods, at 3.09%.',
    notModelled: [
      'Louisiana has no local income tax on wages.',
      'A Louisiana resident working in another state is not modelled: PayLab withholds for the work state.',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'The L-4 default without a certificate (claim 0, no standard deduction) was read in a transcription of R-1306, not in the form itself.',
      'R-1306 names no supplemental rate in the sources read; a bonus is withheld with the pay it comes with.',
    ],
  },
  describePrograms(params) {
    return {
      'la-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => buildFormula(params, certificate),
        supplemental: { method: 'aggregate', citation: METHOD },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'L-4: additional amount each pay',
          citation: 'Form L-4 (2025)',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'la-income-tax', amount }];
  },
});
