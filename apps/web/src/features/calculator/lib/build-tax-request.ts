import { divideRounded, formatMoney, formatUsd, type Cents } from '@paylab/shared/money';
import type { HSA_COVERAGES } from '@paylab/shared/constants';
import {
  DEFAULT_WORK_STATE,
  OVERTIME_THRESHOLD_HOURS_PER_WEEK,
  STANDARD_HOURS_PER_YEAR,
  WORKWEEKS_PER_PERIOD,
} from '@paylab/shared/constants';
import type { CertificateValue, TaxCalculationRequest } from '@paylab/shared';
import {
  findStateRule,
  PAY_PERIODS_PER_YEAR,
  type DeductionType,
  type FilingStatus,
  type PayFrequency,
} from '@paylab/tax-engine';
import { cleanTypedNumber, parseTypedCount, parseTypedNumber } from './parse-typed-number';

export type PayBasis = 'hourly' | 'salary';
export type W4Version = '2020-or-later' | '2019-or-earlier';
export type HsaCoverage = (typeof HSA_COVERAGES)[number];

/** One row of the calculator's deductions: an election of this paycheck, its amount as typed. */
export interface DeductionRow {
  /** Stable across edits and removals, for the row's React key and its field ids. */
  id: number;
  type: DeductionType;
  /** Dollars per pay period as typed; blank: the row is not an election yet. */
  amount: string;
}

/** What the calculator's fields hold: the text as typed, so "abc" can count as 0 (spec section 2). */
export interface CalculatorValues {
  payBasis: PayBasis;
  hourlyRate: string;
  hoursWorked: string;
  annualSalary: string;
  overtimeHours: string;
  /** FLSA exempt: no overtime at all (ADR 0032). */
  overtimeExempt: boolean;
  /** Empty: 1.5 x the regular hourly rate (spec section 2, Manual Pay Calculator). */
  overtimeRate: string;
  bonus: string;
  payFrequency: PayFrequency;
  payDate: string;
  filingStatus: FilingStatus;
  w4Version: W4Version;
  step2Checkbox: boolean;
  dependentsAmount: string;
  otherIncome: string;
  deductions: string;
  extraWithholding: string;
  allowances: string;
  additionalWithholding: string;
  state: string;
  stateAllowances: string;
  /**
   * The work state's certificate as typed (counts and money as text), or null: none on file, so
   * the state's defaults apply (CA and NY: the state allowances above stand for it).
   */
  stateCertificate: Readonly<Record<string, string | boolean>> | null;
  ytdGrossPay: string;
  ytdSupplementalPay: string;
  /** Elections of this paycheck (issue 29), in the order the engine applies them. */
  deductionRows: readonly DeductionRow[];
  /** Optional; decides catch-up contributions. */
  dateOfBirth: string;
  /** Optional: last year's W-2 box 3 from this employer, which decides whether catch-ups must be Roth. */
  priorYearSocialSecurityWages: string;
  /** Sent with an HSA election only. */
  hsaCoverage: HsaCoverage;
  /** Amounts taken earlier this year, typed per deduction type; sent for the rows' types. */
  ytdDeductions: Readonly<Partial<Record<DeductionType, string>>>;
}

export type CalculatorField = keyof CalculatorValues;

/** Spec section 5: default hours are 80 for a 26-period frequency, otherwise 40. */
export function getDefaultHours(payFrequency: PayFrequency): number {
  return PAY_PERIODS_PER_YEAR[payFrequency] === 26 ? 80 : 40;
}

