import {
  divideRounded,
  formatPercent,
  formatPercentExact,
  formatUsd,
  multiplyRate,
  type Cents,
} from '@paylab/shared/money';

import { calculateRowTaxScaled, findTableRow, SCALE } from '../../rules/shared/schedules';
import { count, money, note, type TraceSink } from '../../trace';
import type { PayFrequency } from '../../types';
import { applyFlatRate, capAtAnnualMaximum } from '../shared/state-math';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import { NY_PARAMETERS, type NyWithholdingStatus } from './parameters';

const METHOD_II = 'NYS-50-T-NYS, Method II exact calculation';

type NyParameters = ResolvedGroup<typeof NY_PARAMETERS>;

/** IT-2104: status and line 1 allowances for New York State. */
export type NyCertificate = {
  readonly [key: string]: number | string | boolean;
  readonly filingStatus: NyWithholdingStatus;
  readonly allowances: number;
};

const NY_DEFAULTS: NyCertificate = { filingStatus: 'single', allowances: 0 };

/**
 * Method II on regular wages, annualized: wages x periods are taxed by the annual table and divided
 * back with one rounding. The 1/23 per-period tables were not available (state-2025 notes 2.4);
 * the printed per-period tables round their thresholds and may differ by a cent.
 */
function calculateMethodII(
  params: NyParameters,
  input: { wages: Cents; periodsPerYear: number; certificate: NyCertificate },
  trace: TraceSink,
): Cents {
  const { wages, periodsPerYear: periods } = input;
  const { filingStatus: status, allowances } = input.certificate;
  const annualWages = wages * periods;
  const deductionAllowance = params.deductionAllowance.value[status];
  const exemptionAllowances = allowances * params.exemptionAllowance.value;
  const netWages = Math.max(0, annualWages - deductionAllowance - exemptionAllowances);
  const row = findTableRow(params.rateTables.value[status], netWages);
  const annualTaxScaled = calculateRowTaxScaled(row, netWages);
  const regularTax = annualTaxScaled > 0 ? divideRounded(annualTaxScaled, SCALE * periods) : 0;
  if (trace) {
    trace.push(
      money(
        'state.ny.method-ii.annual-wages',
        `Annualized New York wages (${formatUsd(wages)} x ${periods}), ${status} table`,
        annualWages,
        METHOD_II,
      ),
      money(
        'state.ny.method-ii.deduction-allowance',
        'Deduction allowance',
        deductionAllowance,
        params.deductionAllowance.citation,
      ),
      count('state.ny.method-ii.allowances', 'IT-2104 allowances', allowances, METHOD_II),
      money(
        'state.ny.method-ii.exemption-allowances',
        `Exemption allowances (${allowances} x ${formatUsd(params.exemptionAllowance.value)})`,
        exemptionAllowances,
        params.exemptionAllowance.citation,
      ),
      money(
        'state.ny.method-ii.net-wages',
        'Net annual wages after allowances (not below 0)',
        netWages,
        METHOD_II,
      ),
      money(
        'state.ny.method-ii.table-ii',
        row.excessOver === 0 && row.atLeast > 0
          ? `Method II table: ${formatPercent(row.rate)} of the entire net wages (shown rounded)`
          : `Method II table: ${formatUsd(row.baseTax)} plus ${formatPercent(row.rate)} of the excess over ${formatUsd(row.excessOver)} (shown rounded)`,
        divideRounded(annualTaxScaled, SCALE),
        params.rateTables.citation,
      ),
      money(
        'state.ny.method-ii.tax',
        `New York withholding on regular wages: annual tax / ${periods}, rounded half up`,
        regularTax,
        METHOD_II,
      ),
    );
  }
  return regularTax;
}

