import { z } from 'zod';
import {
  formatMoney,
  formatRate,
  MAX_ANNUAL_AMOUNT_CENTS,
  MAX_PAYCHECK_AMOUNT_CENTS,
  parseMoney,
  type Cents,
  type RatePpm,
} from '../money';
import {
  toEngineCertificate,
  type CertificateField,
  type CertificateValue,
  type CertificateValues,
} from '../state-certificate';
import { DEDUCTION_TYPES, HSA_COVERAGES, STATE_LINE_KINDS } from '../constants';
import {
  buildStateCertificateSchema,
  stateCertificateInputSchema,
  type FindCertificateFields,
} from './state-certificate';
import {
  boundedMoneySchema,
  dateSchema,
  filingStatusSchema,
  payFrequencySchema,
  ruleSetSchema,
  stateCodeSchema,
} from './common';

/** Allowances on a 2019-or-earlier W-4, a DE 4 or an IT-2104: whole numbers, as the employee form (spec section 5). */
export const TAX_MAX_ALLOWANCES = 99;

export const taxAllowanceCountSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'Enter a whole number of allowances' })
    .int('Enter a whole number of allowances')
    .min(0, 'Allowances cannot be negative')
    .max(TAX_MAX_ALLOWANCES, `At most ${TAX_MAX_ALLOWANCES} allowances`),
);

const ZERO = '0.00';

/** One paycheck's amount, and an annual one, within the tax engine's limits. */
const paycheckAmount = boundedMoneySchema(MAX_PAYCHECK_AMOUNT_CENTS, 'At most $99,999,999.99');
const annualAmount = boundedMoneySchema(MAX_ANNUAL_AMOUNT_CENTS, 'At most $90,000,000.00');

/**
 * A 2020-or-later Form W-4 (issue 3, item 5): its presence selects the 2020+ worksheet lines.
 * Annual dollars except `extraWithholding`, which is per pay period (Step 4(c)).
 */
export const taxW4AmountsSchema = z.strictObject({
  step2Checkbox: z.boolean({ error: 'Step 2 checkbox must be true or false' }).default(false),
  dependentsAmount: annualAmount.default(ZERO),
  otherIncome: annualAmount.default(ZERO),
  deductions: annualAmount.default(ZERO),
  extraWithholding: paycheckAmount.default(ZERO),
});

export const deductionTypeSchema = z.enum(DEDUCTION_TYPES, {
  error: `Choose a deduction type: ${DEDUCTION_TYPES.join(', ')}`,
});
export const hsaCoverageSchema = z.enum(HSA_COVERAGES, {
  error: 'Choose the HSA coverage: self-only or family',
});

/** One election for this paycheck (issue 29): per-period dollars of a type from the closed list. */
export const deductionElectionSchema = z.strictObject({
  type: deductionTypeSchema,
  amount: paycheckAmount,
});

/** At most as many elections as one paycheck plausibly carries; duplicates (after-tax) are allowed. */
const MAX_DEDUCTIONS = 50;

/** Amounts by deduction type, each optional; any other key is refused. */
const amountsByDeductionTypeSchema = z.strictObject(
  Object.fromEntries(DEDUCTION_TYPES.map((type) => [type, paycheckAmount.optional()])) as Record<
    (typeof DEDUCTION_TYPES)[number],
    z.ZodOptional<typeof paycheckAmount>
  >,
);

/** The employer's own contributions, which share the HSA and 415(c) limits with the employee's. */
export const employerContributionsSchema = z.strictObject({
  hsa: paycheckAmount.optional(),
  retirement: paycheckAmount.optional(),
});

/** Wages paid earlier in the calendar year, before this paycheck. */
export const taxYearToDateSchema = z.strictObject({
  grossPay: paycheckAmount.default(ZERO),
  supplementalPay: paycheckAmount.default(ZERO),
  /** Each deduction type taken earlier in the year, as applied: limits and earlier bases read them. */
  deductions: amountsByDeductionTypeSchema.optional(),
  /** Commuter transit and parking taken earlier in the pay date's month (monthly limits). */
  deductionsThisMonth: amountsByDeductionTypeSchema.optional(),
  employerContributions: employerContributionsSchema.optional(),
});

