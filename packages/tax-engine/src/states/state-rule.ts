import type { Cents, RatePpm } from '@paylab/shared/money';

import type { STATE_LINE_KINDS } from '@paylab/shared/constants';
import type { CertificateField, CertificateValues } from '@paylab/shared/state-certificate';

import {
  resolveParameterGroup,
  type CitedValue,
  type ParameterGroup,
  type ResolvedGroup,
} from '../parameters/parameter';
import type { TraceSink } from '../trace';
import type { FilingStatus, FormW4Amounts, PayFrequency } from '../types';
import type { DeclaredContribution } from './shared/load-state-data';

/**
 * The kinds of state withholding line a paycheck can carry (one list, STATE_LINE_KINDS in
 * packages/shared). Every line a state computes is one of these; the payroll record stores lines,
 * and the spec's `stateIncomeTax` / `stateDisabilityTax` columns are sums over kinds.
 */
export type StateLineKind = (typeof STATE_LINE_KINDS)[number];

/** One employee-paid program of a state (e.g. NJ Family Leave Insurance), declared once. */
export interface StateProgram {
  /** Stable id, `<st>-<program>` in kebab-case, e.g. `nj-fli`; it keys year-to-date amounts. */
  readonly id: string;
  readonly kind: StateLineKind;
  /** Pay stub and trace label, e.g. "NJ Family Leave Insurance". */
  readonly label: string;
  /** The short name employers print in W-2 box 14, e.g. "NJFLI"; absent when box 14 carries nothing. */
  readonly w2Box14Label?: string;
  /**
   * A `local-income-tax` program's certificate field naming the locality (a select, e.g. MD's
   * county): its chosen option's label is W-2 box 20.
   */
  readonly localityField?: string;
}

/** A program's rate and yearly wage base as the rule's parameters hold them on a date. */
export interface ProgramTerms {
  readonly rate?: CitedValue<RatePpm>;
  /** Null (or a null value): no wage limit. Left out: the rule states no yearly base (a per-period cap, say). */
  readonly wageBase?: CitedValue<Cents | null> | null;
}

/** One computed line of a paycheck. */
export interface StateLine {
  readonly programId: string;
  readonly amount: Cents;
}

export type { CertificateField, CertificateValues };

/**
 * The spec's employee fields that stood for a state certificate before certificates were stored:
 * the state filing status (defaulting to the federal one), state allowances and CA's DE 4
 * estimated-deduction allowances.
 */
export interface LegacyCertificateFields {
  readonly filingStatus: FilingStatus;
  readonly allowances: number;
  readonly estimatedDeductionAllowances: number;
}

export interface StateCertificate<C extends object> {
  /** The form's name, e.g. "IL-W-4"; "Federal Form W-4" where the state uses the federal form. */
  readonly form: string;
  readonly fields: readonly CertificateField[];
  /** What the state's publication says to use when no certificate is on file. */
  readonly defaults: C;
  /** Where the publication says what applies with no certificate on file. */
  readonly defaultsCitation?: string;
  /**
   * For a state whose certificate the spec's employee fields stood for (CA DE 4, NY IT-2104): the
   * certificate those fields say, used when no stored certificate is given. Absent: the defaults.
   */
  readonly fromLegacyFields?: (fields: LegacyCertificateFields) => C;
}

/** What a state's withholding function receives for one paycheck. */
export interface StateWithholdingInput<C extends object> {
  readonly payDate: string;
  readonly payFrequency: PayFrequency;
  readonly periodsPerYear: number;
  /** Regular wages this period. */
  readonly wages: Cents;
  /** Supplemental wages (bonuses) this period. */
  readonly supplementalWages: Cents;
  /** Regular plus supplemental wages paid earlier in the calendar year (wage bases bind on these). */
  readonly wagesBefore: Cents;
  /**
   * Each program's amount withheld earlier in the calendar year, by program id (absent: 0). The
   * engine gives every program of the rule when the caller knows them; `{}` means the caller gave
   * none, and a rule may then estimate from `wagesBefore` (NY PFL does, as it always has).
   */
  readonly linesBefore: Readonly<Record<string, Cents>>;
  /** Federal W-4 facts, for states that use the federal certificate or its filing status. */
  readonly federalFilingStatus: FilingStatus;
  readonly federalW4?: FormW4Amounts;
  /** Allowances of a 2019-or-earlier federal W-4 (states that still read them). */
  readonly federalAllowances: number;
  /**
   * This paycheck's federal income tax withheld on regular and supplemental wages (the extra W-4
   * Step 4(c) amount apart), for states that subtract it (AL, OR, ...).
   */
  readonly federalIncomeTax: Cents;
  /** This paycheck's employee social security plus Medicare tax, Additional Medicare included (MA subtracts FICA). */
  readonly ficaTax: Cents;
  /** The state certificate's values, already merged over the rule's defaults. */
  readonly certificate: C;
}

