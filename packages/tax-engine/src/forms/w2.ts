import { divideRounded, multiplyRatio, sumCents, type Cents } from '@paylab/shared/money';

import { TaxEngineInputError } from '../errors';
import type { FormParameters } from './form-parameters';
import type { Box12Code, W2Layout } from './form-layouts';
import { findStateProgram, hasWageIncomeTax } from '../states/registry';

/*
 * Form W-2, box by box, over one employee's totals for the calendar year (wages counted by pay
 * date). Box definitions: IRS General Instructions for Forms W-2 and W-3, "Specific Instructions
 * for Form W-2" (boxes 1-20); PayLab's notes in ../shared/reference/forms-2025.md section 2. Which
 * boxes and codes a year's form has is its layout (form-layouts.ts), never a test of the year.
 */

/** Traditional elective deferrals: left out of box 1, kept in boxes 3 and 5. */
export const PRE_TAX_DEFERRAL_CODES: readonly Box12Code[] = ['D', 'E', 'F', 'G', 'H', 'S'];
/** Designated Roth contributions to a 401(k), 403(b) or governmental 457(b) plan. */
export const ROTH_DEFERRAL_CODES: readonly Box12Code[] = ['AA', 'BB', 'EE'];
/**
 * Any of these marks the employee an active participant in a retirement plan (box 13). Not G: the
 * General Instructions say not to check box 13 for contributions to a section 457(b) plan.
 */
const RETIREMENT_PLAN_CODES: readonly Box12Code[] = ['D', 'E', 'F', 'H', 'S', 'AA', 'BB', 'EE'];
/** The IRS allows four box 12 entries per W-2. */
export const MAX_BOX_12_ENTRIES = 4;
/** Boxes 15-20 hold two lines; a third state needs another W-2. */
export const MAX_STATE_LINES = 2;

export interface W2Box12Entry {
  code: Box12Code;
  amount: Cents;
}

/** Wages and withholding of one work state (the payroll record's state). */
export interface W2StateTotals {
  state: string;
  wages: Cents;
  /** State income tax withheld, its local income tax lines included (the records' `stateIncomeTax`). */
  incomeTax: Cents;
  /** The year's amount of each of the state's programs (income tax included), by program id. */
  lines: readonly { programId: string; amount: Cents }[];
  /**
   * The locality the state's local income tax lines were withheld for (an MD or IN county), as its
   * certificate names it; absent: the local program's own label.
   */
  localityName?: string | null;
  /** The state's taxable wages as the paychecks stored them (its conformity applied): box 16. */
  taxableWages?: Cents;
}

export interface W2Input {
  taxYear: number;
  controlNumber: string;
  /** Every payment of wages in the year (regular plus supplemental), before pre-tax deductions. */
  grossCompensation: Cents;
  /** Section 125 (cafeteria plan) deductions: out of boxes 1, 3, 5 and state wages. */
  section125Deductions?: Cents;
  /**
   * The year's wage bases as the paychecks stored them, every pre-tax deduction already out: when
   * given, boxes 1, 3 and 5 are these rather than gross less box 12 deferrals and section 125.
   */
  federalIncomeTaxWages?: Cents;
  socialSecurityWages?: Cents;
  medicareWages?: Cents;
  /** An elective deferral or employer contribution to a retirement plan in the year (box 13). */
  isRetirementPlanParticipant?: boolean;
  socialSecurityTips?: Cents;
  allocatedTips?: Cents;
  dependentCareBenefits?: Cents;
  nonqualifiedPlans?: Cents;
  /**
   * Time-and-a-half pay for overtime hours (the whole 1.5x amount): PayLab pays overtime only as the
   * FLSA requires it, hours over 40 in a workweek of a non-exempt employee (ADR 0033).
   */
  overtimePay?: Cents;
  /** Federal income tax withheld (Worksheet 1A line 3c plus supplemental). */
  federalIncomeTaxWithheld: Cents;
  /** Extra withholding (W-4 Step 4(c) or line 6). */
  additionalWithholding: Cents;
  socialSecurityTaxWithheld: Cents;
  medicareTaxWithheld: Cents;
  additionalMedicareTaxWithheld: Cents;
  box12?: readonly W2Box12Entry[];
  isStatutoryEmployee?: boolean;
  hasThirdPartySickPay?: boolean;
  states: readonly W2StateTotals[];
}

