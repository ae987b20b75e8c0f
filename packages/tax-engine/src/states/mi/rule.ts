import { formatPercent, formatUsd, multiplyRatio } from '@paylab/shared/money';

import { buildFlatRateTax } from '../shared/calculate-formula-withholding';
import * as field from '../shared/certificate-fields';
import { incomeTaxProgram, withholdIncomeTax } from '../shared/withhold-income-tax';
import { defineStateRule } from '../state-rule';
import { MI_PARAMETERS } from './parameters';

const PREFIX = 'state.mi';
const PUBLICATION =
  'Michigan Department of Treasury, Form 446, Michigan Income Tax Withholding Guide (2025)';

export const MI_RULE = defineStateRule({
  code: 'MI',
  name: 'Michigan',
  hasWageIncomeTax: true,
  parameters: MI_PARAMETERS,
  programs: [incomeTaxProgram('mi', 'MI income tax')],
  certificate: {
    form: 'MI-W4',
    fields: [
      field.allowances('Line 6: personal and dependent exemptions', { key: 'exemptions', max: 99 }),
      field.additionalAmount('Line 7: additional amount to withhold each pay period', {
        key: 'extraWithholding',
      }),
      field.exempt('Line 8: claims exemption from withholding', {
        help: 'Only when no Michigan income tax liability is expected (Form MI-W4, line 8)',
      }),
    ],
    // Without an MI-W4 on file the employer withholds as if no exemptions were claimed.
    defaults: { exemptions: 0, extraWithholding: 0, isExempt: false },
  },
  compliance: {
    publication: PUBLICATION,
    method:
      'Per period: the exemption allowance for the period subtracts; flat 4.25%; supplemental wages at the same rate',
    notModelled: [
      'City income taxes (Detroit, Grand Rapids, Lansing and the other Michigan cities)',
      'Reciprocity with Illinois, Indiana, Kentucky, Minnesota, Ohio and Wisconsin residents',
    ],
    confidence: 'official',
    uncertainties: [],
  },
  describePrograms(params) {
    return {
      'mi-income-tax': { rate: params.rate },
    };
  },
  calculate(params, input, trace) {
    const { certificate } = input;
    const exemptionPerPeriod = multiplyRatio(
      params.exemption.value * certificate.exemptions,
      1,
      input.periodsPerYear,
    );
    const amount = withholdIncomeTax(
      {
        prefix: PREFIX,
        exempt: {
          isExempt: certificate.isExempt,
          label: 'MI-W4 line 8 claims exemption: nothing withheld',
          citation: PUBLICATION,
        },
        formula: () => ({
          prefix: PREFIX,
          citation: PUBLICATION,
          basis: 'period',
          subtractions: [
            {
              step: 'exemptions',
              label: `${certificate.exemptions} MI-W4 exemptions x ${formatUsd(params.exemption.value)} / ${input.periodsPerYear}`,
              amount: exemptionPerPeriod,
              citation: params.exemption.citation,
            },
          ],
          computeTax: buildFlatRateTax(
            `${formatPercent(params.rate.value)} of taxable wages`,
            params.rate.value,
            params.rate.citation,
          ),
          rounding: 'cent',
        }),
        supplemental: { method: 'flat-rate', rate: params.rate },
        additional: {
          amount: certificate.extraWithholding,
          label: 'MI-W4 line 7 additional withholding',
          citation: PUBLICATION,
          step: 'extra',
        },
      },
      input,
      trace,
    );
    return [{ programId: 'mi-income-tax', amount }];
  },
});