/**
 * `POST /api/tax/calculate` (issue 3, item 5): one stateless paycheck. Every optional field
 * defaults to zero, false or none; `ruleSet` defaults to the company setting and `payDate` to
 * today on the server. The Manual Pay Calculator builds the same object and checks it with this
 * schema before it runs the engine in the browser.
 */
export const taxCalculationInputSchema = z
  .strictObject({
    ruleSet: ruleSetSchema.optional(),
    payDate: dateSchema.optional(),
    payFrequency: payFrequencySchema,
    grossPay: paycheckAmount,
    supplementalPay: paycheckAmount.default(ZERO),
    annualSalary: annualAmount.optional(),
    filingStatus: filingStatusSchema,
    allowances: taxAllowanceCountSchema.default(0),
    stateAllowances: taxAllowanceCountSchema.default(0),
    additionalWithholding: paycheckAmount.default(ZERO),
    state: stateCodeSchema,
    stateCertificate: stateCertificateInputSchema.optional(),
    w4: taxW4AmountsSchema.optional(),
    ytd: taxYearToDateSchema.default({ grossPay: ZERO, supplementalPay: ZERO }),
    deductions: z
      .array(deductionElectionSchema)
      .max(MAX_DEDUCTIONS, `At most ${MAX_DEDUCTIONS} deductions`)
      .optional(),
    /** Decides catch-up contributions (age at the end of the pay date's year). */
    dateOfBirth: dateSchema.optional(),
    /**
     * Social security wages (Form W-2 box 3) from this employer in the year before the pay date's:
     * above the year's threshold, catch-up contributions must be Roth (26 U.S.C. 414(v)(7)).
     * Omitted: none.
     */
    priorYearSocialSecurityWages: annualAmount.optional(),
    /** Required with an `hsa` deduction. */
    hsaCoverage: hsaCoverageSchema.optional(),
    employerContributions: employerContributionsSchema.optional(),
  })
  .meta({
    description:
      'payDate from 2025-01-01 (the first tax rules PayLab has); grossPay times the pay periods of a year, plus w4.otherIncome, at most 90,000,000.00',
  });
/** What a client sends (amounts as strings or numbers, optional fields omitted). */
export type TaxCalculationRequest = z.input<typeof taxCalculationInputSchema>;
/** The request after validation: amounts normalised to "1234.50", defaults filled in. */
export type TaxCalculationInput = z.output<typeof taxCalculationInputSchema>;

const moneyText = z.string().describe('Amount in dollars with 2 decimals, e.g. "1234.50"');

export const TAX_TRACE_UNITS = ['cents', 'count', 'ppm', 'none'] as const;

export const taxTraceStepSchema = z.object({
  step: z.string(),
  label: z.string(),
  /**
   * Read with `unit`: dollars "1234.50" for cents, a whole number "26" for counts, a rate as a
   * decimal fraction "0.2200" for ppm (more places when the rate needs them), null for a note.
   */
  amount: z.string().nullable(),
  unit: z.enum(TAX_TRACE_UNITS),
  citation: z.string(),
});
export type TaxTraceStep = z.infer<typeof taxTraceStepSchema>;

/** One state program's withholding on a paycheck (the tax engine's PaycheckStateLine). */
export const stateLineSchema = z.object({
  /** `<st>-<program>`, e.g. `ca-sdi`. */
  programId: z.string(),
  kind: z.enum(STATE_LINE_KINDS),
  label: z.string(),
  amount: moneyText,
});
export type StateLine = z.infer<typeof stateLineSchema>;

/**
 * This paycheck's wages in each tax's base (ADR 0045): wages less the pre-tax deductions that
 * lower that base, before an annual wage base cuts them.
 */
export const taxableWagesSchema = z.object({
  federalIncomeTax: moneyText,
  socialSecurity: moneyText,
  medicare: moneyText,
  futa: moneyText,
  state: moneyText,
});
export type TaxableWagesText = z.infer<typeof taxableWagesSchema>;

