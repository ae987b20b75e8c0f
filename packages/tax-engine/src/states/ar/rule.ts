import { formatPercent, formatUsd, multiplyRate, type Cents } from '@paylab/shared/money';

import { buildCountStep, buildValueStep } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { AR_PARAMETERS, type ArBracketRow } from './parameters';

export type ArCertificate = {
  /** Total exemptions claimed on Form AR4EC (line 4 of the worksheet). */
  readonly exemptions: number;
  readonly additionalWithholding: Cents;
  /** AR4EC low-income exemption, AR4ECSP military spouse or AR-TX Texarkana exemption. */
  readonly isExempt: boolean;
};

const PREFIX = 'state.ar';
const PUBLICATION = 'Arkansas DFA Withholding Tax Formula (effective 1 January 2025)';
const HUNDRED_DOLLARS = 10_000;

/** Below the cutoff the formula taxes the midpoint of the income's $100 range. */
function toMidrange(netTaxableIncome: Cents, cutoff: Cents): Cents {
  if (netTaxableIncome >= cutoff) return netTaxableIncome;
  return Math.floor(netTaxableIncome / HUNDRED_DOLLARS) * HUNDRED_DOLLARS + HUNDRED_DOLLARS / 2;
}

function findBracket(rows: readonly ArBracketRow[], amount: Cents): ArBracketRow {
  let found = rows[0]!;
  for (const candidate of rows) if (candidate.atLeast <= amount) found = candidate;
  return found;
}

export const AR_RULE = defineStateRule<typeof AR_PARAMETERS, ArCertificate>({
  code: 'AR',
  name: 'Arkansas',
  hasWageIncomeTax: true,
  parameters: AR_PARAMETERS,
  programs: [incomeTaxProgram('ar', 'Arkansas income tax')],
  certificate: {
    form: 'Form AR4EC',
    fields: [
      field.allowances('Total exemptions claimed', { key: 'exemptions' }),
      field.additionalAmount('Additional amount each pay period'),
      field.exempt('Exempt (low-income AR4EC, AR4ECSP or AR-TX)'),
    ],
    defaults: { exemptions: 0, additionalWithholding: 0, isExempt: false },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: the standard deduction subtracts; income below the cutoff is taken at the midpoint of its $100 range; the bracket percentage less its adjustment, rounded to whole dollars; $29 per exemption credited; divided back per period.',
    notModelled: [
      'The Texarkana border-city exemption beyond the AR4EC exemption checkbox',
      'Reciprocity and credits for tax paid to another state',
      'Arkansas has no employee-paid state disability or family-leave contribution',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Standard deduction $2,410: the 2025 formula was not read; the amount is the indexed 2024 one, as each year’s formula has used the prior year’s indexed amount',
      'Tax brackets and adjustments (2%, 3%, 3.4%, 3.9% and the phase-out rows from $92,301): the indexed 2024 brackets at 3.9%, by the same reasoning',
      'Midpoint cutoff of $100,001 net taxable income: read in the 2024 formula only',
      'No AR4EC on file: withheld with zero exemptions (assumed)',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Exempt from withholding (Form AR4EC)',
          citation: 'Form AR4EC',
        },
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'annual',
          subtractions: [
            buildValueStep('standard-deduction', 'Standard deduction', params.standardDeduction),
          ],
          computeTax: (taxable) => {
            const looked = toMidrange(taxable, params.midrangeBelow.value);
            const row = findBracket(params.brackets.value, looked);
            return {
              label: `Annual gross tax: ${formatPercent(row.rate)} of ${formatUsd(looked)}${looked === taxable ? '' : ' (midpoint of its $100 range)'} less ${formatUsd(row.adjustment)}`,
              amount: Math.max(0, multiplyRate(looked, row.rate) - row.adjustment),
              citation: params.brackets.citation,
            };
          },
          credits: [
            buildCountStep(
              'personal-tax-credit',
              'Personal tax credits',
              certificate.exemptions,
              params.personalTaxCredit,
            ),
          ],
          // Step 3 rounds the annual gross tax; the credits are whole dollars, so rounding after them is the same.
          rounding: 'whole-dollar-annual',
        }),
        supplemental: { method: 'flat-rate', rate: params.supplementalRate },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (AR4EC)',
          citation: 'Form AR4EC',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'ar-income-tax', amount }];
  },
});
