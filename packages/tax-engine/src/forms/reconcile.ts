import { formatPercent, formatUsd, multiplyRate, sumCents, type Cents } from '@paylab/shared/money';

import type { Form941Lines } from './form-941';
import { employeeShareOfLine5 } from './form-941';
import type { FormParameters } from './form-parameters';
import type { W3Form } from './w3';

/*
 * The year-end reconciliation the W-2/W-3 instructions ask for ("Reconciling Forms W-2, W-3, 941,
 * 943, 944, CT-1, and Schedule H"): the W-3 totals against the four 941s, and every W-2's social
 * security wages against the wage base. A mismatch is reported, never corrected silently.
 */

export interface ReconciliationW2 {
  /** How a person finds the form: control number and employee. */
  reference: string;
  box3SocialSecurityWages: Cents;
  box4SocialSecurityTaxWithheld: Cents;
  box7SocialSecurityTips: Cents;
  /** The paychecks behind the form: each may round its social security by up to half a cent. */
  paycheckCount: number;
}

export interface ReconciliationException {
  reference: string;
  description: string;
}

export interface ReconciliationCheck {
  id: string;
  label: string;
  leftLabel: string;
  leftAmount: Cents | null;
  rightLabel: string;
  rightAmount: Cents | null;
  /** left - right; null when a side is missing. */
  difference: Cents | null;
  isMatch: boolean;
  /** Per-form checks: how many W-2s were looked at (null for a comparison of two totals). */
  formsChecked: number | null;
  exceptions: ReconciliationException[];
}

export interface ReconciliationInput {
  w3: W3Form | null;
  w2s: readonly ReconciliationW2[];
  /** The year's 941s (quarters without payroll have none). */
  quarters: readonly Form941Lines[];
}

function compare(
  id: string,
  label: string,
  leftLabel: string,
  left: Cents | null,
  rightLabel: string,
  right: Cents | null,
): ReconciliationCheck {
  const difference = left === null || right === null ? null : left - right;
  return {
    id,
    label,
    leftLabel,
    leftAmount: left,
    rightLabel,
    rightAmount: right,
    difference,
    isMatch: difference === 0,
    formsChecked: null,
    exceptions: [],
  };
}

function sumQuarters(
  quarters: readonly Form941Lines[],
  pick: (lines: Form941Lines) => Cents,
): Cents | null {
  return quarters.length === 0 ? null : sumCents(quarters.map(pick));
}

export function reconcileAnnualForms(
  input: ReconciliationInput,
  parameters: FormParameters,
): ReconciliationCheck[] {
  const { w3, quarters } = input;
  if (!w3 && quarters.length === 0 && input.w2s.length === 0) return [];
  const w3Amount = (pick: (form: W3Form) => Cents) => (w3 ? pick(w3) : null);
  const checks: ReconciliationCheck[] = [
    compare(
      'w3-box1-941-line2',
      'Wages: W-3 box 1 = total of 941 line 2',
      'W-3 box 1',
      w3Amount((form) => form.box1WagesTipsOtherCompensation),
      '941 line 2',
      sumQuarters(quarters, (lines) => lines.line2),
    ),
    compare(
      'w3-box2-941-line3',
      'Federal income tax withheld: W-3 box 2 = total of 941 line 3',
      'W-3 box 2',
      w3Amount((form) => form.box2FederalIncomeTaxWithheld),
      '941 line 3',
      sumQuarters(quarters, (lines) => lines.line3),
    ),
    compare(
      'w3-box3-941-line5a',
      'Social security wages and tips: W-3 boxes 3 + 7 = total of 941 lines 5a + 5b, column 1',
      'W-3 boxes 3 + 7',
      w3Amount((form) => form.box3SocialSecurityWages + form.box7SocialSecurityTips),
      '941 lines 5a + 5b',
      sumQuarters(quarters, (lines) => lines.line5a.column1 + lines.line5b.column1),
    ),
    compare(
      'w3-box5-941-line5c',
      'Medicare wages and tips: W-3 box 5 = total of 941 line 5c, column 1',
      'W-3 box 5',
      w3Amount((form) => form.box5MedicareWagesAndTips),
      '941 line 5c',
      sumQuarters(quarters, (lines) => lines.line5c.column1),
    ),
    compare(
      'w3-box4-6-941-employee-share',
      'Employee FICA withheld: W-3 boxes 4 + 6 = employee share of 941 line 5 plus line 7',
      'W-3 boxes 4 + 6',
      w3Amount((form) => form.box4SocialSecurityTaxWithheld + form.box6MedicareTaxWithheld),
      '941 employee share + line 7',
      sumQuarters(quarters, (lines) => employeeShareOfLine5(lines, parameters) + lines.line7),
    ),
  ];

  const wageBase = parameters.socialSecurityWageBase.value;
  const overBase = input.w2s.filter(
    (form) => form.box3SocialSecurityWages + form.box7SocialSecurityTips > wageBase,
  );
  checks.push({
    id: 'w2-box3-wage-base',
    label: `Social security wages of each W-2 (boxes 3 + 7) within the ${formatUsd(wageBase)} wage base`,
    leftLabel: 'W-2s over the wage base',
    leftAmount: null,
    rightLabel: 'Wage base',
    rightAmount: null,
    difference: null,
    isMatch: overBase.length === 0,
    formsChecked: input.w2s.length,
    exceptions: overBase.map((form) => ({
      reference: form.reference,
      description: `Boxes 3 + 7 ${formatUsd(form.box3SocialSecurityWages + form.box7SocialSecurityTips)} exceed the wage base ${formatUsd(wageBase)}`,
    })),
  });
  const rate = parameters.socialSecurityEmployeeRate.value;
  // Paychecks rounded one by one (the spec-simplified rule set) drift from the yearly product by
  // less than half a cent each, and the product's own rounding adds under half a cent: n checks
  // can differ by at most floor(n / 2) cents. Year-to-date rounding (official) differs by none.
  const offRate = input.w2s.filter(
    (form) =>
      Math.abs(
        form.box4SocialSecurityTaxWithheld -
          multiplyRate(form.box3SocialSecurityWages + form.box7SocialSecurityTips, rate),
      ) > Math.floor(form.paycheckCount / 2),
  );
  checks.push({
    id: 'w2-box4-rate',
    label: `Social security tax of each W-2: box 4 = ${formatPercent(rate)} of boxes 3 + 7, give or take half a cent per paycheck`,
    leftLabel: 'W-2s off the rate',
    leftAmount: null,
    rightLabel: 'Rate',
    rightAmount: null,
    difference: null,
    isMatch: offRate.length === 0,
    formsChecked: input.w2s.length,
    exceptions: offRate.map((form) => ({
      reference: form.reference,
      description: `Box 4 ${formatUsd(form.box4SocialSecurityTaxWithheld)}; ${formatPercent(rate)} of ${formatUsd(form.box3SocialSecurityWages + form.box7SocialSecurityTips)} is ${formatUsd(multiplyRate(form.box3SocialSecurityWages + form.box7SocialSecurityTips, rate))}`,
    })),
  });
  return checks;
}