export function createDefaultValues(today: string): CalculatorValues {
  // Spec section 5 defaults: bi-weekly, single, CA.
  return {
    payBasis: 'hourly',
    hourlyRate: '25.00',
    hoursWorked: String(getDefaultHours('bi-weekly')),
    annualSalary: '52000.00',
    overtimeHours: '0',
    overtimeExempt: false,
    overtimeRate: '',
    bonus: '0',
    payFrequency: 'bi-weekly',
    payDate: today,
    filingStatus: 'single',
    w4Version: '2020-or-later',
    step2Checkbox: false,
    dependentsAmount: '0',
    otherIncome: '0',
    deductions: '0',
    extraWithholding: '0',
    allowances: '0',
    additionalWithholding: '0',
    state: DEFAULT_WORK_STATE,
    stateAllowances: '0',
    stateCertificate: null,
    ytdGrossPay: '0',
    ytdSupplementalPay: '0',
    deductionRows: [],
    dateOfBirth: '',
    priorYearSocialSecurityWages: '',
    hsaCoverage: 'self-only',
    ytdDeductions: {},
  };
}

/** Spec section 9: at most 168 hours per period. */
export const MAX_HOURS = 168;
const MAX_HOURS_SCALED = MAX_HOURS * 100;
/** A money column's limit (NUMERIC(10,2)), which also keeps every product below 2^53. */
const MAX_AMOUNT_CENTS = 9_999_999_999;
/** $99,999.9999 an hour, in ten-thousandths of a dollar. */
const MAX_RATE_SCALED = 999_999_999;
/** Spec section 9: overtime multiplier 1.5, written as 15 / 10 to stay in integers. */
const OVERTIME_NUMERATOR = 15;
const OVERTIME_DENOMINATOR = 10;

export interface GrossPay {
  regular: Cents;
  overtime: Cents;
  total: Cents;
  /** Hours paid at the overtime rate, in hundredths: typed overtime plus hours over 40 a workweek. */
  overtimeHundredths: number;
  /** Of those, the hours worked over 40 a workweek that moved to overtime, in hundredths. */
  movedHundredths: number;
  /** The regular rate, for the overtime default: cents per hour as a fraction numerator / denominator. */
  hourlyRateText: string;
  overtimeRateText: string;
  isOvertimeRateDefault: boolean;
}

export interface BuiltTaxRequest {
  /** The body of POST /api/tax/calculate for these inputs (without ruleSet, which each column sets). */
  request: Omit<TaxCalculationRequest, 'ruleSet'> & { payDate: string };
  gross: GrossPay;
  /** Hints for fields whose text did not count as written. */
  notes: Partial<Record<CalculatorField, string>>;
  /** The same for the certificate's fields, by field key. */
  certificateNotes: Record<string, string>;
  /**
   * For each election sent, the index of its row: rows without an amount are left out, so the
   * request's `deductions.1.amount` may be the third row.
   */
  deductionRowIndexes: number[];
}

