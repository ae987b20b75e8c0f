import { formatPercent, formatUsd, type Cents, type RatePpm } from '@paylab/shared/money';

import type { MarginalBracket } from '../../parameters/schedules';
import { money, type TraceSink } from '../../trace';
import { calculateFormulaWithholding } from '../shared/calculate-formula-withholding';
import { defineStateData, read } from '../shared/load-state-data';
import { listOptionLabels } from '../shared/certificate-fields';
import { selectSingleOrMarried } from '../shared/select-status';
import {
  applyFlatRate,
  dividePerPeriod,
  taxFromBrackets,
  taxFromTable,
} from '../shared/state-math';
import { withholdAdditionalAmount } from '../shared/withhold-income-tax';
import { defineStateRule, type ResolvedGroup } from '../state-rule';
import data from './state.json' with { type: 'json' };

const PREFIX = 'state.md';
const PUBLICATION = 'Comptroller of Maryland, Maryland Employer Withholding Guide (January 2025)';
const NONRESIDENT = 'nonresident';

/** Maryland's 23 counties and Baltimore City, the local jurisdictions of Form MW507. */
const MD_COUNTIES = [
  'allegany',
  'anne-arundel',
  'baltimore-city',
  'baltimore-county',
  'calvert',
  'caroline',
  'carroll',
  'cecil',
  'charles',
  'dorchester',
  'frederick',
  'garrett',
  'harford',
  'howard',
  'kent',
  'montgomery',
  'prince-georges',
  'queen-annes',
  'st-marys',
  'somerset',
  'talbot',
  'washington',
  'wicomico',
  'worcester',
] as const;

type MdCounty = (typeof MD_COUNTIES)[number];

/** A county's 2025 rate: one rate on all taxable income, or brackets by filing status. */
type MdLocalRate =
  | { readonly kind: 'flat'; readonly rate: RatePpm }
  | {
      readonly kind: 'brackets';
      readonly single: readonly MarginalBracket[];
      readonly married: readonly MarginalBracket[];
    };

/** The two rate columns of Form MW507: single (also married withholding at the single rate) and married. */
const MD_SCHEDULE_STATUSES = ['single', 'married'] as const;
type MdScheduleStatus = (typeof MD_SCHEDULE_STATUSES)[number];

/** The standard deduction: a share of annual wages between a minimum and maximum, or a flat amount. */
type MdStandardDeduction =
  | {
      readonly kind: 'percent-of-wages';
      readonly rate: RatePpm;
      readonly minimum: Cents;
      readonly maximum: Cents;
    }
  | { readonly kind: 'flat'; readonly amount: Cents };

const MD_DATA = defineStateData(
  data,
  {
    exemption: read.cents,
    standardDeduction: read.variant({
      'percent-of-wages': read.fields({
        rate: read.rate,
        minimum: read.cents,
        maximum: read.cents,
      }),
      flat: read.fields({ amount: read.cents }),
    }),
    stateSchedules: read.byKey(MD_SCHEDULE_STATUSES, read.table),
    withholdingFloor: read.cents,
    localRates: read.byKey(
      MD_COUNTIES,
      read.variant({
        flat: read.fields({ rate: read.rate }),
        brackets: read.fields({ single: read.brackets, married: read.brackets }),
      }),
    ),
    nonresidentRate: read.rate,
    supplementalStateRate: read.rate,
  },
  { county: [...MD_COUNTIES, NONRESIDENT] },
);

type MdResidence = MdCounty | typeof NONRESIDENT;

const COUNTY_LABELS = listOptionLabels(MD_DATA.certificate.fields, 'county');

function selectResidence(value: string): MdResidence | undefined {
  if (value === NONRESIDENT) return NONRESIDENT;
  return MD_COUNTIES.find((county) => county === value);
}

function calculateStandardDeduction(deduction: MdStandardDeduction, annualWages: Cents): Cents {
  if (deduction.kind === 'flat') return deduction.amount;
  const share = applyFlatRate(annualWages, deduction.rate);
  return Math.min(deduction.maximum, Math.max(deduction.minimum, share));
}

function describeStandardDeduction(deduction: MdStandardDeduction): string {
  return deduction.kind === 'flat'
    ? `Standard deduction, flat ${formatUsd(deduction.amount)}`
    : `Standard deduction, ${formatPercent(deduction.rate)} of annual wages within ${formatUsd(deduction.minimum)} to ${formatUsd(deduction.maximum)}`;
}

function calculateLocalTax(rate: MdLocalRate, status: MdScheduleStatus, taxable: Cents): Cents {
  return rate.kind === 'flat'
    ? applyFlatRate(taxable, rate.rate)
    : taxFromBrackets(rate[status], taxable);
}

/** The county's highest rate, which lump-sum bonuses take. */
function findTopLocalRate(rate: MdLocalRate): number {
  return rate.kind === 'flat' ? rate.rate : Math.max(...rate.single.map((band) => band.rate));
}

function describeLocalRate(rate: MdLocalRate, status: MdScheduleStatus): string {
  return rate.kind === 'flat'
    ? formatPercent(rate.rate)
    : rate[status].map((band) => formatPercent(band.rate)).join(', ') + ` (${status} brackets)`;
}

type MdParams = ResolvedGroup<typeof MD_DATA.parameters>;

