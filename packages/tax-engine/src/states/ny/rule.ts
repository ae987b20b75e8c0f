import {
  divideRounded,
  formatPercent,
  formatPercentExact,
  formatUsd,
  multiplyRate,
  type Cents,
} from '@paylab/shared/money';

import type { WithholdingRow, WithholdingTable } from '../../parameters/schedules';
import { calculateRowTaxScaled, findTableRow, SCALE } from '../../rules/shared/schedules';
import { count, money, note, type TraceSink } from '../../trace';
import { PAY_FREQUENCIES, type PayFrequency } from '../../types';
import { defineStateData, read } from '../shared/load-state-data';
import { applyFlatRate, capAtAnnualMaximum } from '../shared/state-math';
import { withholdAdditionalAmount } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const METHOD_II = 'NYS-50-T-NYS, Method II exact calculation';

/** The Method II tables: IT-2104 single and head of household both use the single table. */
const NY_STATUSES = ['single', 'married'] as const;

/** The IT-2104 status boxes; "married, but withhold at higher single rate" takes the single table. */
const IT_2104_STATUSES = ['single', 'married', 'married-withhold-single'] as const;

const IT_2104 = 'Form IT-2104, Employee’s Withholding Allowance Certificate, lines 3 to 5';

/** Where the employee lives, as IT-2104 asks ("Are you a resident of New York City? ... of Yonkers?"). */
const NY_LOCALITIES = ['new-york-city', 'yonkers', 'neither'] as const;

const NY_DATA = defineStateData(
  data,
  {
    deductionAllowance: read.byKey(NY_STATUSES, read.cents),
    exemptionAllowance: read.cents,
    rateTables: read.byKey(NY_STATUSES, read.table),
    supplementalRate: read.rate,
    dblRate: read.rate,
    // The $0.60 weekly cap expressed per payroll period, as the regulation prints it.
    dblMaximumPerPeriod: read.byKey(PAY_FREQUENCIES, read.cents),
    pflRate: read.rate,
    pflAnnualMaximum: read.cents,
    yonkersSurchargeRate: read.rate,
    nycDeductionAllowance: read.byKey(NY_STATUSES, read.cents),
    nycExemptionAllowance: read.cents,
    // The publication prints a single and a married table; they are the same, so one is held.
    nycRateTable: read.table,
    nycSupplementalRate: read.rate,
  },
  { filingStatus: IT_2104_STATUSES, locality: NY_LOCALITIES },
);

type NyParameters = ResolvedGroup<typeof NY_DATA.parameters>;

/**
 * IT-2104: status, line 1 allowances for New York State (and Yonkers), the employee's locality,
 * line 2 allowances for New York City and the additional amounts of lines 3 to 5.
 */
type NyCertificate = typeof NY_DATA.certificate.defaults;

function readTableStatus(certificate: NyCertificate): (typeof NY_STATUSES)[number] {
  return certificate.filingStatus === 'married' ? 'married' : 'single';
}

/** A non-negative numerator over a positive denominator, rounded half up; BigInt past 2^53. */
function divideRoundedBig(numerator: bigint, denominator: bigint): Cents {
  return Number((numerator * 2n + denominator) / (2n * denominator));
}

const PPM = 1_000_000n;

/** The Method II result: the period's rounded New York State amount and the unrounded annual tax. */
interface MethodIIResult {
  readonly regularTax: Cents;
  readonly annualTaxScaled: number;
}

/** Method II's arithmetic on a period's wages, each amount as its trace shows it. */
interface AnnualTableTax {
  readonly annualWages: Cents;
  readonly netWages: Cents;
  readonly row: WithholdingRow;
  readonly annualTaxScaled: number;
  readonly periodTax: Cents;
}

/**
 * Method II as the state and New York City share it: annual wages less the deduction allowance
 * and the exemption allowances (not below 0), taxed by the annual table, divided by the periods
 * with one rounding.
 */
function calculateAnnualTableTax(
  input: { wages: Cents; periodsPerYear: number },
  allowances: Cents,
  table: WithholdingTable,
): AnnualTableTax {
  const annualWages = input.wages * input.periodsPerYear;
  const netWages = Math.max(0, annualWages - allowances);
  const row = findTableRow(table, netWages);
  const annualTaxScaled = calculateRowTaxScaled(row, netWages);
  const periodTax =
    annualTaxScaled > 0 ? divideRounded(annualTaxScaled, SCALE * input.periodsPerYear) : 0;
  return { annualWages, netWages, row, annualTaxScaled, periodTax };
}

