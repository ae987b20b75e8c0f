import { formatUsd, multiplyRate, type Cents } from '@paylab/shared/money';

import { money, type TraceSink } from '../../trace';
import {
  buildCountStep,
  buildStatusTableTax,
  calculateFormulaWithholding,
  type FormulaWages,
} from '../shared/calculate-formula-withholding';
import { defineIncomeTaxRule } from '../shared/define-income-tax-rule';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import type { IncomeTaxFormula } from '../shared/withhold-income-tax';
import { type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.ne';

/** W-4N offers two statuses; head of household checks "Single" (W-4N note under line 3). */
const NE_WITHHOLDING_STATUSES = ['single', 'married'] as const;
type NeWithholdingStatus = (typeof NE_WITHHOLDING_STATUSES)[number];

const NE_DATA = defineStateData(data, {
  withholdingMethod: read.text,
  allowance: read.cents,
  rateTables: read.byKey(NE_WITHHOLDING_STATUSES, read.table),
  minimumShare: read.rate,
  supplementalRate: read.rate,
});

type NeParameters = ResolvedGroup<typeof NE_DATA.parameters>;

/** The allowances the minimum-withholding comparison assumes (Circular EN, minimum withholding). */
const MINIMUM_REFERENCE_ALLOWANCES: Readonly<Record<NeWithholdingStatus, number>> = {
  single: 1,
  married: 2,
};

function buildFormula(
  params: NeParameters,
  status: NeWithholdingStatus,
  allowances: number,
): IncomeTaxFormula {
  return {
    citation: params.withholdingMethod.citation,
    basis: 'annual',
    subtractions: [buildCountStep('allowances', 'W-4N allowances', allowances, params.allowance)],
    computeTax: buildStatusTableTax(status, params.rateTables),
    rounding: 'cent',
  };
}

/** At least half of what a single/1 or married/2 employee would have withheld (Circular EN). */
function applyMinimumWithholding(
  params: NeParameters,
  status: NeWithholdingStatus,
  wages: FormulaWages,
  regular: Cents,
  trace: TraceSink,
): Cents {
  const reference = calculateFormulaWithholding(
    buildFormula(params, status, MINIMUM_REFERENCE_ALLOWANCES[status]),
    wages,
    undefined,
  );
  const minimum = multiplyRate(reference, params.minimumShare.value);
  if (regular >= minimum) return regular;
  trace?.push(
    money(
      `${PREFIX}.minimum`,
      `Minimum withholding: half of ${formatUsd(reference)} (${status}, ${MINIMUM_REFERENCE_ALLOWANCES[status]} allowances)`,
      minimum,
      params.minimumShare.citation,
    ),
  );
  return minimum;
}

export const NE_RULE = defineIncomeTaxRule(NE_DATA, {
  buildFormula: (params, { certificate }) =>
    buildFormula(params, selectSingleOrMarried(certificate.status), certificate.allowances),
  adjustRegular: (params, input, regular, trace) =>
    input.certificate.isLowerWithholdingJustified
      ? regular
      : applyMinimumWithholding(
          params,
          selectSingleOrMarried(input.certificate.status),
          input,
          regular,
          trace,
        ),
});