/** Dollars with up to 4 decimals ("37.5", "24.0385") from an exact fraction of cents, for display only. */
function formatHourlyRate(numerator: number, denominator: number): string {
  const tenThousandths = divideRounded(numerator * 100, denominator);
  const whole = Math.floor(tenThousandths / 10_000);
  const fraction = String(tenThousandths % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return formatUsd(whole * 100).replace(/\.00$/, '') + `.${fraction.padEnd(2, '0')}`;
}

/**
 * The certificate's typed values as the API takes them, read as the other fields are: a count or
 * an amount that is not one counts as 0, with a note; selects and checkboxes go as chosen.
 */
function buildStateCertificate(
  state: string,
  typed: Readonly<Record<string, string | boolean>>,
  notes: Record<string, string>,
): Record<string, CertificateValue> {
  const certificate: Record<string, CertificateValue> = {};
  for (const field of findStateRule(state)?.certificate.fields ?? []) {
    const value = typed[field.key];
    if (value === undefined) continue;
    if (field.kind === 'count' || field.kind === 'money') {
      const parsed =
        field.kind === 'count'
          ? parseTypedCount(String(value), field.max ?? 99)
          : parseTypedNumber(String(value), 2, MAX_AMOUNT_CENTS);
      if (parsed.note) notes[field.key] = parsed.note;
      certificate[field.key] = field.kind === 'count' ? parsed.value : formatMoney(parsed.value);
    } else {
      certificate[field.key] = value;
    }
  }
  return certificate;
}

/**
 * The request's deduction fields. A row's amount goes as typed, only without blanks, a dollar sign
 * or thousands commas, so the request schema refuses what the API would refuse, naming the same
 * field with the same message. A row without an amount is no election and is left out; with no
 * election nothing of deductions is sent and the request is the one the calculator sent before
 * deductions existed. Year-to-date amounts go for the types of the rows on screen.
 */
function buildDeductionFields(values: CalculatorValues): {
  fields: Pick<
    BuiltTaxRequest['request'],
    'deductions' | 'dateOfBirth' | 'priorYearSocialSecurityWages' | 'hsaCoverage'
  >;
  ytd: Partial<Record<DeductionType, string>> | undefined;
  rowIndexes: number[];
} {
  const rowIndexes: number[] = [];
  const deductions: { type: DeductionType; amount: string }[] = [];
  values.deductionRows.forEach((row, index) => {
    const amount = cleanTypedNumber(row.amount);
    if (amount === '') return;
    rowIndexes.push(index);
    deductions.push({ type: row.type, amount });
  });
  if (deductions.length === 0) return { fields: {}, ytd: undefined, rowIndexes };

  const ytd: Partial<Record<DeductionType, string>> = {};
  for (const { type } of values.deductionRows) {
    const amount = cleanTypedNumber(values.ytdDeductions[type] ?? '');
    if (amount !== '') ytd[type] = amount;
  }
  const dateOfBirth = values.dateOfBirth.trim();
  const priorYearSocialSecurityWages = cleanTypedNumber(values.priorYearSocialSecurityWages);
  return {
    fields: {
      deductions,
      ...(dateOfBirth === '' ? {} : { dateOfBirth }),
      ...(priorYearSocialSecurityWages === '' ? {} : { priorYearSocialSecurityWages }),
      ...(deductions.some((election) => election.type === 'hsa')
        ? { hsaCoverage: values.hsaCoverage }
        : {}),
    },
    ytd: Object.keys(ytd).length > 0 ? ytd : undefined,
    rowIndexes,
  };
}

/**
 * Turns the calculator's fields into the API's request body, so the browser's figures and the
 * server's come from the same input. Gross pay follows the official pay-type rules (ADR 0032):
 * hourly rate x hours; a salary pays salary / periods whatever the hours, and its regular hourly
 * rate is salary / 2,080 (29 CFR 778.113). Unless exempt, overtime hours and, in a weekly or
 * bi-weekly period, the hours worked over 40 a workweek are paid at the overtime rate.
 */
export function buildTaxRequest(values: CalculatorValues): BuiltTaxRequest {
  const notes: BuiltTaxRequest['notes'] = {};
  const certificateNotes: BuiltTaxRequest['certificateNotes'] = {};
  const money = (field: CalculatorField, maximum = MAX_AMOUNT_CENTS): Cents => {
    const typed = parseTypedNumber(String(values[field]), 2, maximum);
    if (typed.note) notes[field] = typed.note;
    return typed.value;
  };
  const hours = (field: CalculatorField): number => {
    const typed = parseTypedNumber(String(values[field]), 2, Number.MAX_SAFE_INTEGER);
    if (typed.note) notes[field] = typed.note;
    if (typed.value > MAX_HOURS_SCALED) {
      notes[field] = `At most ${MAX_HOURS} hours a period: counted as ${MAX_HOURS}`;
      return MAX_HOURS_SCALED;
    }
    return typed.value;
  };
  const count = (field: CalculatorField): number => {
    const typed = parseTypedCount(String(values[field]), 99);
    if (typed.note) notes[field] = typed.note;
    return typed.value;
  };

  const periods = PAY_PERIODS_PER_YEAR[values.payFrequency];
  const typedOvertime = hours('overtimeHours');
  if (values.overtimeExempt && typedOvertime > 0)
    notes.overtimeHours = 'Exempt from overtime: not paid';
  let overtimeHours = values.overtimeExempt ? 0 : typedOvertime;
  let workedHours = hours('hoursWorked');
  let movedHundredths = 0;
  const weeks = WORKWEEKS_PER_PERIOD[values.payFrequency];
  if (!values.overtimeExempt && weeks !== null) {
    movedHundredths = Math.max(0, workedHours - OVERTIME_THRESHOLD_HOURS_PER_WEEK * weeks * 100);
    workedHours -= movedHundredths;
    overtimeHours += movedHundredths;
  }
  const typedOvertimeRate =
    values.overtimeRate.trim() === ''
      ? undefined
      : parseTypedNumber(values.overtimeRate, 4, MAX_RATE_SCALED);
  if (typedOvertimeRate?.note) notes.overtimeRate = typedOvertimeRate.note;

  // The regular rate as an exact fraction of cents per hour: rateNumerator / rateDenominator.
  let regular: Cents;
  let rateNumerator: number;
  let rateDenominator: number;
  let annualSalary: Cents | undefined;
  if (values.payBasis === 'hourly') {
    const rate = parseTypedNumber(values.hourlyRate, 4, MAX_RATE_SCALED);
    if (rate.note) notes.hourlyRate = rate.note;
    regular = divideRounded(rate.value * workedHours, 10_000);
    rateNumerator = rate.value;
    rateDenominator = 100;
  } else {
    annualSalary = money('annualSalary');
    regular = divideRounded(annualSalary, periods);
    rateNumerator = annualSalary;
    rateDenominator = STANDARD_HOURS_PER_YEAR;
  }
  const overtime = typedOvertimeRate
    ? divideRounded(typedOvertimeRate.value * overtimeHours, 10_000)
    : divideRounded(
        rateNumerator * OVERTIME_NUMERATOR * overtimeHours,
        rateDenominator * OVERTIME_DENOMINATOR * 100,
      );
  const overtimeRateText = typedOvertimeRate
    ? formatHourlyRate(typedOvertimeRate.value, 100)
    : formatHourlyRate(rateNumerator * OVERTIME_NUMERATOR, rateDenominator * OVERTIME_DENOMINATOR);

  const isNewW4 = values.w4Version === '2020-or-later';
  const deductionFields = buildDeductionFields(values);
  const request: BuiltTaxRequest['request'] = {
    payDate: values.payDate,
    payFrequency: values.payFrequency,
    grossPay: formatMoney(regular + overtime),
    supplementalPay: formatMoney(money('bonus')),
    ...(annualSalary === undefined ? {} : { annualSalary: formatMoney(annualSalary) }),
    filingStatus: values.filingStatus,
    allowances: isNewW4 ? 0 : count('allowances'),
    stateAllowances: count('stateAllowances'),
    additionalWithholding: isNewW4 ? '0.00' : formatMoney(money('additionalWithholding')),
    state: values.state,
    ...(values.stateCertificate
      ? {
          stateCertificate: buildStateCertificate(
            values.state,
            values.stateCertificate,
            certificateNotes,
          ),
        }
      : {}),
    ...(isNewW4
      ? {
          w4: {
            step2Checkbox: values.step2Checkbox,
            dependentsAmount: formatMoney(money('dependentsAmount')),
            otherIncome: formatMoney(money('otherIncome')),
            deductions: formatMoney(money('deductions')),
            extraWithholding: formatMoney(money('extraWithholding')),
          },
        }
      : {}),
    ytd: {
      grossPay: formatMoney(money('ytdGrossPay')),
      supplementalPay: formatMoney(money('ytdSupplementalPay')),
      ...(deductionFields.ytd ? { deductions: deductionFields.ytd } : {}),
    },
    ...deductionFields.fields,
  };
  return {
    request,
    gross: {
      regular,
      overtime,
      total: regular + overtime,
      overtimeHundredths: overtimeHours,
      movedHundredths,
      hourlyRateText: formatHourlyRate(rateNumerator, rateDenominator),
      overtimeRateText,
      isOvertimeRateDefault: typedOvertimeRate === undefined,
    },
    notes,
    certificateNotes,
    deductionRowIndexes: deductionFields.rowIndexes,
  };
}