/**
 * Method II on regular wages, annualized: wages x periods are taxed by the annual table and divided
 * back with one rounding. The 1/23 per-period tables were not available (state-2025 notes 2.4);
 * the printed per-period tables round their thresholds and may differ by a cent.
 */
function calculateMethodII(
  params: NyParameters,
  input: { wages: Cents; periodsPerYear: number; certificate: NyCertificate },
  trace: TraceSink,
): MethodIIResult {
  const { wages, periodsPerYear: periods } = input;
  const { allowances } = input.certificate;
  const status = readTableStatus(input.certificate);
  const deductionAllowance = params.deductionAllowance.value[status];
  const exemptionAllowances = allowances * params.exemptionAllowance.value;
  const { annualWages, netWages, row, annualTaxScaled, periodTax } = calculateAnnualTableTax(
    input,
    deductionAllowance + exemptionAllowances,
    params.rateTables.value[status],
  );
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
        periodTax,
        METHOD_II,
      ),
    );
  }
  return { regularTax: periodTax, annualTaxScaled };
}

/**
 * Yonkers resident surcharge: the surcharge rate of the unrounded Method II New York State amount
 * for the period (NYS-50-T-Y Method II), and of the state's supplemental rate on supplemental wages
 * (20 NYCRR 251.1(b)); rounded once each.
 */
function calculateYonkersSurcharge(
  params: NyParameters,
  input: { annualTaxScaled: number; periodsPerYear: number; supplementalWages: Cents },
  trace: TraceSink,
): Cents {
  const rate = params.yonkersSurchargeRate.value;
  const periods = input.periodsPerYear;
  const regular = divideRoundedBig(
    BigInt(Math.max(0, input.annualTaxScaled)) * BigInt(rate),
    BigInt(SCALE * periods) * PPM,
  );
  const supplemental = divideRoundedBig(
    BigInt(input.supplementalWages) * BigInt(params.supplementalRate.value) * BigInt(rate),
    PPM * PPM,
  );
  if (trace) {
    trace.push(
      money(
        'state.ny.yonkers.regular',
        `Yonkers resident surcharge: ${formatPercentExact(rate)} of the annual Method II amount / ${periods}, rounded half up`,
        regular,
        params.yonkersSurchargeRate.citation,
      ),
    );
    if (input.supplementalWages > 0) {
      trace.push(
        money(
          'state.ny.yonkers.supplemental',
          `Yonkers resident surcharge on supplemental wages: ${formatPercentExact(rate)} of ${formatPercent(params.supplementalRate.value)} of ${formatUsd(input.supplementalWages)}`,
          supplemental,
          params.yonkersSurchargeRate.citation,
        ),
      );
    }
  }
  return regular + supplemental;
}

/**
 * New York City resident tax by NYS-50-T-NYC Method II, annualized as the state's: annual wages
 * less the deduction allowance and the line 2 exemption allowances, the annual table (one for
 * single and married), divided by the periods with one rounding; supplemental wages at the flat
 * rate. The per-period tables print rounded thresholds and amounts, so their result may differ by
 * a cent.
 */