/** One deduction as taken; `limitedFrom` is the election when a limit cut it. */
export const paycheckDeductionSchema = z.object({
  type: deductionTypeSchema,
  amount: moneyText,
  preTax: z.boolean(),
  limitedFrom: moneyText.optional(),
});
export type PaycheckDeductionText = z.infer<typeof paycheckDeductionSchema>;

/** A state line of a stateless calculation, with where its rate or method is published. */
export const calculatedStateLineSchema = stateLineSchema.extend({
  citation: z.string(),
});
export type CalculatedStateLine = z.infer<typeof calculatedStateLineSchema>;

export const taxCalculationResultSchema = z.object({
  ruleSet: ruleSetSchema,
  payDate: z.string(),
  federalIncomeTax: moneyText,
  socialSecurityTax: moneyText,
  medicareTax: moneyText,
  additionalMedicareTax: moneyText,
  stateIncomeTax: moneyText,
  stateDisabilityTax: moneyText,
  statePaidFamilyLeave: moneyText,
  /** Every other state line: unemployment, long-term care, transit and the like. */
  stateOtherTaxes: moneyText,
  /** Each program of the work state; the four state amounts above are their sums by kind. */
  stateLines: z.array(calculatedStateLineSchema),
  additionalWithholding: moneyText,
  /** Taxes withheld and the employee's deductions, each counted once. */
  totalDeductions: moneyText,
  netPay: moneyText,
  taxableWages: taxableWagesSchema,
  /** The deductions taken, in the request's order. */
  deductions: z.array(paycheckDeductionSchema),
  employer: z.object({
    socialSecurityTax: moneyText,
    medicareTax: moneyText,
    futaTax: moneyText,
    sutaTax: moneyText,
  }),
  warnings: z.array(z.string()),
  trace: z.array(taxTraceStepSchema),
});
export type TaxCalculationResult = z.infer<typeof taxCalculationResultSchema>;

/**
 * The engine's input for one validated request, in integer cents. Mirrors the tax engine's
 * PaycheckInput (the engine depends on this package, not the other way round); the server and the
 * calculator both call this, so a typed-in case reaches the engine identically from either side.
 */
export interface TaxEngineInputFromRequest {
  ruleSet: z.infer<typeof ruleSetSchema>;
  payDate: string;
  payFrequency: TaxCalculationInput['payFrequency'];
  grossPay: Cents;
  supplementalPay: Cents;
  annualSalary?: Cents;
  filingStatus: TaxCalculationInput['filingStatus'];
  allowances: number;
  stateAllowances: number;
  additionalWithholding: Cents;
  state: string;
  /** The work state's certificate, money in cents. */
  stateCertificate?: CertificateValues;
  w4?: {
    step2Checkbox: boolean;
    dependentsAmount: Cents;
    otherIncome: Cents;
    deductions: Cents;
    extraWithholding: Cents;
  };
  ytd: {
    grossPay: Cents;
    supplementalPay: Cents;
    deductions?: Partial<Record<DeductionTypeId, Cents>>;
    deductionsThisMonth?: Partial<Record<DeductionTypeId, Cents>>;
    employerContributions?: EmployerContributionsInCents;
  };
  sutaRate: RatePpm;
  deductions?: { type: DeductionTypeId; amount: Cents }[];
  dateOfBirth?: string;
  priorYearSocialSecurityWages?: Cents;
  hsaCoverage?: (typeof HSA_COVERAGES)[number];
  employerContributions?: EmployerContributionsInCents;
}

type DeductionTypeId = (typeof DEDUCTION_TYPES)[number];

interface EmployerContributionsInCents {
  hsa?: Cents;
  retirement?: Cents;
}

/** Amounts by type in cents, the types given and no others. */
function parseAmountsByType(
  amounts: Partial<Record<DeductionTypeId, string>>,
): Partial<Record<DeductionTypeId, Cents>> {
  const parsed: Partial<Record<DeductionTypeId, Cents>> = {};
  for (const type of DEDUCTION_TYPES) {
    const amount = amounts[type];
    if (amount !== undefined) parsed[type] = parseMoney(amount);
  }
  return parsed;
}

