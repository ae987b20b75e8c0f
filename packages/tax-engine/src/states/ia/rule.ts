import { formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import { buildFlatRateTax, type WithholdingFormula } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { IA_PARAMETERS, type IaDeductionStatus } from './parameters';

const PREFIX = 'state.ia';
const METHOD = 'Iowa Withholding Formula for wages paid beginning January 1, 2025';

export type IaCertificate = {
  readonly filingStatus: IaDeductionStatus;
  /** IA W-4 (2024 or later): the total allowance amount, in dollars a year. */
  readonly allowanceAmount: Cents;
  /** IA W-4 of 2023 or earlier: the number of allowances, $40 a year each. */
  readonly legacyAllowances: number;
  readonly additionalWithholding: Cents;
  readonly isExempt: boolean;
};

// IAC 701-307.3(3)"a": without an IA W-4, withhold at an allowance amount of zero.
const IA_DEFAULTS: IaCertificate = {
  filingStatus: 'other',
  allowanceAmount: 0,
  legacyAllowances: 0,
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
  const { standardDeduction, rate, legacyAllowance } = params;
  const legacyAmount = certificate.legacyAllowances * legacyAllowance.value;
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
    computeTax: buildFlatRateTax(
      `${formatPercent(rate.value)} of wages after the deduction`,
      rate.value,
      rate.citation,
    ),
    credits: [
      {
        step: 'allowances',
        label:
          certificate.legacyAllowances > 0
            ? `Allowance amount: ${formatUsd(certificate.allowanceAmount)} + ${certificate.legacyAllowances} x ${formatUsd(legacyAllowance.value)}`
            : 'IA W-4 allowance amount',
        amount: certificate.allowanceAmount + legacyAmount,
        citation: legacyAllowance.citation,
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
  programs: [incomeTaxProgram('ia', 'IA income tax')],
  certificate: {
    form: 'IA W-4 (2024 or later)',
    fields: [
      field.filingStatus(
        'Filing status',
        Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
      ),
      {
        key: 'allowanceAmount',
        kind: 'money',
        label: 'Total allowance amount (a year)',
        help: 'From an IA W-4 of 2024 or later',
      },
      field.allowances('Allowances on an IA W-4 of 2023 or earlier', {
        key: 'legacyAllowances',
        help: 'Each is worth $40 a year; choose the filing status that matches the old form',
      }),
      field.additionalAmount('Additional amount each pay'),
      field.exempt('Exempt from Iowa withholding'),
    ],
    defaults: IA_DEFAULTS,
  },
  compliance: {
    publication: 'Iowa Withholding Formula for wages paid beginning January 1, 2025',
    method:
      'Per period: wages less the deduction for the IA W-4 filing status, at 3.8%, less the allowance amount over the pay periods; federal withholding is no longer subtracted; a bonus at 3.8%.',
    notModelled: [
      'School district surtax is settled on the return, not withheld.',
      'Reciprocity (Illinois residents) is not modelled: PayLab withholds for the work state.',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'The 3.8% supplemental rate (the highest individual rate, where federal withholding on the bonus is flat) is read in two payroll references; the Department text was not read.',
      'The filing status without an IA W-4 is taken as other ($12,000); the rule read sets only the allowance amount (zero).',
      "The 2023-or-earlier IA W-4's filing status mapping (single to other, married to married filing jointly with a spouse who has no earned income) is read in payroll references, not in the formula.",
    ],
  },
  describePrograms(params) {
    return {
      'ia-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'IA W-4 claims exemption: no Iowa withholding',
          citation: METHOD,
        },
        formula: () => buildFormula(params, certificate),
        // Iowa follows federal: PayLab withholds federal tax on bonuses at the flat rate, so Iowa's is too.
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'IA W-4: additional amount each pay',
          citation: 'Form IA W-4 (2025)',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'ia-income-tax', amount }];
  },
});