export interface W2Box14Entry {
  label: string;
  amount: Cents;
}

/** One line of boxes 15-20: a state and the locality whose tax was withheld with it. */
export interface W2StateLine {
  /** Box 15. */
  state: string;
  /** Box 16. */
  stateWages: Cents;
  /** Box 17. */
  stateIncomeTax: Cents;
  /** Box 18. */
  localWages: Cents;
  /** Box 19. */
  localIncomeTax: Cents;
  /** Box 20; null when no local tax was withheld. */
  localityName: string | null;
}

/** Boxes 1-8, 10 and 11 as a W-2 prints them; the W-3 prints their totals over the W-2s. */
export interface WageAndTaxBoxes {
  box1WagesTipsOtherCompensation: Cents;
  box2FederalIncomeTaxWithheld: Cents;
  box3SocialSecurityWages: Cents;
  box4SocialSecurityTaxWithheld: Cents;
  box5MedicareWagesAndTips: Cents;
  box6MedicareTaxWithheld: Cents;
  box7SocialSecurityTips: Cents;
  box8AllocatedTips: Cents;
  box10DependentCareBenefits: Cents;
  box11NonqualifiedPlans: Cents;
}

export interface W2Form extends WageAndTaxBoxes {
  taxYear: number;
  /** Box d. */
  controlNumber: string;
  box12: W2Box12Entry[];
  box13: { statutoryEmployee: boolean; retirementPlan: boolean; thirdPartySickPay: boolean };
  box14: W2Box14Entry[];
  /** Boxes 15-20, one line per state with a wage income tax, its locality on the same line. */
  stateLines: W2StateLine[];
  warnings: string[];
}

function sumBox12(entries: readonly W2Box12Entry[], codes: readonly Box12Code[]): Cents {
  return sumCents(
    entries.filter((entry) => codes.includes(entry.code)).map((entry) => entry.amount),
  );
}

/** Box 1: wages less traditional elective deferrals and section 125 deductions. */
export function box1WagesTipsOtherCompensation(input: W2Input): Cents {
  if (input.federalIncomeTaxWages !== undefined) return input.federalIncomeTaxWages;
  return (
    input.grossCompensation -
    sumBox12(input.box12 ?? [], PRE_TAX_DEFERRAL_CODES) -
    (input.section125Deductions ?? 0)
  );
}

/** Box 2: all federal income tax withheld, the extra W-4 amount included (api-conventions: Withholding fields). */
export function box2FederalIncomeTaxWithheld(input: W2Input): Cents {
  return input.federalIncomeTaxWithheld + input.additionalWithholding;
}

/** Box 7: reported tips, within the wage base. */
export function box7SocialSecurityTips(input: W2Input, parameters: FormParameters): Cents {
  return Math.min(input.socialSecurityTips ?? 0, parameters.socialSecurityWageBase.value);
}

/** Box 3: wages subject to social security (deferrals included), so that box 3 + box 7 stays within the wage base. */
export function box3SocialSecurityWages(input: W2Input, parameters: FormParameters): Cents {
  const wages =
    input.socialSecurityWages ?? input.grossCompensation - (input.section125Deductions ?? 0);
  const room = parameters.socialSecurityWageBase.value - box7SocialSecurityTips(input, parameters);
  return Math.max(0, Math.min(wages, room));
}

/** Box 4: employee social security tax actually withheld. */
export function box4SocialSecurityTaxWithheld(input: W2Input): Cents {
  return input.socialSecurityTaxWithheld;
}

/** Box 5: Medicare wages and tips, no cap. */
export function box5MedicareWagesAndTips(input: W2Input): Cents {
  const wages = input.medicareWages ?? input.grossCompensation - (input.section125Deductions ?? 0);
  return wages + (input.socialSecurityTips ?? 0);
}

/** Box 6: Medicare withheld including Additional Medicare Tax (api-conventions: Stored figures). */
export function box6MedicareTaxWithheld(input: W2Input): Cents {
  return input.medicareTaxWithheld + input.additionalMedicareTaxWithheld;
}