function parseEmployerContributions(
  contributions: z.output<typeof employerContributionsSchema>,
): EmployerContributionsInCents {
  return {
    ...(contributions.hsa === undefined ? {} : { hsa: parseMoney(contributions.hsa) }),
    ...(contributions.retirement === undefined
      ? {}
      : { retirement: parseMoney(contributions.retirement) }),
  };
}

export interface TaxPaycheckContext {
  ruleSet: z.infer<typeof ruleSetSchema>;
  payDate: string;
  sutaRate: RatePpm;
  /** The work state's certificate fields (the tax engine's registry), to read its money in cents. */
  certificateFields: FindCertificateFields;
}

/**
 * A request's certificate for the engine: read as its fields say ("2" allowances is 2, money
 * "12.50" is 1250 cents). One its fields refuse goes as given, for the engine to refuse naming
 * the field.
 */
function toEngineStateCertificate(
  fields: readonly CertificateField[],
  certificate: Record<string, CertificateValue>,
): CertificateValues {
  const parsed = buildStateCertificateSchema(fields).safeParse(certificate);
  return parsed.success ? toEngineCertificate(fields, parsed.data) : certificate;
}

export function toTaxEngineInput(
  input: TaxCalculationInput,
  context: TaxPaycheckContext,
): TaxEngineInputFromRequest {
  const { w4, ytd } = input;
  return {
    ruleSet: context.ruleSet,
    payDate: context.payDate,
    payFrequency: input.payFrequency,
    grossPay: parseMoney(input.grossPay),
    supplementalPay: parseMoney(input.supplementalPay),
    ...(input.annualSalary === undefined ? {} : { annualSalary: parseMoney(input.annualSalary) }),
    filingStatus: input.filingStatus,
    allowances: input.allowances,
    stateAllowances: input.stateAllowances,
    additionalWithholding: parseMoney(input.additionalWithholding),
    state: input.state,
    ...(input.stateCertificate
      ? {
          stateCertificate: toEngineStateCertificate(
            context.certificateFields(input.state) ?? [],
            input.stateCertificate,
          ),
        }
      : {}),
    ...(w4
      ? {
          w4: {
            step2Checkbox: w4.step2Checkbox,
            dependentsAmount: parseMoney(w4.dependentsAmount),
            otherIncome: parseMoney(w4.otherIncome),
            deductions: parseMoney(w4.deductions),
            extraWithholding: parseMoney(w4.extraWithholding),
          },
        }
      : {}),
    ytd: {
      grossPay: parseMoney(input.ytd.grossPay),
      supplementalPay: parseMoney(input.ytd.supplementalPay),
      ...(ytd.deductions ? { deductions: parseAmountsByType(ytd.deductions) } : {}),
      ...(ytd.deductionsThisMonth
        ? { deductionsThisMonth: parseAmountsByType(ytd.deductionsThisMonth) }
        : {}),
      ...(ytd.employerContributions
        ? { employerContributions: parseEmployerContributions(ytd.employerContributions) }
        : {}),
    },
    sutaRate: context.sutaRate,
    ...(input.deductions
      ? {
          deductions: input.deductions.map((election) => ({
            type: election.type,
            amount: parseMoney(election.amount),
          })),
        }
      : {}),
    ...(input.dateOfBirth === undefined ? {} : { dateOfBirth: input.dateOfBirth }),
    ...(input.priorYearSocialSecurityWages === undefined
      ? {}
      : { priorYearSocialSecurityWages: parseMoney(input.priorYearSocialSecurityWages) }),
    ...(input.hsaCoverage === undefined ? {} : { hsaCoverage: input.hsaCoverage }),
    ...(input.employerContributions
      ? { employerContributions: parseEmployerContributions(input.employerContributions) }
      : {}),
  };
}

export interface StateLineInCents {
  programId: string;
  kind: (typeof STATE_LINE_KINDS)[number];
  label: string;
  amount: Cents;
}