export const MD_RULE = defineStateRule({
  ...MD_DATA,
  calculate(params, input, trace, warnings) {
    const { certificate, periodsPerYear } = input;
    const status = selectSingleOrMarried(certificate.filingStatus);
    let residence = selectResidence(certificate.county);
    if (!residence) {
      warnings.push(
        `Maryland: county "${certificate.county}" is not a Maryland jurisdiction; the highest local rate (Baltimore City) was used`,
      );
      residence = 'baltimore-city';
    }
    const annualWages = input.wages * periodsPerYear;
    const standardDeduction = calculateStandardDeduction(
      params.standardDeduction.value,
      annualWages,
    );
    const exemptions = certificate.exemptions * params.exemption.value;
    const taxable = Math.max(0, annualWages - standardDeduction - exemptions);
    const isAtOrBelowFloor = taxable <= params.withholdingFloor.value;
    const table = params.stateSchedules.value[status];

    const stateRegular = calculateFormulaWithholding(
      {
        prefix: PREFIX,
        citation: PUBLICATION,
        basis: 'annual',
        subtractions: [
          {
            step: 'standard-deduction',
            label: () => describeStandardDeduction(params.standardDeduction.value),
            amount: standardDeduction,
            citation: params.standardDeduction.citation,
          },
          {
            step: 'exemptions',
            label: () =>
              `${certificate.exemptions} MW507 exemptions x ${formatUsd(params.exemption.value)}`,
            amount: exemptions,
            citation: params.exemption.citation,
          },
        ],
        computeTax: (amount) => {
          if (isAtOrBelowFloor) {
            return {
              label: () =>
                `Taxable wages at or below ${formatUsd(params.withholdingFloor.value)}: nothing withheld`,
              amount: 0,
              citation: params.withholdingFloor.citation,
            };
          }
          const stateTax = taxFromTable(table, amount);
          if (residence !== NONRESIDENT) {
            return {
              label: () => `Annual state tax, ${status} rates`,
              amount: stateTax,
              citation: params.stateSchedules.citation,
            };
          }
          return {
            label: () =>
              `Annual state tax, ${status} rates, plus the ${formatPercent(params.nonresidentRate.value)} special nonresident tax`,
            amount: stateTax + applyFlatRate(amount, params.nonresidentRate.value),
            citation: () => `${params.stateSchedules.citation}; ${params.nonresidentRate.citation}`,
          };
        },
        rounding: 'cent',
      },
      { wages: input.wages, periodsPerYear },
      trace,
    );

    const localRegular =
      residence === NONRESIDENT || isAtOrBelowFloor
        ? 0
        : calculateMdLocal(params, residence, status, taxable, periodsPerYear, trace);
    const supplemental = calculateMdSupplemental(params, residence, input.supplementalWages, trace);
    const extra = withholdAdditionalAmount(
      PREFIX,
      {
        amount: certificate.extraWithholding,
        label: 'MW507 line 2 additional withholding',
        citation: PUBLICATION,
        step: 'extra',
      },
      trace,
    );
    return [
      { programId: 'md-income-tax', amount: stateRegular + supplemental.state + extra },
      { programId: 'md-local-income-tax', amount: localRegular + supplemental.local },
    ];
  },
});

function calculateMdLocal(
  params: MdParams,
  county: MdCounty,
  status: MdScheduleStatus,
  taxable: Cents,
  periodsPerYear: number,
  trace: TraceSink,
): Cents {
  const rate = params.localRates.value[county];
  const annual = calculateLocalTax(rate, status, taxable);
  const perPeriod = dividePerPeriod(annual, periodsPerYear);
  trace?.push(
    money(
      `${PREFIX}.local`,
      `${COUNTY_LABELS.get(county)} tax: ${describeLocalRate(rate, status)} of ${formatUsd(taxable)} taxable, ${formatUsd(annual)} a year / ${periodsPerYear}`,
      perPeriod,
      params.localRates.citation,
    ),
  );
  return perPeriod;
}

/** Lump-sum bonuses: the top state rate, plus the county's top rate (or the nonresident rate). */
function calculateMdSupplemental(
  params: MdParams,
  residence: MdResidence,
  supplementalWages: Cents,
  trace: TraceSink,
): { state: Cents; local: Cents } {
  if (supplementalWages <= 0) return { state: 0, local: 0 };
  const stateRate =
    params.supplementalStateRate.value +
    (residence === NONRESIDENT ? params.nonresidentRate.value : 0);
  const localRate =
    residence === NONRESIDENT ? 0 : findTopLocalRate(params.localRates.value[residence]);
  const state = applyFlatRate(supplementalWages, stateRate);
  const local = applyFlatRate(supplementalWages, localRate);
  if (trace) {
    trace.push(
      money(
        `${PREFIX}.supplemental`,
        `State withholding on supplemental wages: ${formatPercent(stateRate)} of ${formatUsd(supplementalWages)}`,
        state,
        params.supplementalStateRate.citation,
      ),
    );
    if (local > 0) {
      trace.push(
        money(
          `${PREFIX}.local-supplemental`,
          `Local withholding on supplemental wages: ${formatPercent(localRate)} of ${formatUsd(supplementalWages)}`,
          local,
          params.localRates.citation,
        ),
      );
    }
  }
  return { state, local };
}
