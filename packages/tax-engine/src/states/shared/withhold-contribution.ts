import { formatPercentExact, formatUsd, type Cents, type RatePpm } from '@paylab/shared/money';

import type { CitedValue } from '../../parameters/parameter';
import { money, type TraceSink } from '../../trace';
import type { ProgramTerms, StateLine } from '../state-rule';
import type { DeclaredContribution } from './load-state-data';
import { calculateCappedContribution } from './state-math';

/** An employee-paid program on wages: disability, family leave, unemployment, transit. */
export interface Contribution {
  /** Trace step, `state.<st>.<program>`. */
  readonly step: string;
  /** The program as the trace names it, e.g. "Temporary Disability Insurance". */
  readonly label: string;
  readonly rate: CitedValue<RatePpm>;
  /** The yearly wage base; null where the program has no wage limit. */
  readonly wageBase: CitedValue<Cents> | null;
}

/** This paycheck's wages, regular and supplemental, and the year's wages before it. */
interface ContributionWages {
  readonly wagesBefore: Cents;
  readonly wages: Cents;
  readonly supplementalWages: Cents;
}

/**
 * The employee's contribution to `contribution` on this paycheck's wages, regular and
 * supplemental, up to the yearly wage base, rounded on the year to date; traced as one step.
 */
export function withholdContribution(
  contribution: Contribution,
  input: ContributionWages,
  trace: TraceSink,
): Cents {
  const { rate, wageBase } = contribution;
  const { tax, taxableWages } = calculateCappedContribution({
    rate: rate.value,
    wagesBefore: input.wagesBefore,
    wagesThisPeriod: input.wages + input.supplementalWages,
    wageBase: wageBase?.value ?? null,
  });
  trace?.push(
    money(
      contribution.step,
      `${contribution.label}: ${formatPercentExact(rate.value)} of ${formatUsd(taxableWages)} (${wageBase ? `wages up to ${formatUsd(wageBase.value)} a year` : 'no wage limit'})`,
      tax,
      wageBase ? `${rate.citation}; ${wageBase.citation}` : rate.citation,
    ),
  );
  return tax;
}

/**
 * A rule's resolved parameters as a declared contribution reads them: one of a program that begins
 * in a later year is absent before its first value (ADR 0051).
 */
type ContributionParams = Readonly<Record<string, CitedValue<unknown> | undefined>>;

/** Whether every parameter `contribution` names is in force, i.e. its program has begun. */
function isInForce({ rates, wageBase }: DeclaredContribution, params: ContributionParams): boolean {
  for (const key of rates) if (params[key] === undefined) return false;
  return wageBase === null || params[wageBase] !== undefined;
}

/**
 * The lines of the contributions a state declares in its state.json, in their order: each the sum
 * of its rates on wages up to its wage base, traced as `<prefix>.<program>` (`state.co.famli` for
 * `co-famli`); 0, untraced, for a program not yet begun on the pay date. The loader has checked
 * that each named parameter is read as a rate or as cents.
 */
export function withholdDeclaredContributions(
  contributions: readonly DeclaredContribution[],
  params: ContributionParams,
  prefix: string,
  input: ContributionWages,
  trace: TraceSink,
): StateLine[] {
  const lines: StateLine[] = [];
  pushDeclaredContributions(lines, contributions, params, prefix, input, trace);
  return lines;
}

/** withholdDeclaredContributions onto `lines`, after the lines a rule computed itself. */
export function pushDeclaredContributions(
  lines: StateLine[],
  contributions: readonly DeclaredContribution[],
  params: ContributionParams,
  prefix: string,
  input: ContributionWages,
  trace: TraceSink,
): void {
  for (const contribution of contributions) {
    lines.push({
      programId: contribution.programId,
      amount: !isInForce(contribution, params)
        ? 0
        : trace
          ? withholdContribution(nameContribution(contribution, params, prefix), input, trace)
          : calculateDeclaredContribution(contribution, params, input),
    });
  }
}

/** A declared contribution as the trace names and cites it, step `<prefix>.<program>`. */
function nameContribution(
  contribution: DeclaredContribution,
  params: ContributionParams,
  prefix: string,
): Contribution {
  const { programId } = contribution;
  const { rate, wageBase } = resolveContribution(contribution, params);
  return {
    step: `${prefix}.${programId.slice(programId.indexOf('-') + 1)}`,
    label: contribution.traceLabel,
    rate,
    wageBase,
  };
}

/**
 * A declared contribution's amount when no trace is asked for: its rates summed as numbers, so no
 * citation is joined and no step named.
 */
function calculateDeclaredContribution(
  { rates, wageBase }: DeclaredContribution,
  params: ContributionParams,
  input: ContributionWages,
): Cents {
  let rate = 0;
  for (const key of rates) rate += (params[key] as CitedValue<RatePpm>).value;
  return calculateCappedContribution({
    rate,
    wagesBefore: input.wagesBefore,
    wagesThisPeriod: input.wages + input.supplementalWages,
    wageBase: wageBase === null ? null : (params[wageBase] as CitedValue<Cents>).value,
  }).tax;
}

/**
 * Each declared contribution's rate and wage base, by program id, as `GET /api/tax/states` lists
 * them: the registry adds these to what a rule's `describePrograms` gives, so no rule repeats them.
 * A program not yet begun on the date has none.
 */
export function describeDeclaredContributions(
  contributions: readonly DeclaredContribution[],
  params: ContributionParams,
): Readonly<Record<string, ProgramTerms>> {
  return Object.fromEntries(
    contributions
      .filter((contribution) => isInForce(contribution, params))
      .map((contribution) => [contribution.programId, resolveContribution(contribution, params)]),
  );
}

/** The ids of the declared contributions whose programs have not begun on the date of `params`. */
export function listContributionsNotBegun(
  contributions: readonly DeclaredContribution[],
  params: ContributionParams,
): string[] {
  return contributions
    .filter((contribution) => !isInForce(contribution, params))
    .map(({ programId }) => programId);
}

/** A contribution's rate (the sum of its rates, their citations joined) and wage base. */
function resolveContribution(
  { rates, wageBase }: DeclaredContribution,
  params: ContributionParams,
): Pick<Contribution, 'rate' | 'wageBase'> {
  // One rate is the usual case; it needs no sum.
  let rate = params[rates[0]!] as CitedValue<RatePpm>;
  if (rates.length > 1) {
    const all = rates.map((key) => params[key] as CitedValue<RatePpm>);
    rate = {
      value: all.reduce((sum, { value }) => sum + value, 0),
      citation: all.map(({ citation }) => citation).join('; '),
    };
  }
  return {
    rate,
    wageBase: wageBase === null ? null : (params[wageBase] as CitedValue<Cents>),
  };
}
