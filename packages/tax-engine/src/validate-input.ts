import { MAX_ANNUAL_AMOUNT_CENTS, MAX_PAYCHECK_AMOUNT_CENTS, PPM } from '@paylab/shared/money';

import { DEDUCTION_TYPES, isDeductionType } from './benefits/deduction-types';
import { TaxEngineInputError } from './errors';
import {
  FILING_STATUSES,
  HSA_COVERAGES,
  PAY_FREQUENCIES,
  RULE_SETS,
  countPayPeriods,
  type DeductionElection,
  type EmployerContributions,
  type PaycheckInput,
} from './types';

/** The largest amount a PayLab money column holds (NUMERIC(10,2)): $99,999,999.99. */
export const MAX_AMOUNT_CENTS = MAX_PAYCHECK_AMOUNT_CENTS;
/**
 * Annual figures are multiplied by rates in parts per million and must stay exact integers
 * (below 2^53), which holds up to $90 million a year.
 */
export const MAX_ANNUAL_CENTS = MAX_ANNUAL_AMOUNT_CENTS;
const MAX_ALLOWANCES = 999;

/*
 * Each check a paycheck runs is one condition, with its refusal in a function of its own called
 * only when the condition fails: the checks stay small enough for the compiler to inline into
 * validatePaycheckInput, and no message is written that is not thrown.
 */

/** requireAmount's condition, for the checks whose field name is written only on refusal. */
function isAmount(value: unknown, maximum = MAX_AMOUNT_CENTS): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= maximum;
}

function refuseAmount(value: unknown, field: string, maximum: number): never {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new TaxEngineInputError(field, `${field} must be a whole number of cents, 0 or more`);
  throw new TaxEngineInputError(field, `${field} must not exceed ${maximum} cents`);
}

function requireAmount(value: unknown, field: string, maximum = MAX_AMOUNT_CENTS): void {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > maximum)
    refuseAmount(value, field, maximum);
}

function refuseCount(field: string): never {
  throw new TaxEngineInputError(
    field,
    `${field} must be a whole number from 0 to ${MAX_ALLOWANCES}`,
  );
}

function requireCount(value: unknown, field: string): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_ALLOWANCES)
    refuseCount(field);
}

function refuseOneOf(allowed: readonly string[], field: string): never {
  throw new TaxEngineInputError(field, `${field} must be one of ${allowed.join(', ')}`);
}

function requireOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  field: string,
): asserts value is T {
  for (let index = 0; index < allowed.length; index += 1) if (allowed[index] === value) return;
  refuseOneOf(allowed, field);
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireObject(value: unknown, field: string): void {
  if (!isObject(value)) throw new TaxEngineInputError(field, `${field} must be an object`);
}

/** Amounts by deduction type: each key a type of the closed list, each value cents. */
function requireAmountsByType(value: unknown, field: string): void {
  requireObject(value, field);
  const amounts = value as Readonly<Record<string, unknown>>;
  // Own keys walked in place, each field name written only for the one refused.
  for (const type in amounts) {
    if (!Object.hasOwn(amounts, type)) continue;
    if (!isDeductionType(type))
      throw new TaxEngineInputError(`${field}.${type}`, `${type} is not a deduction type`);
    if (!isAmount(amounts[type])) refuseAmount(amounts[type], `${field}.${type}`, MAX_AMOUNT_CENTS);
  }
}

function requireEmployerContributions(value: unknown, field: string): void {
  requireObject(value, field);
  const { hsa, retirement } = value as EmployerContributions;
  if (hsa !== undefined && !isAmount(hsa)) refuseAmount(hsa, `${field}.hsa`, MAX_AMOUNT_CENTS);
  if (retirement !== undefined && !isAmount(retirement))
    refuseAmount(retirement, `${field}.retirement`, MAX_AMOUNT_CENTS);
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** /^[A-Za-z]{2}$/ by character codes: every paycheck asks, and a regular expression costs more. */
function isTwoLetters(text: string): boolean {
  return text.length === 2 && isLetter(text.charCodeAt(0)) && isLetter(text.charCodeAt(1));
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number the decimal digits of `text` from `start` to `end` write, or -1 at a non-digit. */
function readDigits(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** A real calendar date written YYYY-MM-DD, read by character codes like isTwoLetters. */
function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10) return false;
  if (value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false;
  const year = readDigits(value, 0, 4);
  const month = readDigits(value, 5, 7);
  const day = readDigits(value, 8, 10);
  if (year < 0 || month < 0 || day < 0) return false;
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthLength = month === 2 && isLeapYear ? 29 : DAYS_IN_MONTH[month - 1];
  return monthLength !== undefined && day >= 1 && day <= monthLength;
}

function validateElections(deductions: unknown): void {
  if (!Array.isArray(deductions))
    throw new TaxEngineInputError('deductions', 'deductions must be a list');
  for (let index = 0; index < deductions.length; index += 1) {
    const election = deductions[index] as DeductionElection;
    if (!isObject(election)) requireObject(election, `deductions.${index}`);
    if (!isDeductionType(election.type)) refuseOneOf(DEDUCTION_TYPES, `deductions.${index}.type`);
    if (!isAmount(election.amount))
      refuseAmount(election.amount, `deductions.${index}.amount`, MAX_AMOUNT_CENTS);
  }
}

function validateDateOfBirth(dateOfBirth: unknown, payDate: unknown): void {
  if (!isCalendarDate(dateOfBirth))
    throw new TaxEngineInputError('dateOfBirth', 'dateOfBirth must be a date written YYYY-MM-DD');
  if (typeof payDate === 'string' && dateOfBirth > payDate)
    throw new TaxEngineInputError('dateOfBirth', 'dateOfBirth must not be after the pay date');
}

/**
 * Elections, the facts their limits read, and the year-to-date amounts they bind on; each part
 * checked in a call of its own, made only when the paycheck has it.
 */
function validateDeductions(input: PaycheckInput): void {
  if (input.deductions !== undefined) validateElections(input.deductions);
  if (input.dateOfBirth !== undefined) validateDateOfBirth(input.dateOfBirth, input.payDate);
  if (input.priorYearSocialSecurityWages !== undefined)
    requireAmount(
      input.priorYearSocialSecurityWages,
      'priorYearSocialSecurityWages',
      MAX_ANNUAL_CENTS,
    );
  if (input.hsaCoverage !== undefined)
    requireOneOf(input.hsaCoverage, HSA_COVERAGES, 'hsaCoverage');
  if (input.employerContributions !== undefined)
    requireEmployerContributions(input.employerContributions, 'employerContributions');
  const { ytd } = input;
  if (ytd.deductions !== undefined) requireAmountsByType(ytd.deductions, 'ytd.deductions');
  if (ytd.deductionsThisMonth !== undefined)
    requireAmountsByType(ytd.deductionsThisMonth, 'ytd.deductionsThisMonth');
  if (ytd.employerContributions !== undefined)
    requireEmployerContributions(ytd.employerContributions, 'ytd.employerContributions');
}

/** Earlier withholding by state program id, each amount in cents. */
function requireAmountsByProgram(stateLines: unknown): void {
  if (typeof stateLines !== 'object' || stateLines === null)
    throw new TaxEngineInputError('ytd.stateLines', 'ytd.stateLines must be an object');
  const amounts = stateLines as Readonly<Record<string, unknown>>;
  for (const programId in amounts) {
    if (!Object.hasOwn(amounts, programId)) continue;
    if (!isAmount(amounts[programId]))
      refuseAmount(amounts[programId], `ytd.stateLines.${programId}`, MAX_AMOUNT_CENTS);
  }
}

/**
 * Refuses input the rules cannot apply to, naming the field, so the API answers 400 instead of a
 * paycheck computed from nonsense. Returns the work state in upper case.
 */
export function validatePaycheckInput(input: PaycheckInput): string {
  if (typeof input !== 'object' || input === null)
    throw new TaxEngineInputError('input', 'A paycheck input object is required');
  requireOneOf(input.ruleSet, RULE_SETS, 'ruleSet');
  requireOneOf(input.payFrequency, PAY_FREQUENCIES, 'payFrequency');
  requireOneOf(input.filingStatus, FILING_STATUSES, 'filingStatus');
  requireAmount(input.grossPay, 'grossPay');
  requireAmount(input.supplementalPay, 'supplementalPay');
  requireAmount(input.additionalWithholding, 'additionalWithholding');
  requireCount(input.allowances, 'allowances');
  requireCount(input.stateAllowances, 'stateAllowances');
  if (input.stateEstimatedDeductionAllowances !== undefined)
    requireCount(input.stateEstimatedDeductionAllowances, 'stateEstimatedDeductionAllowances');
  if (input.annualSalary !== undefined)
    requireAmount(input.annualSalary, 'annualSalary', MAX_ANNUAL_CENTS);
  if (typeof input.ytd !== 'object' || input.ytd === null)
    throw new TaxEngineInputError('ytd', 'ytd totals are required');
  requireAmount(input.ytd.grossPay, 'ytd.grossPay');
  requireAmount(input.ytd.supplementalPay, 'ytd.supplementalPay');
  if (input.ytd.paidFamilyLeave !== undefined)
    requireAmount(input.ytd.paidFamilyLeave, 'ytd.paidFamilyLeave');
  if (input.ytd.stateLines !== undefined) requireAmountsByProgram(input.ytd.stateLines);
  if (
    typeof input.sutaRate !== 'number' ||
    !Number.isInteger(input.sutaRate) ||
    input.sutaRate < 0 ||
    input.sutaRate > PPM
  ) {
    throw new TaxEngineInputError(
      'sutaRate',
      'sutaRate must be a whole number of parts per million from 0 to 1,000,000',
    );
  }
  const { state } = input;
  if (typeof state !== 'string' || !isTwoLetters(state))
    throw new TaxEngineInputError('state', 'state must be a two-letter code');
  validateDeductions(input);

  let annualWages = input.grossPay * countPayPeriods(input.payFrequency);
  if (input.w4 !== undefined) {
    const { w4 } = input;
    if (typeof w4 !== 'object' || w4 === null)
      throw new TaxEngineInputError('w4', 'w4 must be an object when present');
    if (typeof w4.step2Checkbox !== 'boolean')
      throw new TaxEngineInputError('w4.step2Checkbox', 'w4.step2Checkbox must be true or false');
    requireAmount(w4.dependentsAmount, 'w4.dependentsAmount', MAX_ANNUAL_CENTS);
    requireAmount(w4.otherIncome, 'w4.otherIncome', MAX_ANNUAL_CENTS);
    requireAmount(w4.deductions, 'w4.deductions', MAX_ANNUAL_CENTS);
    requireAmount(w4.extraWithholding, 'w4.extraWithholding');
    annualWages += w4.otherIncome;
  }
  if (annualWages > MAX_ANNUAL_CENTS) {
    throw new TaxEngineInputError(
      'grossPay',
      'Annualized wages (plus W-4 other income) must not exceed $90,000,000',
    );
  }
  // A code given in capitals is returned as given: a copy would be a new string to hash on every
  // lookup by it.
  return state.charCodeAt(0) < 97 && state.charCodeAt(1) < 97 ? state : state.toUpperCase();
}