/** State lines with amounts as "1234.50" strings. */
export function formatStateLines(lines: readonly StateLineInCents[]): StateLine[] {
  return lines.map((line) => ({ ...line, amount: formatMoney(line.amount) }));
}

/** The engine's result as the tax engine returns it (integer cents), for `toTaxCalculationResult`. */
export interface TaxEngineResultInCents {
  ruleSet: z.infer<typeof ruleSetSchema>;
  federalIncomeTax: Cents;
  socialSecurityTax: Cents;
  medicareTax: Cents;
  additionalMedicareTax: Cents;
  stateIncomeTax: Cents;
  stateDisabilityTax: Cents;
  statePaidFamilyLeave: Cents;
  stateOtherTaxes: Cents;
  stateLines: StateLineInCents[];
  additionalWithholding: Cents;
  totalDeductions: Cents;
  netPay: Cents;
  taxableWages: {
    federalIncomeTax: Cents;
    socialSecurity: Cents;
    medicare: Cents;
    futa: Cents;
    state: Cents;
  };
  deductions: { type: DeductionTypeId; amount: Cents; preTax: boolean; limitedFrom?: Cents }[];
  employer: { socialSecurityTax: Cents; medicareTax: Cents; futaTax: Cents; sutaTax: Cents };
  warnings: string[];
  trace: {
    step: string;
    label: string;
    amount: number;
    unit: (typeof TAX_TRACE_UNITS)[number];
    citation: string;
  }[];
}

/** A rate in parts per million as a decimal fraction: 4 places at least ("0.2200"), 6 when needed ("0.00388"). */
export function formatPreciseRate(rate: RatePpm): string {
  return formatRate(rate, 6).replace(/(\.\d{4}\d*?)0+$/, '$1');
}

function formatTraceAmount(amount: number, unit: (typeof TAX_TRACE_UNITS)[number]): string | null {
  if (unit === 'cents') return formatMoney(amount);
  if (unit === 'count') return String(amount);
  if (unit === 'ppm') return formatPreciseRate(amount);
  return null;
}

/** The withheld and employer amounts of an engine result, in integer cents. */
export type WithheldAmountsInCents = Omit<
  TaxEngineResultInCents,
  | 'ruleSet'
  | 'warnings'
  | 'trace'
  | 'stateLines'
  | 'stateOtherTaxes'
  | 'taxableWages'
  | 'deductions'
>;

/** The withheld and employer amounts as "1234.50" strings (api-conventions: Money). */
export function formatWithheldAmounts(amounts: WithheldAmountsInCents) {
  return {
    federalIncomeTax: formatMoney(amounts.federalIncomeTax),
    socialSecurityTax: formatMoney(amounts.socialSecurityTax),
    medicareTax: formatMoney(amounts.medicareTax),
    additionalMedicareTax: formatMoney(amounts.additionalMedicareTax),
    stateIncomeTax: formatMoney(amounts.stateIncomeTax),
    stateDisabilityTax: formatMoney(amounts.stateDisabilityTax),
    statePaidFamilyLeave: formatMoney(amounts.statePaidFamilyLeave),
    additionalWithholding: formatMoney(amounts.additionalWithholding),
    totalDeductions: formatMoney(amounts.totalDeductions),
    netPay: formatMoney(amounts.netPay),
    employer: {
      socialSecurityTax: formatMoney(amounts.employer.socialSecurityTax),
      medicareTax: formatMoney(amounts.employer.medicareTax),
      futaTax: formatMoney(amounts.employer.futaTax),
      sutaTax: formatMoney(amounts.employer.sutaTax),
    },
  };
}

/** Each base's wages as "1234.50" strings. */
export function formatTaxableWages(
  wages: TaxEngineResultInCents['taxableWages'],
): TaxableWagesText {
  return {
    federalIncomeTax: formatMoney(wages.federalIncomeTax),
    socialSecurity: formatMoney(wages.socialSecurity),
    medicare: formatMoney(wages.medicare),
    futa: formatMoney(wages.futa),
    state: formatMoney(wages.state),
  };
}