/** What the Compliance page shows for a state. */
export interface StateCompliance {
  /** The publication and edition the formula follows, e.g. "Booklet IL-700-T (R-12/24)". */
  readonly publication: string;
  /** One sentence on the method, e.g. "Per period: allowances subtract; flat 4.95%". */
  readonly method: string;
  /** What PayLab does not model for this state (local taxes, reciprocity, ...). */
  readonly notModelled: readonly string[];
  /**
   * `official`: every value read in the state's own publication; `secondary`: some only in two
   * agreeing secondary transcriptions; `uncertain`: some value is unconfirmed (see `uncertainties`).
   */
  readonly confidence: 'official' | 'secondary' | 'uncertain';
  /** Each value still UNCERTAIN, named with what is unknown; listed in docs/tax-coverage.md. */
  readonly uncertainties: readonly string[];
  /** The state's own returns and registrations an employer files (DE 9, NYS-45, RT-6, ...). */
  readonly filings?: readonly ComplianceLine[];
  /** The tax authority's pages for employers. */
  readonly resources?: readonly ComplianceResource[];
}

/** One cited line of the Compliance page. */
export interface ComplianceLine {
  readonly label: string;
  readonly value: string;
  readonly citation: string;
}

export interface ComplianceResource {
  readonly label: string;
  readonly href: string;
  readonly description: string;
}

export type { ParameterGroup, ResolvedGroup };
export { resolveParameterGroup };

/**
 * Everything PayLab knows of one work state, in one folder `states/<st>/`. The registry
 * (`STATE_RULES`) lists one per jurisdiction; every layer reads it, none names a state itself.
 */
export interface StateRule<
  G extends ParameterGroup = ParameterGroup,
  C extends object = CertificateValues,
> {
  /** Two-letter code, e.g. "IL". */
  readonly code: string;
  readonly name: string;
  readonly hasWageIncomeTax: boolean;
  /** The state's dated, cited parameters; resolved at the pay date before `calculate` runs. */
  readonly parameters: G;
  readonly programs: readonly StateProgram[];
  readonly certificate: StateCertificate<C>;
  readonly compliance: StateCompliance;
  /**
   * The programs that are a rate on wages up to a wage base, as the state's `state.json` declares
   * them; `calculate` withholds them with `withholdDeclaredContributions`.
   */
  readonly contributions?: readonly DeclaredContribution[];
  /**
   * The state's employee withholding for one paycheck: one line per program with a non-zero
   * amount or not, in `programs` order. Trace steps are named `state.<st>.<step>`; a warning is
   * pushed for anything the rule had to assume.
   */
  calculate(
    params: ResolvedGroup<G>,
    input: StateWithholdingInput<C>,
    trace: TraceSink,
    warnings: string[],
  ): readonly StateLine[];
  /**
   * What the Compliance page states for the state's withholding and each program, with the
   * values (rates, caps) read from its parameters in force on a date. Absent: the method only.
   */
  describeRequirements?(params: ResolvedGroup<G>): readonly ComplianceLine[];
  /**
   * Each program's single rate and wage base, by program id, where it has them (a flat income
   * tax): what `GET /api/tax/states` lists. The registry describes the declared `contributions`
   * from their parameters itself; any other program left out shows none.
   */
  describePrograms?(params: ResolvedGroup<G>): Readonly<Record<string, ProgramTerms>>;
}

/**
 * Declares a rule with its types inferred, so a state's folder needs no type annotations. The
 * certificate type is inferred from the defaults, widened (`false` is a boolean, `'single'` a
 * string); a rule whose code narrows a value (a select indexing a parameter) declares its type.
 *
 * Every rule and certificate gets the same keys in the same order, whatever the state spreads in:
 * the engine reads a rule's parts on every paycheck, and a read site that meets more than four
 * object shapes falls to the engine's slow, generic property lookup.
 */
export function defineStateRule<G extends ParameterGroup, C extends object>(
  rule: StateRule<G, C>,
): StateRule<G, C> {
  const { certificate } = rule;
  return {
    code: rule.code,
    name: rule.name,
    hasWageIncomeTax: rule.hasWageIncomeTax,
    parameters: rule.parameters,
    programs: rule.programs,
    certificate: {
      form: certificate.form,
      fields: certificate.fields,
      defaults: certificate.defaults,
      defaultsCitation: certificate.defaultsCitation,
      fromLegacyFields: certificate.fromLegacyFields,
    },
    compliance: rule.compliance,
    contributions: rule.contributions,
    calculate: rule.calculate,
    describeRequirements: rule.describeRequirements,
    describePrograms: rule.describePrograms,
  };
}

/** Resolves the rule's parameters at the pay date and runs it: what the engine and tests call. */
export function runStateRule<G extends ParameterGroup, C extends object>(
  rule: StateRule<G, C>,
  input: Omit<StateWithholdingInput<C>, 'certificate'> & { certificate?: Partial<C> },
  trace?: TraceSink,
  warnings: string[] = [],
): readonly StateLine[] {
  const certificate = { ...rule.certificate.defaults, ...input.certificate } as C;
  return rule.calculate(
    resolveParameterGroup(rule.parameters, input.payDate),
    { ...input, certificate },
    trace,
    warnings,
  );
}
