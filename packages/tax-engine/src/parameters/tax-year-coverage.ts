import { US_STATES, type StateCode } from '@paylab/shared/constants';

import { STATE_CONFORMITY } from '../benefits/state-conformity';
import { findStateRule } from '../states/registry';
import type { Parameter } from './parameter';
import {
  BENEFIT_PARAMETERS,
  FEDERAL_PARAMETERS,
  FEDERAL_RATE_SCHEDULE_PARAMETERS,
  FICA_PARAMETERS,
  FORM_940_PARAMETERS,
  SPEC_SIMPLIFIED_PARAMETERS,
  UNEMPLOYMENT_PARAMETERS,
} from './parameter-groups';

/*
 * Which tax years PayLab holds, per jurisdiction, derived from the dated values alone: adding a
 * year is adding values (docs/adding-a-tax-year.md), and this follows.
 *
 * A parameter is current in year Y when one of its values takes effect in Y. A value confirmed
 * unchanged for Y is written again as a value effective in Y that cites Y's publication (as Pub 15
 * (2026) restates the 6.2% social security rate), rather than marked on the old value, so that the
 * citation a user reads on a Y paycheck names Y's publication. A jurisdiction is then:
 * - modelled in Y: every one of its parameters is current in Y (one with no dated parameters, a
 *   state without a tax on wages, is modelled in every year from the first);
 * - carried-forward: every parameter has a value in force in Y, and some were set in an earlier
 *   year; a paycheck applies them and warns, naming the jurisdiction;
 * - not-modelled: no rule, or some parameter has no value in force in Y at all.
 * A parameter of a law that begins after Y (isAbsentBeforeFirstValue, ADR 0051) is no part of Y.
 */

export type CoverageStatus = 'modelled' | 'carried-forward' | 'not-modelled';

export interface JurisdictionCoverage {
  /**
   * `federal`, `fica`, `form-940`, `benefits`, `deduction-treatment`, `spec-simplified`, or a
   * state's code.
   */
  readonly id: string;
  /** What a warning names, e.g. "Illinois". */
  readonly name: string;
  readonly status: CoverageStatus;
  /**
   * The year of the oldest values applied: the tax year itself when modelled, an earlier one when
   * carried forward, null when not modelled.
   */
  readonly valuesYear: number | null;
  /** Names of the parameters whose values in force were set in an earlier year. */
  readonly carriedForward: readonly string[];
}

export interface TaxYearCoverage {
  readonly year: number;
  /** Pub 15-T withholding, the supplemental rates and the statutory rate schedules. */
  readonly federal: JurisdictionCoverage;
  /** Social security, Medicare, FUTA and the SUTA wage base. */
  readonly fica: JurisdictionCoverage;
  /** The FUTA credit reduction states, settled on Form 940 Schedule A. */
  readonly form940: JurisdictionCoverage;
  /** The deduction limits (elective deferrals, catch-ups, HSA, FSAs, transportation). */
  readonly benefits: JurisdictionCoverage;
  /** Which wage bases each deduction lowers, federally and by each state's conformity. */
  readonly deductionTreatment: JurisdictionCoverage;
  /** The product spec's own model (rule set spec-simplified-2025). */
  readonly specSimplified: JurisdictionCoverage;
  /** Each of the 50 states and DC. */
  readonly states: Readonly<Record<StateCode, JurisdictionCoverage>>;
}

type ParameterList = readonly Parameter<unknown>[];

const FEDERAL: ParameterList = [
  ...Object.values(FEDERAL_PARAMETERS),
  ...Object.values(FEDERAL_RATE_SCHEDULE_PARAMETERS),
];
const FICA: ParameterList = [
  ...Object.values(FICA_PARAMETERS),
  ...Object.values(UNEMPLOYMENT_PARAMETERS),
];
// The limits and the tax treatment are researched apart and change in different years, so each
// says for itself whether it holds the pay date's year.
const { federalTreatment, ...limits } = BENEFIT_PARAMETERS;
const BENEFIT_LIMITS: ParameterList = Object.values(limits);
const DEDUCTION_TREATMENT: ParameterList = [federalTreatment, ...Object.values(STATE_CONFORMITY)];

function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** The first tax year PayLab holds: the year of the first federal value. */
export const FIRST_TAX_YEAR = Math.min(
  ...FEDERAL.map((parameter) => yearOf(parameter.values[0]!.effectiveFrom)),
);

