import { money } from '../../trace';
import { buildStandardDeductionStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { selectOffered } from '../shared/select-status';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.mo';

/** The filing statuses of Form MO W-4 (2025), line 1. */
const MO_FILING_STATUSES = ['single', 'married-spouse-not-working', 'head-of-household'] as const;

const MO_DATA = defineStateData(data, {
  withholdingMethod: read.text,
  standardDeduction: read.byKey(MO_FILING_STATUSES, read.cents),
  rateSchedule: read.table,
  supplementalRate: read.rate,
});

export const MO_RULE = defineIncomeTaxRule(MO_DATA, {
  buildFormula: (params, { certificate }) => ({
    citation: params.withholdingMethod.citation,
    basis: 'annual',
    subtractions: [
      buildStandardDeductionStep(
        selectOffered(MO_FILING_STATUSES, certificate.filingStatus, 'single'),
        params.standardDeduction,
      ),
    ],
    computeTax: buildTableTax('Annual tax from the rate table', params.rateSchedule),
    rounding: 'whole-dollar-period',
  }),
  // MO W-4 line 3: the reduction asked for, at most the withholding on regular wages.
  adjustRegular: (params, { certificate }, computed, trace) => {
    const reduction = Math.min(computed, certificate.reducedWithholding);
    if (reduction > 0)
      trace?.push(
        money(
          `${PREFIX}.reduced`,
          'MO W-4 line 3 reduced withholding',
          -reduction,
          params.withholdingMethod.citation,
        ),
      );
    return computed - reduction;
  },
});