/**
 * The wire form of an engine result: amounts as "1234.50" strings (api-conventions: Money), each
 * state line cited by `citeStateLine` (the tax engine's citeStateProgram on the pay date).
 */
export function toTaxCalculationResult(
  result: TaxEngineResultInCents,
  payDate: string,
  citeStateLine: (programId: string) => string,
): TaxCalculationResult {
  return {
    ruleSet: result.ruleSet,
    payDate,
    ...formatWithheldAmounts(result),
    stateOtherTaxes: formatMoney(result.stateOtherTaxes),
    stateLines: formatStateLines(result.stateLines).map((line) => ({
      ...line,
      citation: citeStateLine(line.programId),
    })),
    taxableWages: formatTaxableWages(result.taxableWages),
    deductions: result.deductions.map((line) => ({
      type: line.type,
      amount: formatMoney(line.amount),
      preTax: line.preTax,
      ...(line.limitedFrom === undefined ? {} : { limitedFrom: formatMoney(line.limitedFrom) }),
    })),
    warnings: result.warnings,
    trace: result.trace.map((step) => ({
      step: step.step,
      label: step.label,
      amount: formatTraceAmount(step.amount, step.unit),
      unit: step.unit,
      citation: step.citation,
    })),
  };
}

/** One input of a state's withholding certificate, as `GET /api/tax/states` describes it. */
export const taxStateCertificateFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['count', 'money', 'select', 'boolean']),
  help: z.string().nullable(),
  /** A count's largest value; null for other kinds. */
  max: z.number().int().nullable(),
  /** A select's allowed values with their labels; null for other kinds. */
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  /** What applies with no certificate on file: money as "12.50". */
  default: z.union([z.number(), z.string(), z.boolean()]),
  /** Where the state's publication says so; null where the rule cites no source for its defaults. */
  defaultCitation: z.string().nullable(),
});
export type TaxStateCertificateField = z.infer<typeof taxStateCertificateFieldSchema>;

/** One withholding line of a state (its income tax or a contribution), as in force on the day asked. */
export const taxStateProgramSchema = z.object({
  /** The program's id, `<st>-<program>`: the `programId` of a paycheck's state line. */
  id: z.string(),
  kind: z.enum(STATE_LINE_KINDS),
  label: z.string(),
  /** The short name in W-2 box 14; null when box 14 carries nothing for it. */
  w2Box14Label: z.string().nullable(),
  /** A decimal fraction, "0.0120" (more places where the rate has them); null where the rule gives no single rate. */
  rate: z.string().nullable(),
  rateCitation: z.string().nullable(),
  /** The yearly wage base in dollars; null where there is no wage limit or the rule gives none. */
  wageBase: moneyText.nullable(),
  wageBaseCitation: z.string().nullable(),
});
export type TaxStateProgram = z.infer<typeof taxStateProgramSchema>;

/** A place a certificate names because the state's formula needs it (a Maryland or Indiana county). */
export const taxStateLocalitySchema = z.object({
  /** The certificate field that takes it, e.g. `county`. */
  field: z.string(),
  value: z.string(),
  label: z.string(),
});

/** `GET /api/tax/states`: one jurisdiction of the 50 states and DC. */
export const taxStateSchema = z.object({
  code: z.string(),
  name: z.string(),
  hasWageIncomeTax: z.boolean(),
  certificate: z.object({
    /** The form's name, e.g. "IL-W-4"; "Federal Form W-4" where the state uses the federal form. */
    form: z.string(),
    fields: z.array(taxStateCertificateFieldSchema),
    /**
     * True for a state whose certificate the spec's employee fields stood for (CA DE 4, NY
     * IT-2104): without one on file, the employee's state filing status and allowances apply.
     */
    readsEmployeeStateFields: z.boolean(),
  }),
  lines: z.array(taxStateProgramSchema),
  localities: z.array(taxStateLocalitySchema),
});
export type TaxState = z.infer<typeof taxStateSchema>;