function describeCoverage(
  id: string,
  name: string,
  parameters: ParameterList,
  year: number,
): JurisdictionCoverage {
  if (year < FIRST_TAX_YEAR) {
    return { id, name, status: 'not-modelled', valuesYear: null, carriedForward: [] };
  }
  const firstDay = `${year}-01-01`;
  const carriedForward: string[] = [];
  let valuesYear = year;
  for (const parameter of parameters) {
    if (parameter.values.some((value) => yearOf(value.effectiveFrom) === year)) continue;
    const inForce = parameter.values.findLast((value) => value.effectiveFrom < firstDay);
    // A law that begins in a later year is no part of this year's: neither missing nor carried.
    if (!inForce && parameter.isAbsentBeforeFirstValue) continue;
    if (!inForce) return { id, name, status: 'not-modelled', valuesYear: null, carriedForward: [] };
    carriedForward.push(parameter.name);
    valuesYear = Math.min(valuesYear, yearOf(inForce.effectiveFrom));
  }
  return {
    id,
    name,
    status: carriedForward.length === 0 ? 'modelled' : 'carried-forward',
    valuesYear,
    carriedForward,
  };
}

function describeState(code: StateCode, name: string, year: number): JurisdictionCoverage {
  const rule = findStateRule(code);
  if (!rule)
    return { id: code, name, status: 'not-modelled', valuesYear: null, carriedForward: [] };
  return describeCoverage(code, rule.name, Object.values(rule.parameters), year);
}

const COVERAGE_BY_YEAR = new Map<number, TaxYearCoverage>();

/** Each jurisdiction's coverage of `year` (computed once per year). */
export function getTaxYearCoverage(year: number): TaxYearCoverage {
  const cached = COVERAGE_BY_YEAR.get(year);
  if (cached) return cached;
  const coverage: TaxYearCoverage = {
    year,
    federal: describeCoverage('federal', 'Federal income tax withholding', FEDERAL, year),
    fica: describeCoverage('fica', 'Social security, Medicare and unemployment taxes', FICA, year),
    form940: describeCoverage(
      'form-940',
      'FUTA credit reduction states (Form 940 Schedule A)',
      Object.values(FORM_940_PARAMETERS),
      year,
    ),
    benefits: describeCoverage('benefits', 'Deduction limits', BENEFIT_LIMITS, year),
    deductionTreatment: describeCoverage(
      'deduction-treatment',
      'Wage bases each deduction lowers (federal and state)',
      DEDUCTION_TREATMENT,
      year,
    ),
    specSimplified: describeCoverage(
      'spec-simplified',
      "Spec-simplified rule set (the product spec's model)",
      Object.values(SPEC_SIMPLIFIED_PARAMETERS),
      year,
    ),
    states: Object.fromEntries(
      US_STATES.map(([code, name]) => [code, describeState(code, name, year)]),
    ) as Record<StateCode, JurisdictionCoverage>,
  };
  COVERAGE_BY_YEAR.set(year, coverage);
  return coverage;
}

/** A year's coverage as the engine holds it (states by code) or as the API answers it (a list). */
export interface CoverageOfJurisdictions<J> {
  readonly federal: J;
  readonly fica: J;
  readonly form940: J;
  readonly benefits: J;
  readonly deductionTreatment: J;
  readonly specSimplified: J;
  readonly states: Readonly<Record<string, J>> | readonly J[];
}

/**
 * Every jurisdiction of a year's coverage, in the order the coverage table and the Compliance
 * Center list them: federal, FICA, Form 940, deductions, the spec's model, the states.
 */
export function listJurisdictionCoverage<J>(coverage: CoverageOfJurisdictions<J>): J[] {
  return [
    coverage.federal,
    coverage.fica,
    coverage.form940,
    coverage.benefits,
    coverage.deductionTreatment,
    coverage.specSimplified,
    ...Object.values(coverage.states),
  ];
}

/**
 * The tax years PayLab models: from the first year, each year in which some value takes effect
 * and both federal withholding and FICA are modelled (a state may still carry values forward).
 */
export function listModelledTaxYears(): number[] {
  const lastYear = Math.max(
    ...[...FEDERAL, ...FICA].flatMap((parameter) =>
      parameter.values.map((value) => yearOf(value.effectiveFrom)),
    ),
  );
  const years: number[] = [];
  for (let year = FIRST_TAX_YEAR; year <= lastYear; year += 1) {
    const { federal, fica } = getTaxYearCoverage(year);
    if (federal.status === 'modelled' && fica.status === 'modelled') years.push(year);
  }
  return years;
}

/**
 * The warning a jurisdiction carried forward into `year` gives ("Illinois: 2025 values applied to a
 * 2026 pay date"), or null when its values are that year's own.
 */
export function describeCarriedForward(
  coverage: JurisdictionCoverage,
  appliedTo: string,
): string | null {
  if (coverage.status !== 'carried-forward') return null;
  return `${coverage.name}: ${coverage.valuesYear} values applied to ${appliedTo}`;
}

/** Where the rule for a year without values of its own is stated, for the trace. */
export const CARRIED_FORWARD_CITATION =
  'PayLab api-conventions, "Pay periods, dates and tax years": a jurisdiction without values for the pay date\'s year applies its latest earlier values and says so; a pay date before the first year is refused';
