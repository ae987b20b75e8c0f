import type { Cents } from '@paylab/shared/money';
import { findCertificateProblem, type CertificateValues } from '@paylab/shared/state-certificate';

import { TaxEngineInputError } from '../../errors';
import type { StatePayDate, TaxYearParameters } from '../../parameters/resolve-tax-year-parameters';
import { describeUnmodelledState, findStateRule } from '../../states/registry';
import {
  resolveParameterGroup,
  type ParameterGroup,
  type ResolvedGroup,
  type StateLineKind,
  type StateRule,
} from '../../states/state-rule';
import { money, note, type TraceSink } from '../../trace';
import type { PaycheckInput, PaycheckStateLine, YearToDate } from '../../types';

/** The kinds the spec's `stateIncomeTax` sums; every other kind is a contribution kept whole. */
export function isIncomeTaxKind(kind: StateLineKind): boolean {
  return kind === 'income-tax' || kind === 'local-income-tax';
}

/** The sum of the lines of the given kinds. */
export function sumStateLines(
  lines: readonly PaycheckStateLine[],
  isCounted: (kind: StateLineKind) => boolean,
): Cents {
  let sum = 0;
  for (const line of lines) if (isCounted(line.kind)) sum += line.amount;
  return sum;
}

/**
 * Why the work state gets no rule: the registry has none for it. PayLab withholds no state tax
 * and says so on every paycheck, under either rule set.
 */
const NOT_MODELLED_CITATION =
  'PayLab architecture, deliberate departure 5: a work state without rules in PayLab withholds no state tax';

/**
 * The stored certificate is checked against the work state's fields before either rule set runs,
 * so a bad one is refused (TaxEngineInputError on `stateCertificate.<field>`) whatever the company
 * computes with.
 */
export function validateStateCertificate(rule: StateRule | undefined, input: PaycheckInput): void {
  const certificate = input.stateCertificate;
  if (certificate === undefined) return;
  if (typeof certificate !== 'object' || certificate === null || Array.isArray(certificate))
    throw new TaxEngineInputError('stateCertificate', 'stateCertificate must be an object');
  const fields = rule?.certificate.fields ?? [];
  const problem = findCertificateProblem(fields, certificate);
  if (problem) throw new TaxEngineInputError(`stateCertificate.${problem.key}`, problem.message);
}

/** What the pay date holds for the work state `state` (as validated), made on its first paycheck. */
export function findStatePayDate(params: TaxYearParameters, state: string): StatePayDate {
  let found = params.states.get(state);
  if (!found) {
    found = {
      rule: findStateRule(state),
      parameters: undefined,
      coverageWarnings: [undefined, undefined, undefined, undefined],
    };
    params.states.set(state, found);
  }
  return found;
}

/** The state's parameters on the pay date, resolved once per pay date and state. */
function resolveStateParameters(
  params: TaxYearParameters,
  statePayDate: StatePayDate,
  rule: StateRule,
): ResolvedGroup<ParameterGroup> {
  statePayDate.parameters ??= resolveParameterGroup(rule.parameters, params.payDate);
  return statePayDate.parameters;
}

/**
 * The certificate the rule reads: a stored one over the rule's defaults; without one, what the
 * spec's employee fields say for a state whose certificate they stood for (CA, NY); else the
 * defaults, the state's "no certificate on file".
 */
function resolveCertificate(rule: StateRule, input: PaycheckInput): CertificateValues {
  const { defaults, fromLegacyFields } = rule.certificate;
  if (input.stateCertificate !== undefined) return { ...defaults, ...input.stateCertificate };
  if (!fromLegacyFields) return defaults;
  return fromLegacyFields({
    filingStatus: input.stateFilingStatus ?? input.filingStatus,
    allowances: input.stateAllowances,
    estimatedDeductionAllowances: input.stateEstimatedDeductionAllowances ?? 0,
  });
}

/**
 * What earlier paychecks withheld for each of the rule's programs. A caller that gives
 * `ytd.stateLines` knows them all (absent: 0); one that gives only the spec's
 * `ytd.paidFamilyLeave` knows the family-leave lines; one that gives neither knows none (`{}`).
 */
const NONE_KNOWN: Readonly<Record<string, Cents>> = Object.freeze({});

function buildLinesBefore(rule: StateRule, ytd: YearToDate): Readonly<Record<string, Cents>> {
  const known = ytd.stateLines;
  const familyLeave = ytd.paidFamilyLeave;
  if (known === undefined && familyLeave === undefined) return NONE_KNOWN;
  const before: Record<string, Cents> = {};
  for (const program of rule.programs) {
    const amount =
      known?.[program.id] ?? (program.kind === 'family-leave' ? familyLeave : undefined);
    if (amount !== undefined || known !== undefined) before[program.id] = amount ?? 0;
  }
  return before;
}