/**
 * Box 12 code TT, qualified overtime compensation (P.L. 119-21, 26 U.S.C. 225): the part of FLSA
 * overtime pay above the regular rate, the "half" of time-and-a-half, which is a third of the
 * 1.5x pay. On a form without code TT (2025, under Notice 2025-62's relief) there is none.
 */
export function box12QualifiedOvertimeCompensation(
  input: W2Input,
  layout: W2Layout,
): W2Box12Entry | null {
  if (!layout.box12Codes.includes('TT')) return null;
  const premium = divideRounded(input.overtimePay ?? 0, 3);
  return premium > 0 ? { code: 'TT', amount: premium } : null;
}

/*
 * Box 12 code TP (cash tips reported to the employer) and box 14b (the Treasury tipped occupation
 * code) stay empty: PayLab records no tips and no occupations. Code TA (employer contributions to
 * a Trump account) has no deduction type in PayLab.
 */

/**
 * Box 12: coded amounts in the order the year's instructions list the codes. The paper holds four;
 * the entries after the fourth go on an additional W-2 that repeats only the identification boxes
 * (General Instructions, "Multiple forms").
 */
export function box12(input: W2Input, layout: W2Layout): W2Box12Entry[] {
  const overtime = box12QualifiedOvertimeCompensation(input, layout);
  const entries = [...(input.box12 ?? []), ...(overtime ? [overtime] : [])].filter(
    (entry) => entry.amount !== 0,
  );
  const unknown = entries.find((entry) => !layout.box12Codes.includes(entry.code));
  if (unknown) {
    throw new TaxEngineInputError(
      'box12',
      `Box 12 code ${unknown.code} is not on this year's Form W-2`,
    );
  }
  return [...entries].sort(
    (left, right) => layout.box12Codes.indexOf(left.code) - layout.box12Codes.indexOf(right.code),
  );
}

/** Box 13: statutory employee, retirement plan (any deferral or plan contribution), third-party sick pay. */
export function box13(input: W2Input): W2Form['box13'] {
  return {
    statutoryEmployee: input.isStatutoryEmployee ?? false,
    retirementPlan:
      (input.isRetirementPlanParticipant ?? false) ||
      sumBox12(input.box12 ?? [], RETIREMENT_PLAN_CODES) > 0,
    thirdPartySickPay: input.hasThirdPartySickPay ?? false,
  };
}

/**
 * Box 14: each state program withheld that employers report there, under the program's own short
 * name (CASDI; NYSDI and NYPFL; ...), in the states' and programs' order.
 */
export function box14(input: W2Input): W2Box14Entry[] {
  const entries: W2Box14Entry[] = [];
  for (const state of input.states) {
    for (const line of state.lines) {
      const label = findStateProgram(line.programId)?.w2Box14Label;
      if (label && line.amount > 0) entries.push({ label, amount: line.amount });
    }
  }
  return entries;
}

/** The state's lines of kind `local-income-tax` (MD and IN county taxes). */
function selectLocalLines(state: W2StateTotals): W2StateTotals['lines'] {
  return state.lines.filter(
    (line) => findStateProgram(line.programId)?.kind === 'local-income-tax',
  );
}

/** Box 15: the state's two-letter code. */
export function box15State(state: W2StateTotals): string {
  return state.state;
}

/** Box 16: the state's taxable wages as stored, or its wages after its share of section 125 deductions. */
export function box16StateWages(input: W2Input, state: W2StateTotals): Cents {
  if (state.taxableWages !== undefined) return state.taxableWages;
  const totalWages = sumCents(input.states.map((entry) => entry.wages));
  const section125 = input.section125Deductions ?? 0;
  // Pre-tax deductions are spread over the states in proportion to their wages.
  return state.wages - (totalWages === 0 ? 0 : multiplyRatio(section125, state.wages, totalWages));
}

/**
 * Box 19: the state's local income tax lines (General Instructions, "Boxes 18 through 20"). Indiana
 * Information Bulletin #16 (November 2022) has the county tax reported on the W-2 apart from the
 * state's; that Maryland's county tax goes here rather than inside box 17 was read only in a
 * secondary note (UNCERTAIN).
 */
export function box19LocalIncomeTax(state: W2StateTotals): Cents {
  return sumCents(selectLocalLines(state).map((line) => line.amount));
}