/** Disability benefits (DBL) employee contribution: 0.5% of the period's wages, capped per payroll period. */
function calculateDisabilityBenefits(
  params: NyParameters,
  payFrequency: PayFrequency,
  wagesThisPeriod: Cents,
  trace: TraceSink,
): Cents {
  const uncapped = multiplyRate(wagesThisPeriod, params.dblRate.value);
  const maximum = params.dblMaximumPerPeriod.value[payFrequency];
  const contribution = Math.min(uncapped, maximum);
  if (trace) {
    if (uncapped > maximum) {
      trace.push(
        note(
          'state.ny.dbl.cap',
          `DBL cap binds: ${formatPercentExact(params.dblRate.value)} of wages is ${formatUsd(uncapped)}, the ${payFrequency} maximum is ${formatUsd(maximum)}`,
          params.dblMaximumPerPeriod.citation,
        ),
      );
    }
    trace.push(
      money(
        'state.ny.dbl',
        `New York DBL withheld, ${formatPercentExact(params.dblRate.value)} of wages up to the per-period maximum`,
        contribution,
        params.dblRate.citation,
      ),
    );
  }
  return contribution;
}

/**
 * Paid family leave employee contribution: the year's rate of the period's gross wages, rounded per
 * pay period (state-2025 section 2.5, NY DFS), until the year's contributions reach the annual
 * maximum. `withheldBefore` is what earlier paychecks withheld; when a caller does not know it, it
 * is estimated from year-to-date wages as if all were New York wages.
 */
function calculatePaidFamilyLeave(
  params: NyParameters,
  wages: { wagesThisPeriod: Cents; wagesBefore: Cents },
  withheldBefore: Cents | undefined,
  trace: TraceSink,
): Cents {
  const maximum = params.pflAnnualMaximum.value;
  const before = Math.min(
    maximum,
    withheldBefore ?? multiplyRate(wages.wagesBefore, params.pflRate.value),
  );
  const uncapped = multiplyRate(wages.wagesThisPeriod, params.pflRate.value);
  const contribution = capAtAnnualMaximum(uncapped, before, maximum);
  if (trace) {
    if (contribution < uncapped) {
      trace.push(
        note(
          'state.ny.pfl.cap',
          before === maximum
            ? `PFL annual maximum ${formatUsd(maximum)} already reached this year: no contribution`
            : `PFL annual maximum ${formatUsd(maximum)} reached this period: contribution limited to ${formatUsd(contribution)} (${formatUsd(before)} withheld earlier)`,
          params.pflAnnualMaximum.citation,
        ),
      );
    }
    trace.push(
      money(
        'state.ny.pfl',
        `New York PFL withheld, ${formatPercentExact(params.pflRate.value)} of this period's wages, up to the annual maximum`,
        contribution,
        params.pflRate.citation,
      ),
    );
  }
  return contribution;
}

/**
 * New York State: income tax by NYS-50-T-NYS Method II on regular wages plus the supplemental
 * rate on supplemental wages paid separately; DBL capped per period; PFL capped per year.
 */
