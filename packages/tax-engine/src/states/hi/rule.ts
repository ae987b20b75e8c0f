import { divideRounded, formatPercent, formatUsd, type Cents } from '@paylab/shared/money';

import { money, type TraceSink } from '../../trace';
import {
  buildCountStep,
  buildStatusTableTax,
  buildValueStep,
} from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { selectSingleOrMarried } from '../shared/select-status';
import { applyFlatRate } from '../shared/state-math';
import { withholdDeclaredIncomeTax } from '../shared/withhold-declared-income-tax';
import type { IncomeTaxFormula } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.hi';
const METHOD =
  "Booklet A, Employer's Tax Guide (Rev. 2025), Appendix 1, Part 1: annualized withholding";
const WEEKS_PER_YEAR = 52;

/** HW-4 marital status; "married, but withhold at the higher single rate" uses the single table. */
const HI_FILING_STATUSES = ['single', 'married', 'married-single-rate'] as const;
type HiFilingStatus = (typeof HI_FILING_STATUSES)[number];

const HI_DATA = defineStateData(
  data,
  {
    allowance: read.cents,
    lumpSumAllowance: read.cents,
    annualTables: read.byKey(['single', 'married'], read.table),
    tdiRate: read.rate,
    tdiWeeklyWageBase: read.cents,
  },
  { filingStatus: HI_FILING_STATUSES },
);

export type HiCertificate = {
  readonly filingStatus: HiFilingStatus;
  readonly allowances: number;
  readonly additionalWithholding: Cents;
};

function buildFormula(
  params: ResolvedGroup<typeof HI_DATA.parameters>,
  certificate: HiCertificate,
): IncomeTaxFormula {
  const { allowance, lumpSumAllowance, annualTables } = params;
  const table = selectSingleOrMarried(certificate.filingStatus);
  return {
    citation: METHOD,
    basis: 'annual',
    subtractions: [
      buildCountStep(
        'allowances',
        (count, value) => `HW-4 allowances: ${count} x ${value}`,
        certificate.allowances,
        allowance,
      ),
      buildValueStep(
        'lump-sum-allowance',
        'Extra lump sum withholding allowance',
        lumpSumAllowance,
      ),
    ],
    computeTax: buildStatusTableTax(table, annualTables),
    rounding: 'cent',
  };
}

/**
 * TDI: 0.5% of the period's wages up to the weekly wage base, which a pay period of other than a
 * week scales by its weeks (52 / periods a year), rounded to the cent.
 */
function calculateTdi(
  params: ResolvedGroup<typeof HI_DATA.parameters>,
  wages: Cents,
  periodsPerYear: number,
  trace: TraceSink,
): Cents {
  const { tdiRate, tdiWeeklyWageBase } = params;
  const periodWageBase = divideRounded(tdiWeeklyWageBase.value * WEEKS_PER_YEAR, periodsPerYear);
  const taxableWages = Math.min(wages, periodWageBase);
  const contribution = applyFlatRate(taxableWages, tdiRate.value);
  if (trace) {
    if (taxableWages < wages) {
      trace.push(
        money(
          `${PREFIX}.tdi.wage-base`,
          `TDI wage base for this pay period (${formatUsd(tdiWeeklyWageBase.value)} a week x ${WEEKS_PER_YEAR} / ${periodsPerYear})`,
          periodWageBase,
          tdiWeeklyWageBase.citation,
        ),
      );
    }
    trace.push(
      money(
        `${PREFIX}.tdi`,
        `Hawaii TDI: ${formatPercent(tdiRate.value)} of ${formatUsd(taxableWages)}`,
        contribution,
        tdiRate.citation,
      ),
    );
  }
  return contribution;
}

export const HI_RULE = defineStateRule({
  ...HI_DATA,
  describePrograms(params) {
    return {
      'hi-tdi': { rate: params.tdiRate },
    };
  },
  calculate(params, input, trace) {
    const incomeTax = withholdDeclaredIncomeTax(HI_DATA, params, input, trace, () =>
      buildFormula(params, input.certificate),
    );
    const tdi = calculateTdi(
      params,
      input.wages + input.supplementalWages,
      input.periodsPerYear,
      trace,
    );
    return [...incomeTax, { programId: 'hi-tdi', amount: tdi }];
  },
});