function checkAmount(rule: StateRule, programId: string, amount: Cents): Cents {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new Error(`${rule.code} rule returned ${amount} for ${programId}`);
  return amount;
}

/** The rule's lines in `programs` order, labelled; a line for a program it does not declare is a bug. */
function toPaycheckLines(
  rule: StateRule,
  computed: readonly { programId: string; amount: Cents }[],
): PaycheckStateLine[] {
  const { programs } = rule;
  // The contract's usual shape, one line per program in order, costs no lookup.
  let isInProgramOrder = computed.length === programs.length;
  for (let index = 0; isInProgramOrder && index < programs.length; index += 1)
    isInProgramOrder = computed[index]!.programId === programs[index]!.id;
  if (isInProgramOrder) {
    return programs.map((program, index) => ({
      programId: program.id,
      kind: program.kind,
      label: program.label,
      amount: checkAmount(rule, program.id, computed[index]!.amount),
    }));
  }
  const amounts = new Map<string, Cents>();
  for (const line of computed) {
    if (!programs.some((program) => program.id === line.programId))
      throw new Error(`${rule.code} rule returned a line for undeclared program ${line.programId}`);
    const amount = checkAmount(rule, line.programId, line.amount);
    amounts.set(line.programId, (amounts.get(line.programId) ?? 0) + amount);
  }
  return programs.map((program) => ({
    programId: program.id,
    kind: program.kind,
    label: program.label,
    amount: amounts.get(program.id) ?? 0,
  }));
}

export interface StateWithholdingContext {
  state: string;
  periodsPerYear: number;
  /** Regular wages this period in the state's base: gross less the deductions it excludes. */
  wages: Cents;
  /** Supplemental wages this period in the state's base. */
  supplementalWages: Cents;
  /** The state's wages paid earlier in the calendar year, regular plus supplemental. */
  wagesBefore: Cents;
  /** This paycheck's federal income tax (regular and supplemental, without the extra amount). */
  federalIncomeTax: Cents;
  /** This paycheck's employee social security, Medicare and Additional Medicare tax. */
  ficaTax: Cents;
}

/**
 * The work state's employee withholding under the official rules, one line per program of its
 * registered rule; a state without a rule withholds nothing and warns.
 */
export function calculateStateTaxes(
  params: TaxYearParameters,
  input: PaycheckInput,
  statePayDate: StatePayDate,
  context: StateWithholdingContext,
  warnings: string[],
  trace: TraceSink,
): PaycheckStateLine[] {
  const { state } = context;
  const { rule } = statePayDate;
  if (!rule) {
    const warning = describeUnmodelledState(state);
    warnings.push(warning);
    trace?.push(note('state.not-modelled', warning, NOT_MODELLED_CITATION));
    return [];
  }
  const computed = rule.calculate(
    resolveStateParameters(params, statePayDate, rule),
    {
      payDate: input.payDate,
      payFrequency: input.payFrequency,
      periodsPerYear: context.periodsPerYear,
      wages: context.wages,
      supplementalWages: context.supplementalWages,
      wagesBefore: context.wagesBefore,
      linesBefore: buildLinesBefore(rule, input.ytd),
      federalFilingStatus: input.filingStatus,
      federalW4: input.w4,
      federalAllowances: input.allowances,
      federalIncomeTax: context.federalIncomeTax,
      ficaTax: context.ficaTax,
      certificate: resolveCertificate(rule, input),
    },
    trace,
    warnings,
  );
  const lines = toPaycheckLines(rule, computed);
  if (trace) {
    for (const line of lines) {
      if (line.kind !== 'income-tax') continue;
      trace.push(
        money(
          'state.income-tax',
          `${line.label} withheld`,
          line.amount,
          rule.compliance.publication,
        ),
      );
    }
  }
  return lines;
}

/**
 * Lines for amounts computed by kind (the spec-simplified model): each program of the state's
 * rule gets the amount of its kind, the first program of a kind taking it all.
 */
export function toLinesByKind(
  rule: StateRule | undefined,
  amounts: Partial<Record<StateLineKind, Cents>>,
): PaycheckStateLine[] {
  if (!rule) return [];
  const taken = new Set<StateLineKind>();
  return rule.programs.map((program) => {
    const isFirstOfKind = !taken.has(program.kind);
    taken.add(program.kind);
    return {
      programId: program.id,
      kind: program.kind,
      label: program.label,
      amount: isFirstOfKind ? (amounts[program.kind] ?? 0) : 0,
    };
  });
}
