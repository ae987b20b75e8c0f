import { formatUsd, multiplyRatio, type Cents } from '@paylab/shared/money';

import { buildTableTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { selectSingleOrMarried } from '../shared/select-status';
import { withholdContribution } from '../shared/withhold-contribution';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { ME_PARAMETERS, type MeStandardDeduction } from './parameters';

const PREFIX = 'state.me';
const PUBLICATION =
  'Maine Revenue Services, Withholding Tables for Individual Income Tax, tax year 2025';

/** The standard deduction left after the phase-out, rounded to the cent. */
function phaseOutStandardDeduction(deduction: MeStandardDeduction, annualWages: Cents): Cents {
  if (annualWages <= deduction.phaseOutStart) return deduction.amount;
  if (annualWages >= deduction.phaseOutEnd) return 0;
  return multiplyRatio(
    deduction.amount,
    deduction.phaseOutEnd - annualWages,
    deduction.phaseOutDivisor,
  );
}

export const ME_RULE = defineStateRule({
  code: 'ME',
  name: 'Maine',
  hasWageIncomeTax: true,
  parameters: ME_PARAMETERS,
  programs: [
    incomeTaxProgram('me', 'ME income tax'),
    {
      id: 'me-pfml',
      kind: 'family-leave',
      label: 'ME Paid Family and Medical Leave',
      w2Box14Label: 'ME PFML',
    },
  ],
  certificate: {
    form: 'W-4ME',
    fields: [
      field.filingStatus('Line 3: filing status', [
        { value: 'single', label: 'Single or married filing separately' },
        { value: 'married', label: 'Married filing jointly' },
        field.marriedAtSingleRate,
      ]),
      field.allowances('Line 4: total number of allowances', { max: 99 }),
      field.additionalAmount('Line 5: additional amount to withhold each pay period', {
        key: 'extraWithholding',
      }),
    ],
    // Without a W-4ME on file the employer withholds as single with no allowances.
    defaults: { filingStatus: 'single', allowances: 0, extraWithholding: 0 },
  },
  compliance: {
    publication: `${PUBLICATION} (percentage method); Maine PFML (26 M.R.S. section 850-F)`,
    method:
      'Annualised: allowances and a standard deduction that phases out with wages subtract; single or married brackets; whole dollars per period; PFML 0.5% to the social security wage base',
    notModelled: [
      'Reciprocity and credits for tax paid to another state: PayLab withholds for the work state only',
      'The employer share of the PFML premium (employers with 15 or more employees)',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Standard deduction phase-out: computed in proportion to the cent; the tables may round the proportion to four decimals first',
      'Supplemental rate 5%: one secondary source for 2025',
    ],
  },
  describePrograms(params) {
    return {
      'me-pfml': { rate: params.pfmlRate, wageBase: params.pfmlWageBase },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectSingleOrMarried(certificate.filingStatus);
    const annualWages = input.wages * input.periodsPerYear;
    const deduction = params.standardDeduction.value[status];
    const standardDeduction = phaseOutStandardDeduction(deduction, annualWages);
    const allowances = certificate.allowances * params.allowance.value;
    const table = params.rateSchedules.value[status];

    const incomeTax = withholdIncomeTax(
      {
        prefix: PREFIX,
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            {
              step: 'standard-deduction',
              label:
                standardDeduction === deduction.amount
                  ? `Standard deduction (${status})`
                  : `Standard deduction (${status}) after the phase-out above ${formatUsd(deduction.phaseOutStart)}`,
              amount: standardDeduction,
              citation: params.standardDeduction.citation,
            },
            {
              step: 'allowances',
              label: `${certificate.allowances} W-4ME allowances x ${formatUsd(params.allowance.value)}`,
              amount: allowances,
              citation: params.allowance.citation,
            },
          ],
          computeTax: buildTableTax(
            `Annual tax from the ${status} schedule`,
            table,
            params.rateSchedules.citation,
          ),
          rounding: 'whole-dollar-period',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.extraWithholding,
          label: 'W-4ME line 5 additional withholding',
          citation: PUBLICATION,
          step: 'extra',
        },
      },
      input,
      trace,
    );
    const pfml = withholdContribution(
      {
        step: `${PREFIX}.pfml`,
        label: 'ME PFML employee share',
        rate: params.pfmlRate,
        wageBase: params.pfmlWageBase,
      },
      input,
      trace,
    );
    return [
      { programId: 'me-income-tax', amount: incomeTax },
      { programId: 'me-pfml', amount: pfml },
    ];
  },
});