function calculateNewYorkCityTax(
  params: NyParameters,
  input: {
    wages: Cents;
    supplementalWages: Cents;
    periodsPerYear: number;
    certificate: NyCertificate;
  },
  trace: TraceSink,
): Cents {
  const periods = input.periodsPerYear;
  const { nycAllowances } = input.certificate;
  const status = readTableStatus(input.certificate);
  const deductionAllowance = params.nycDeductionAllowance.value[status];
  const { annualWages, netWages, row, annualTaxScaled, periodTax } = calculateAnnualTableTax(
    input,
    deductionAllowance + nycAllowances * params.nycExemptionAllowance.value,
    params.nycRateTable.value,
  );
  const supplemental = applyFlatRate(input.supplementalWages, params.nycSupplementalRate.value);
  if (trace) {
    trace.push(
      money(
        'state.ny.nyc.net-wages',
        `New York City net annual wages: ${formatUsd(annualWages)} less the ${status} deduction allowance ${formatUsd(deductionAllowance)} and ${nycAllowances} x ${formatUsd(params.nycExemptionAllowance.value)} (not below 0)`,
        netWages,
        params.nycDeductionAllowance.citation,
      ),
      money(
        'state.ny.nyc.table',
        `New York City table: ${formatUsd(row.baseTax)} plus ${formatPercent(row.rate)} of the excess over ${formatUsd(row.excessOver)} (shown rounded)`,
        divideRounded(annualTaxScaled, SCALE),
        params.nycRateTable.citation,
      ),
      money(
        'state.ny.nyc.regular',
        `New York City resident tax on regular wages: annual tax / ${periods}, rounded half up`,
        periodTax,
        params.nycRateTable.citation,
      ),
    );
    if (input.supplementalWages > 0) {
      trace.push(
        money(
          'state.ny.nyc.supplemental',
          `New York City resident tax on supplemental wages: ${formatPercent(params.nycSupplementalRate.value)} of ${formatUsd(input.supplementalWages)}`,
          supplemental,
          params.nycSupplementalRate.citation,
        ),
      );
    }
  }
  return periodTax + supplemental;
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
  ...NY_DATA,
  certificate: {
    ...NY_DATA.certificate,
    // The spec's legacy fields know no IT-2104 line 3 to 5 amounts; head of household uses single.
    fromLegacyFields: ({ filingStatus, allowances }): NyCertificate => ({
      filingStatus: filingStatus === 'married-joint' ? 'married' : 'single',
      allowances,
      locality: 'neither',
      nycAllowances: 0,
      extraWithholding: 0,
      nycExtraWithholding: 0,
      yonkersExtraWithholding: 0,
    }),
  },
  describePrograms(params) {
    return {
      'ny-dbl': { rate: params.dblRate },
      'ny-pfl': { rate: params.pflRate },
    };
  },
  calculate(params, input, trace) {
    const { regularTax, annualTaxScaled } = calculateMethodII(params, input, trace);
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
    const { certificate } = input;
    const stateExtra = withholdAdditionalAmount(
      'state.ny',
      {
        amount: certificate.extraWithholding,
        label: 'IT-2104 line 3 additional New York State amount',
        citation: IT_2104,
        step: 'extra',
      },
      trace,
    );
    const wagesThisPeriod = input.wages + input.supplementalWages;
    return [
      { programId: 'ny-income-tax', amount: regularTax + supplementalTax + stateExtra },
      {
        programId: 'ny-nyc-income-tax',
        amount:
          certificate.locality === 'new-york-city'
            ? calculateNewYorkCityTax(params, input, trace) +
              withholdAdditionalAmount(
                'state.ny.nyc',
                {
                  amount: certificate.nycExtraWithholding,
                  label: 'IT-2104 line 4 additional New York City amount',
                  citation: IT_2104,
                  step: 'extra',
                },
                trace,
              )
            : 0,
      },
      {
        programId: 'ny-yonkers-income-tax',
        amount:
          certificate.locality === 'yonkers'
            ? calculateYonkersSurcharge(
                params,
                {
                  annualTaxScaled,
                  periodsPerYear: input.periodsPerYear,
                  supplementalWages: input.supplementalWages,
                },
                trace,
              ) +
              withholdAdditionalAmount(
                'state.ny.yonkers',
                {
                  amount: certificate.yonkersExtraWithholding,
                  label: 'IT-2104 line 5 additional Yonkers amount',
                  citation: IT_2104,
                  step: 'extra',
                },
                trace,
              )
            : 0,
      },
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
        label: 'New York City resident tax',
        value: `NYS-50-T-NYC exact calculation method, allowances from IT-2104 line 2, for New York City residents; ${formatPercentExact(params.nycSupplementalRate.value)} of supplemental wages`,
        citation: `${params.nycRateTable.citation}; ${params.nycSupplementalRate.citation}`,
      },
      {
        label: 'Yonkers resident surcharge',
        value: `${formatPercentExact(params.yonkersSurchargeRate.value)} of the New York State amount, for Yonkers residents on IT-2104`,
        citation: params.yonkersSurchargeRate.citation,
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
