import { formatPercentExact, formatUsd } from '@paylab/shared/money';

import { buildCountStep, buildTableTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { applyFlatRate } from '../shared/state-math';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { WI_PARAMETERS } from './parameters';

const PREFIX = 'state.wi';
const PUBLICATION =
  'Publication W-166 (6/24), Wisconsin Withholding Tax Guide, Method B (unchanged for 2025)';

export const WI_RULE = defineStateRule({
  code: 'WI',
  name: 'Wisconsin',
  hasWageIncomeTax: true,
  parameters: WI_PARAMETERS,
  programs: [incomeTaxProgram('wi', 'Wisconsin income tax')],
  certificate: {
    form: 'Form WT-4',
    fields: [
      field.filingStatus(
        'Withholding status',
        [
          { value: 'single', label: 'Single' },
          { value: 'married', label: 'Married' },
          {
            value: 'married-withhold-single',
            label: 'Married, but withhold at the higher single rate',
          },
        ],
        { key: 'status' },
      ),
      field.allowances('Total exemptions', { key: 'exemptions' }),
      field.additionalAmount('Additional withholding per pay period'),
      field.exempt('Exempt from withholding'),
    ],
    // No WT-4 on file: single with no exemptions (UNCERTAIN, see compliance).
    defaults: { status: 'single', exemptions: 0, additionalWithholding: 0, isExempt: false },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Annualised: a standard deduction that shrinks with wages (single or married) and $400 per exemption subtract; one 3.54% to 7.65% schedule; divided back per period to the cent',
    notModelled: [
      'Reciprocity with IL, IN, KY and MI, and credits for tax paid to another state',
      'Method A (wage bracket tables); PayLab follows Method B, the formula',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'Standard deduction table, $400 exemption and the schedule: read in two agreeing payroll product transcriptions of W-166, not in W-166 itself; its worked examples were not reachable',
      'Supplemental tiered rates (3.54% / 4.65% / 5.30% / 7.65% by annual wages): one vendor transcription (UNCERTAIN); PayLab picks the tier by annualised regular wages',
      'No WT-4 on file: PayLab withholds as single with no exemptions (UNCERTAIN)',
    ],
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const isMarried = certificate.status === 'married';
    const maximum = isMarried ? params.standardDeductionMarried : params.standardDeductionSingle;
    const start = isMarried ? params.phaseOutStartMarried : params.phaseOutStartSingle;
    const rate = isMarried ? params.phaseOutRateMarried : params.phaseOutRateSingle;
    const annualWages = input.wages * input.periodsPerYear;
    const standardDeduction = Math.max(
      0,
      maximum.value - applyFlatRate(Math.max(0, annualWages - start.value), rate.value),
    );
    const tiers = params.supplementalRates.value;
    const tier =
      tiers.find(({ upTo }) => upTo === null || annualWages < upTo) ?? tiers[tiers.length - 1]!;
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'Form WT-4 claims exemption: no withholding',
          citation: PUBLICATION,
        },
        formula: () => ({
          prefix: PREFIX,
          citation: params.rateTable.citation,
          basis: 'annual',
          subtractions: [
            {
              step: 'standard-deduction',
              label: `Standard deduction (${isMarried ? 'married' : 'single'}): ${formatUsd(maximum.value)} less ${formatPercentExact(rate.value)} of wages over ${formatUsd(start.value)}, not below 0`,
              amount: standardDeduction,
              citation: `${maximum.citation}; ${start.citation}; ${rate.citation}`,
            },
            buildCountStep(
              'exemptions',
              'Exemptions',
              certificate.exemptions,
              params.exemptionValue,
            ),
          ],
          computeTax: buildTableTax(
            'Annual tax from the Method B schedule',
            params.rateTable.value,
            params.rateTable.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: {
          method: 'flat-rate',
          rate: { value: tier.rate, citation: params.supplementalRates.citation },
        },
        additional: {
          amount: certificate.additionalWithholding,
          label: 'Additional withholding (WT-4)',
          citation: PUBLICATION,
        },
      },
      input,
      trace,
    );
    return [{ programId: 'wi-income-tax', amount }];
  },
});