/** Box 17: state income tax withheld, the local tax reported in box 19 taken out. */
export function box17StateIncomeTax(state: W2StateTotals): Cents {
  return state.incomeTax - box19LocalIncomeTax(state);
}

/**
 * Box 18: wages subject to the local tax. The MD and IN county taxes are withheld on the state's
 * own taxable wages, so they are box 16's wages whenever a local tax was withheld.
 */
export function box18LocalWages(input: W2Input, state: W2StateTotals): Cents {
  return box19LocalIncomeTax(state) > 0 ? box16StateWages(input, state) : 0;
}

/** Box 20: the locality the local tax was withheld for, or null when none was. */
export function box20LocalityName(state: W2StateTotals): string | null {
  if (box19LocalIncomeTax(state) === 0) return null;
  const [first] = selectLocalLines(state).filter((line) => line.amount !== 0);
  return state.localityName || findStateProgram(first!.programId)!.label;
}

/** Boxes 15-20: one line per work state that taxes wages, its locality on the same line. */
export function boxes15To20(input: W2Input): W2StateLine[] {
  return input.states
    .filter((state) => hasWageIncomeTax(state.state))
    .map((state) => ({
      state: box15State(state),
      stateWages: box16StateWages(input, state),
      stateIncomeTax: box17StateIncomeTax(state),
      localWages: box18LocalWages(input, state),
      localIncomeTax: box19LocalIncomeTax(state),
      localityName: box20LocalityName(state),
    }));
}

/** The amounts of the input that must be whole non-negative cents, where given. */
const CHECKED_AMOUNTS = [
  'grossCompensation',
  'federalIncomeTaxWithheld',
  'additionalWithholding',
  'socialSecurityTaxWithheld',
  'medicareTaxWithheld',
  'additionalMedicareTaxWithheld',
  'section125Deductions',
  'socialSecurityTips',
  'overtimePay',
  'federalIncomeTaxWages',
  'socialSecurityWages',
  'medicareWages',
] as const satisfies readonly (keyof W2Input)[];

function checkInput(input: W2Input): void {
  for (const field of CHECKED_AMOUNTS) {
    const amount = input[field];
    if (amount !== undefined && (!Number.isSafeInteger(amount) || amount < 0))
      throw new TaxEngineInputError(field, `${field} must be a non-negative amount in cents`);
  }
}

/** One employee's W-2 for the year. */
export function buildW2(input: W2Input, parameters: FormParameters): W2Form {
  checkInput(input);
  const stateLines = boxes15To20(input);
  const box12Entries = box12(input, parameters.layouts.w2);
  const warnings = [...parameters.warnings];
  if (box12Entries.length > MAX_BOX_12_ENTRIES)
    warnings.push(
      `${box12Entries.length} box 12 entries: the IRS fits ${MAX_BOX_12_ENTRIES} per W-2, so the entries after the fourth belong on an additional W-2`,
    );
  if (stateLines.length > MAX_STATE_LINES)
    warnings.push(
      `Wages in ${stateLines.length} states: the IRS fits two per W-2, so the states after the second belong on an additional W-2`,
    );
  return {
    taxYear: input.taxYear,
    controlNumber: input.controlNumber,
    box1WagesTipsOtherCompensation: box1WagesTipsOtherCompensation(input),
    box2FederalIncomeTaxWithheld: box2FederalIncomeTaxWithheld(input),
    box3SocialSecurityWages: box3SocialSecurityWages(input, parameters),
    box4SocialSecurityTaxWithheld: box4SocialSecurityTaxWithheld(input),
    box5MedicareWagesAndTips: box5MedicareWagesAndTips(input),
    box6MedicareTaxWithheld: box6MedicareTaxWithheld(input),
    box7SocialSecurityTips: box7SocialSecurityTips(input, parameters),
    box8AllocatedTips: input.allocatedTips ?? 0,
    box10DependentCareBenefits: input.dependentCareBenefits ?? 0,
    box11NonqualifiedPlans: input.nonqualifiedPlans ?? 0,
    box12: box12Entries,
    box13: box13(input),
    box14: box14(input),
    stateLines,
    warnings,
  };
}
