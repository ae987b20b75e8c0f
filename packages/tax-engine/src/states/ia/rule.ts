import { formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import { money, note } from '../../trace';
import {
  calculateFormulaWithholding,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import { applyFlatRate } from '../shared/state-math';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { IA_PARAMETERS, type IaDeductionStatus } from './parameters';

const PREFIX = 'state.ia';
const METHOD = 'Iowa Withholding Formula for wages paid beginning January 1, 2025';

export interface IaCertificate {
  readonly [key: string]: number | string | boolean;
  readonly filingStatus: IaDeductionStatus;
  readonly allowances: number;
  readonly additionalWithholding: Cents;
  readonly isExempt: boolean;
}

const IA_DEFAULTS: IaCertificate = {
  filingStatus: 'other',
  allowances: 0,
  additionalWithholding: 0,
  isExempt: false,
};

const STATUS_LABELS: Readonly<Record<IaDeductionStatus, string>> = {
  other: 'Single, married filing separately, or married filing jointly with both spouses earning',
  'head-of-household': 'Head of household',
  'married-joint-one-earner': 'Married filing jointly, spouse has no earned income',
};

function buildFormula(
  params: ResolvedGroup<typeof IA_PARAMETERS>,
  certificate: IaCertificate,
): WithholdingFormula {
  const { standardDeduction, rate, allowance } = params;
  return {
    prefix: PREFIX,
    citation: METHOD,
    // T1 = G - D per period, T2 = T1 x 3.8%, T3 = T2 - W/P: the same sums worked on the year.
    basis: 'annual',
    subtractions: [
      {
        step: 'deduction',
        label: `Deduction: ${STATUS_LABELS[certificate.filingStatus]}`,
        amount: standardDeduction.value[certificate.filingStatus],
        citation: standardDeduction.citation,
      },
    ],
    computeTax: (taxable) => ({
      label: `${formatPercent(rate.value)} of wages after the deduction`,
      amount: applyFlatRate(taxable, rate.value),
      citation: rate.citation,
    }),
    credits: [
      {
        step: 'allowances',
        label: `Allowances: ${certificate.allowances} x ${formatUsd(allowance.value)}`,
        amount: certificate.allowances * allowance.value,
        citation: allowance.citation,
      },
    ],
    rounding: 'cent',
  };
}

export const IA_RULE = defineStateRule({
  code: 'IA',
  name: 'Iowa',
  hasWageIncomeTax: true,
  parameters: IA_PARAMETERS,
  programs: [{ id: 'ia-income-tax', kind: 'income-tax', label: 'IA income tax' }],
  certificate: {
    form: 'IA W-4 (2024 or later)',
    fields: [
      {
        key: 'filingStatus',
        kind: 'select',
        label: 'Filing status',
        options: (Object.keys(STATUS_LABELS) as IaDeductionStatus[]).map((value) => ({
          value,
          label: STATUS_LABELS[value],
        })),
      },
      { key: 'allowances', kind: 'count', label: 'Total allowances' },
      { key: 'additionalWithholding', kind: 'money', label: 'Additional amount each pay' },
      { key: 'isExempt', kind: 'boolean', label: 'Exempt from Iowa withholding' },
    ],
    defaults: IA_DEFAULTS,
  },
  compliance: {
    publication: 'Iowa Withholding Formula for wages paid beginning January 1, 2025',
    method:
      'Per period: wages less the deduction for the IA W-4 filing status, at 3.8%, less $40 a year for each allowance over the pay periods; federal withholding is no longer subtracted.',
    notModelled: [
      'School district surtax is settled on the return, not withheld.',
      'Reciprocity (Illinois residents) is not modelled: PayLab withholds for the work state.',
      'A 2023-or-earlier IA W-4 is entered as its 2024 equivalent (single as other, married as married filing jointly with one earner).',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'The default without an IA W-4 (filing status other, no allowances) is assumed; the formula text on it was not read.',
      'The formula names no supplemental rate in the sources read; a bonus is withheld with the pay it comes with.',
    ],
  },
  calculate(params, input, trace) {
    const { certificate, periodsPerYear } = input;
    if (certificate.isExempt) {
      trace?.push(note(`${PREFIX}.exempt`, 'IA W-4 claims exemption: no Iowa withholding', METHOD));
      return [{ programId: 'ia-income-tax', amount: 0 }];
    }
    const formula = buildFormula(params, certificate);
    const regular = calculateFormulaWithholding(
      formula,
      { wages: input.wages, periodsPerYear },
      trace,
    );
    let amount = regular;
    if (input.supplementalWages > 0) {
      const combined = calculateFormulaWithholding(
        formula,
        { wages: input.wages + input.supplementalWages, periodsPerYear },
        undefined,
      );
      trace?.push(
        money(
          `${PREFIX}.supplemental`,
          `Withholding on supplemental wages (${formatUsd(input.supplementalWages)}): the formula on regular plus supplemental wages, less the withholding on regular wages`,
          combined - regular,
          METHOD,
        ),
      );
      amount = combined;
    }
    if (certificate.additionalWithholding > 0) {
      trace?.push(
        money(
          `${PREFIX}.additional`,
          'IA W-4: additional amount each pay',
          certificate.additionalWithholding,
          'Form IA W-4 (2025)',
        ),
      );
      amount += certificate.additionalWithholding;
    }
    return [{ programId: 'ia-income-tax', amount }];
  },
});
