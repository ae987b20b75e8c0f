import { TaxEngineInputError } from '../errors';
import {
  resolveParameterGroup,
  type Parameter,
  type ParameterGroup,
  type ResolvedGroup,
} from './parameter';
import {
  BENEFIT_PARAMETERS,
  FEDERAL_PARAMETERS,
  FEDERAL_RATE_SCHEDULE_PARAMETERS,
  FICA_PARAMETERS,
  FORM_940_PARAMETERS,
  SPEC_SIMPLIFIED_PARAMETERS,
  UNEMPLOYMENT_PARAMETERS,
} from './parameter-groups';
import { FIRST_TAX_YEAR, getTaxYearCoverage, type TaxYearCoverage } from './tax-year-coverage';
import { listStateRules } from '../states/registry';
import type { StateRule } from '../states/state-rule';

/** Every parameter PayLab holds, for listings (Compliance Center) and data checks. */
// A state formula that reads a federal value (VT's supplemental rate, MA's FICA rates) holds the
// same parameter object in its group; the catalogue lists each parameter once.
export const TAX_PARAMETERS: readonly Parameter<unknown>[] = [
  ...new Set<Parameter<unknown>>(
    [
      FEDERAL_PARAMETERS,
      FICA_PARAMETERS,
      UNEMPLOYMENT_PARAMETERS,
      BENEFIT_PARAMETERS,
      SPEC_SIMPLIFIED_PARAMETERS,
      ...listStateRules().map((rule) => rule.parameters),
      FEDERAL_RATE_SCHEDULE_PARAMETERS,
      FORM_940_PARAMETERS,
    ].flatMap((group) => Object.values(group)),
  ),
];

/** Every parameter in force on one pay date: resolve once, then reuse for a whole pay run. */
export interface TaxYearParameters {
  readonly payDate: string;
  /** Calendar year of the pay date: every annual cap (wage bases, thresholds) runs over it. */
  readonly payYear: number;
  /**
   * Which jurisdictions have values of the pay date's year and which carry earlier ones forward;
   * a paycheck warns for each carried-forward jurisdiction it uses.
   */
  readonly coverage: TaxYearCoverage;
  readonly federal: ResolvedGroup<typeof FEDERAL_PARAMETERS>;
  readonly fica: ResolvedGroup<typeof FICA_PARAMETERS>;
  readonly unemployment: ResolvedGroup<typeof UNEMPLOYMENT_PARAMETERS>;
  readonly specSimplified: ResolvedGroup<typeof SPEC_SIMPLIFIED_PARAMETERS>;
  /** Which wage bases each deduction type lowers, and the limits of the year (issue 29). */
  readonly benefits: ResolvedGroup<typeof BENEFIT_PARAMETERS>;
  /**
   * What this pay date holds for each work state, by the code a paycheck gives, made the first
   * time a paycheck of that state needs it (findStatePayDate): a pay run looks each state up once
   * per paycheck, and resolves and words what it needs once per state.
   */
  readonly states: Map<string, StatePayDate>;
}

/** A work state's rule, its parameters and its paychecks' coverage warnings on one pay date. */
export interface StatePayDate {
  /** The registry's rule for the code; undefined where PayLab has none (not modelled). */
  readonly rule: StateRule | undefined;
  /** The rule's parameter group on the pay date, resolved the first time a paycheck needs it. */
  parameters: ResolvedGroup<ParameterGroup> | undefined;
  /**
   * The coverage warnings by rule set and whether the paycheck has deductions
   * (findCoverageWarnings numbers those four), each worded the first time one is needed.
   */
  readonly coverageWarnings: (readonly string[] | undefined)[];
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The calendar year of a YYYY-MM-DD date, or a TaxEngineInputError on `payDate`. */
export function parsePayDate(payDate: unknown): number {
  const match = typeof payDate === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(payDate) : null;
  if (!match) throw new TaxEngineInputError('payDate', 'payDate must be a date written YYYY-MM-DD');
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthLength = month === 2 && isLeapYear ? 29 : DAYS_IN_MONTH[month - 1];
  if (monthLength === undefined || day < 1 || day > monthLength) {
    throw new TaxEngineInputError('payDate', `payDate ${String(payDate)} is not a calendar date`);
  }
  return year;
}

/**
 * Resolves every parameter in force on `payDate`. A date before the first tax year is refused
 * (TaxEngineInputError on payDate); a jurisdiction without values of the pay date's year keeps its
 * latest earlier ones, and the paycheck says so (TaxYearParameters.coverage), because applying
 * stale law silently would mislead.
 */
export function resolveTaxYearParameters(payDate: string): TaxYearParameters {
  const payYear = parsePayDate(payDate);
  if (payYear < FIRST_TAX_YEAR) {
    throw new TaxEngineInputError(
      'payDate',
      `PayLab has tax rules from ${FIRST_TAX_YEAR}-01-01; a pay date of ${payDate} is earlier`,
    );
  }
  return {
    payDate,
    payYear,
    coverage: getTaxYearCoverage(payYear),
    federal: resolveParameterGroup(FEDERAL_PARAMETERS, payDate),
    fica: resolveParameterGroup(FICA_PARAMETERS, payDate),
    unemployment: resolveParameterGroup(UNEMPLOYMENT_PARAMETERS, payDate),
    specSimplified: resolveParameterGroup(SPEC_SIMPLIFIED_PARAMETERS, payDate),
    benefits: resolveParameterGroup(BENEFIT_PARAMETERS, payDate),
    states: new Map(),
  };
}
