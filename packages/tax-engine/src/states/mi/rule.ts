import { formatPercent, formatUsd, multiplyRatio } from '@paylab/shared/money';

import { money, note } from '../../trace';
import {
  calculateFormulaWithholding,
  calculateSupplementalAtFlatRate,
} from '../shared/calculate-formula-withholding';
import { applyFlatRate } from '../shared/state-math';
import { defineStateRule } from '../state-rule';
import { MI_PARAMETERS } from './parameters';

/** Form MI-W4's inputs; without one on file the employer withholds as if no exemptions were claimed. */
const MI_W4_DEFAULTS: { exemptions: number; extraWithholding: number; isExempt: boolean } = {
  exemptions: 0,
  extraWithholding: 0,
  isExempt: false,
};

const PUBLICATION =
  'Michigan Department of Treasury, Form 446, Michigan Income Tax Withholding Guide (2025)';

export const MI_RULE = defineStateRule({
  code: 'MI',
  name: 'Michigan',
  hasWageIncomeTax: true,
  parameters: MI_PARAMETERS,
  programs: [{ id: 'mi-income-tax', kind: 'income-tax', label: 'MI income tax' }],
  certificate: {
    form: 'MI-W4',
    fields: [
      {
        key: 'exemptions',
        kind: 'count',
        label: 'Line 6: personal and dependent exemptions',
        max: 99,
      },
      {
        key: 'extraWithholding',
        kind: 'money',
        label: 'Line 7: additional amount to withhold each pay period',
      },
      {
        key: 'isExempt',
        kind: 'boolean',
        label: 'Line 8: claims exemption from withholding',
        help: 'Only when no Michigan income tax liability is expected (Form MI-W4, line 8)',
      },
    ],
    defaults: MI_W4_DEFAULTS,
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
  calculate(params, input, trace) {
    const prefix = 'state.mi';
    const { certificate } = input;
    if (certificate.isExempt) {
      trace?.push(
        note(`${prefix}.exempt`, 'MI-W4 line 8 claims exemption: nothing withheld', PUBLICATION),
      );
      return [{ programId: 'mi-income-tax', amount: 0 }];
    }
    const exemptionPerPeriod = multiplyRatio(
      params.exemption.value * certificate.exemptions,
      1,
      input.periodsPerYear,
    );
    const regular = calculateFormulaWithholding(
      {
        prefix,
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
        computeTax: (taxable) => ({
          label: `${formatPercent(params.rate.value)} of taxable wages`,
          amount: applyFlatRate(taxable, params.rate.value),
          citation: params.rate.citation,
        }),
        credits: [],
        rounding: 'cent',
      },
      { wages: input.wages, periodsPerYear: input.periodsPerYear },
      trace,
    );
    const supplemental = calculateSupplementalAtFlatRate(
      prefix,
      input.supplementalWages,
      params.rate,
      trace,
    );
    const extra = certificate.extraWithholding;
    if (trace && extra > 0) {
      trace.push(
        money(`${prefix}.extra`, 'MI-W4 line 7 additional withholding', extra, PUBLICATION),
      );
    }
    return [{ programId: 'mi-income-tax', amount: regular + supplemental + extra }];
  },
});
