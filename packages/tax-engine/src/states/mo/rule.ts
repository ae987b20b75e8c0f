import type { Cents } from '@paylab/shared/money';

import { money, type TraceSink } from '../../trace';
import { buildStandardDeductionStep, buildTableTax } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { selectOffered } from '../shared/select-status';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import { defineStateRule } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.mo';
const PUBLICATION = 'Missouri Department of Revenue, 2025 Missouri Withholding Tax Formula';

/** The filing statuses of Form MO W-4 (2025), line 1. */
const MO_FILING_STATUSES = ['single', 'married-spouse-not-working', 'head-of-household'] as const;

const MO_DATA = defineStateData(data, {
  standardDeduction: read.byKey(MO_FILING_STATUSES, read.cents),
  rateSchedule: read.table,
  supplementalRate: read.rate,
});

/** MO W-4 line 3: the reduction asked for, at most the withholding on regular wages. */
function reduceWithholding(computed: Cents, reduced: Cents, trace: TraceSink): Cents {
  const reduction = Math.min(computed, reduced);
  if (reduction > 0) {
    trace?.push(
      money(`${PREFIX}.reduced`, 'MO W-4 line 3 reduced withholding', -reduction, PUBLICATION),
    );
  }
  return computed - reduction;
}

export const MO_RULE = defineStateRule({
  ...MO_DATA,
  calculate(params, input, trace) {
    const { certificate } = input;
    const status = selectOffered(MO_FILING_STATUSES, certificate.filingStatus, 'single');
    return withholdDeclaredIncomeTax(
      MO_DATA,
      params,
      input,
      trace,
      () => ({
        citation: PUBLICATION,
        basis: 'annual',
        subtractions: [buildStandardDeductionStep(status, params.standardDeduction)],
        computeTax: buildTableTax('Annual tax from the rate table', params.rateSchedule),
        rounding: 'whole-dollar-period',
      }),
      {
        adjustRegular: (computed) =>
          reduceWithholding(computed, certificate.reducedWithholding, trace),
      },
    );
  },
});