export const NY_RULE = defineStateRule({
  code: 'NY',
  name: 'New York',
  hasWageIncomeTax: true,
  parameters: NY_PARAMETERS,
  programs: [
    { id: 'ny-income-tax', kind: 'income-tax', label: 'New York State income tax' },
    {
      id: 'ny-dbl',
      kind: 'disability',
      label: 'NY Disability Benefits (DBL)',
      w2Box14Label: 'NYSDI',
    },
    {
      id: 'ny-pfl',
      kind: 'family-leave',
      label: 'NY Paid Family Leave (PFL)',
      w2Box14Label: 'NYPFL',
    },
  ],
  certificate: {
    form: 'IT-2104',
    fields: [
      {
        key: 'filingStatus',
        kind: 'select',
        label: 'Status',
        options: [
          { value: 'single', label: 'Single or Head of household' },
          { value: 'married', label: 'Married' },
        ],
      },
      {
        key: 'allowances',
        kind: 'count',
        label: 'Line 1: allowances for New York State',
      },
    ],
    defaults: NY_DEFAULTS,
    // IT-2104 offers single, married, and married-but-withhold-at-single; head of household uses single.
    fromLegacyFields: ({ filingStatus, allowances }): NyCertificate => ({
      filingStatus: filingStatus === 'married-joint' ? 'married' : 'single',
      allowances,
    }),
  },
  compliance: {
    publication: 'NYS-50-T-NYS (1/23) for 2025 and (1/26) for 2026, Method II exact calculation',
    method:
      'Annualised: the deduction and exemption allowances subtract; the annual Method II table by IT-2104 status (Method III rates on the entire net wages at the top); divided by the pay periods. Supplemental wages 11.70%. DBL 0.5% capped per period; PFL 0.388% (2025) or 0.432% (2026) up to the annual maximum.',
    notModelled: [
      'New York City and Yonkers resident taxes (IT-2104 lines 2, 4 and 5) are not modelled.',
      'IT-2104 line 3 (an additional amount each pay period) and "married, but withhold at the higher single rate" are not modelled.',
      'Reciprocity and resident-state credits are not modelled: PayLab withholds for the work state.',
    ],
    confidence: 'uncertain',
    uncertainties: [
      'For 2025, the deduction allowance ($7,400 / $7,950) and $1,000 per exemption allowance were read only in 2016-2020 copies of the publication (the 1/26 transcriptions print the same amounts).',
      'Table II (annual): two married cells were decided by chaining the bases; the per-period tables were not available.',
      'The 11.70% supplemental rate was not confirmed in the 1/23 publication.',
      'The default without an IT-2104 (single, no allowances) was not read in a New York publication.',
      'Every 2026 value of NYS-50-T-NYS (1/26) was read in two agreeing transcriptions, not in the publication itself.',
      'PayLab annualizes with the annual tables in both years; the per-period tables printed in 1/26 round their thresholds and may differ by a cent.',
    ],
    filings: [
      {
        label: 'Quarterly return',
        value: 'NYS-45, combined withholding, wage reporting and unemployment insurance return',
        citation: 'New York State Department of Taxation and Finance, Form NYS-45 instructions',
      },
    ],
    resources: [
      {
        label: 'New York withholding tax',
        href: 'https://www.tax.ny.gov/bus/wt/',
        description: 'NYS-50-T-NYS, IT-2104 and NYS-45',
      },
    ],
  },
  describePrograms(params) {
    return {
      'ny-dbl': { rate: params.dblRate },
      'ny-pfl': { rate: params.pflRate },
    };
  },
  calculate(params, input, trace) {
    const regularTax = calculateMethodII(params, input, trace);
    const supplementalTax = applyFlatRate(input.supplementalWages, params.supplementalRate.value);
    if (trace && input.supplementalWages > 0) {
      trace.push(
        money(
          'state.ny.supplemental',
          `New York withholding on supplemental wages: ${formatPercent(params.supplementalRate.value)} of ${formatUsd(input.supplementalWages)}`,
          supplementalTax,
          params.supplementalRate.citation,
        ),
      );
    }
    const wagesThisPeriod = input.wages + input.supplementalWages;
    return [
      { programId: 'ny-income-tax', amount: regularTax + supplementalTax },
      {
        programId: 'ny-dbl',
        amount: calculateDisabilityBenefits(params, input.payFrequency, wagesThisPeriod, trace),
      },
      {
        programId: 'ny-pfl',
        amount: calculatePaidFamilyLeave(
          params,
          { wagesThisPeriod, wagesBefore: input.wagesBefore },
          input.linesBefore['ny-pfl'],
          trace,
        ),
      },
    ];
  },
  describeRequirements(params) {
    return [
      {
        label: 'Income tax withholding',
        value: 'NYS-50-T-NYS exact calculation method, allowances from Form IT-2104',
        citation: params.rateTables.citation,
      },
      {
        label: 'Disability benefits (DBL)',
        value: `${formatPercentExact(params.dblRate.value)} of wages, at most ${formatUsd(params.dblMaximumPerPeriod.value.weekly)} a week`,
        citation: `${params.dblRate.citation}; ${params.dblMaximumPerPeriod.citation}`,
      },
      {
        label: 'Paid Family Leave (PFL)',
        value: `${formatPercentExact(params.pflRate.value)} of wages, at most ${formatUsd(params.pflAnnualMaximum.value)} a year`,
        citation: `${params.pflRate.citation}; ${params.pflAnnualMaximum.citation}`,
      },
    ];
  },
});
