import { formatUsd, type Cents } from '@paylab/shared/money';

import {
  buildCountStep,
  buildTableTax,
  type WithholdingFormula,
} from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { withholdContribution } from '../shared/withhold-contribution';
import {
  incomeTaxProgram,
  withholdIncomeTax,
  withholdWithoutCertificate,
} from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup, type StateWithholdingInput } from '../state-rule';
import { OR_PARAMETERS, type FederalSubtractionStep, type OrWithholdingColumn } from './parameters';

const PREFIX = 'state.or';
const METHOD = '150-206-436, Oregon Withholding Tax Formulas (January 2025)';

/** The OR-W-4's fields; `status` "none" is the state's rule for an employee who has given none. */
type OrCertificate = {
  status: string;
  allowances: number;
  additionalWithholding: number;
  isExempt: boolean;
};

const NO_CERTIFICATE: OrCertificate = {
  status: 'none',
  allowances: 0,
  additionalWithholding: 0,
  isExempt: false,
};

function findFederalMaximum(steps: readonly FederalSubtractionStep[], annualWages: Cents): Cents {
  let maximum = steps[0]?.maximum ?? 0;
  for (const { wagesAtLeast, maximum: stepMaximum } of steps) {
    if (annualWages >= wagesAtLeast) maximum = stepMaximum;
  }
  return maximum;
}

function buildFormula(
  params: ResolvedGroup<typeof OR_PARAMETERS>,
  input: StateWithholdingInput<OrCertificate>,
): WithholdingFormula {
  const { certificate, periodsPerYear } = input;
  const annualWages = input.wages * periodsPerYear;
  const column: OrWithholdingColumn =
    certificate.status === 'married' || certificate.allowances >= 3 ? 'married' : 'single';
  const federalMaximum = findFederalMaximum(params.federalSubtraction.value[column], annualWages);
  const federal = Math.min(input.federalIncomeTax * periodsPerYear, federalMaximum);
  const isLowWage = annualWages <= params.lowWageLimit.value;
  const table = params.rateTables.value[isLowWage ? 'low' : 'high'][column];
  const allowances =
    annualWages > params.allowanceCreditWageLimit.value[column] ? 0 : certificate.allowances;
  return {
    prefix: PREFIX,
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      {
        step: 'federal-subtraction',
        label: `Annualized federal withholding (${formatUsd(input.federalIncomeTax)} x ${periodsPerYear}), at most ${formatUsd(federalMaximum)}`,
        amount: federal,
        citation: params.federalSubtraction.citation,
      },
      {
        step: 'standard-deduction',
        label: `Standard deduction (${column} column)`,
        amount: params.standardDeduction.value[column],
        citation: params.standardDeduction.citation,
      },
    ],
    computeTax: buildTableTax(
      `Tax from the ${isLowWage ? 'wages up to $50,000' : 'wages over $50,000'} ${column} table`,
      table,
      params.rateTables.citation,
    ),
    credits: [
      buildCountStep('allowance-credit', 'Allowance credit', allowances, {
        value: params.allowanceCredit.value,
        citation: `${params.allowanceCredit.citation}; ${params.allowanceCreditWageLimit.citation}`,
      }),
    ],
    rounding: 'cent',
  };
}

export const OR_RULE = defineStateRule({
  code: 'OR',
  name: 'Oregon',
  hasWageIncomeTax: true,
  parameters: OR_PARAMETERS,
  programs: [
    incomeTaxProgram('or', 'Oregon income tax'),
    {
      id: 'or-transit',
      kind: 'transit',
      label: 'Oregon statewide transit tax',
      w2Box14Label: 'ORSTT',
    },
    {
      id: 'or-paid-leave',
      kind: 'family-leave',
      label: 'Paid Leave Oregon',
      w2Box14Label: 'ORPFML',
    },
  ],
  certificate: {
    form: 'OR-W-4',
    fields: [
      field.filingStatus(
        'Filing status',
        [
          { value: 'none', label: 'No OR-W-4 on file (flat 8%)' },
          { value: 'single', label: 'Single' },
          { value: 'married', label: 'Married' },
          field.marriedAtSingleRate,
        ],
        { key: 'status' },
      ),
      field.allowances('Total number of allowances'),
      field.additionalAmount('Additional amount per pay period'),
      field.exempt('Exempt'),
    ],
    defaults: NO_CERTIFICATE,
  },
  compliance: {
    publication:
      '150-206-436, Oregon Withholding Tax Formulas (January 2025); OAR 150-316-0257; Paid Leave Oregon 2025',
    method:
      'Annualized: capped federal withholding and the standard deduction subtract; low- or high-wage table; $256 credit per allowance; 8% flat with no OR-W-4.',
    notModelled: [
      "Workers' Benefit Fund assessment (cents per hour worked; hours are not an input)",
      'Lane County and TriMet transit taxes (employer-paid)',
      'Reciprocity and credits for tax withheld for other states',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Tables, standard deductions, $256 credit and $8,500 federal subtraction: two agreeing secondary sources, the January 2025 formulas themselves not read',
      'No allowance credit above $100,000 (single) / $200,000 (married) wages: seen only in a transcription of the 2026 formulas',
      'Paid Leave Oregon 0.6% on $176,100 and the 0.1% transit tax: secondary sources',
    ],
  },
  describePrograms(params) {
    return {
      'or-transit': { rate: params.transitRate, wageBase: null },
      'or-paid-leave': { rate: params.paidLeaveRate, wageBase: params.paidLeaveWageBase },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const incomeTax =
      certificate.status === 'none' && !certificate.isExempt
        ? withholdWithoutCertificate(
            PREFIX,
            'OR-W-4',
            input.wages + input.supplementalWages,
            params.noCertificateRate,
            trace,
          )
        : withholdIncomeTax(
            {
              prefix: PREFIX,
              exempt: {
                isExempt: certificate.isExempt,
                label: 'OR-W-4 claims exemption: no income tax withheld',
                citation: METHOD,
              },
              formula: () => buildFormula(params, input),
              supplemental: { method: 'flat-rate', rate: params.supplementalRate },
              additional: {
                amount: certificate.additionalWithholding,
                label: 'OR-W-4 additional amount',
                citation: METHOD,
              },
            },
            input,
            trace,
          );
    const transit = withholdContribution(
      {
        step: `${PREFIX}.transit`,
        label: 'Statewide transit tax',
        rate: params.transitRate,
        wageBase: null,
      },
      input,
      trace,
    );
    const paidLeave = withholdContribution(
      {
        step: `${PREFIX}.paid-leave`,
        label: 'Paid Leave Oregon',
        rate: params.paidLeaveRate,
        wageBase: params.paidLeaveWageBase,
      },
      input,
      trace,
    );
    return [
      { programId: 'or-income-tax', amount: incomeTax },
      { programId: 'or-transit', amount: transit },
      { programId: 'or-paid-leave', amount: paidLeave },
    ];
  },
});
