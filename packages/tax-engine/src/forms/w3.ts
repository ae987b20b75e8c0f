import { sumCents, type Cents } from '@paylab/shared/money';

import type { Box12Code } from './form-layouts';
import {
  PRE_TAX_DEFERRAL_CODES,
  ROTH_DEFERRAL_CODES,
  type W2Form,
  type WageAndTaxBoxes,
} from './w2';

/*
 * Form W-3 (2025), the transmittal of Copy A of every W-2 of one kind: each money box is the sum of
 * the same box over the W-2s (General Instructions for Forms W-2 and W-3, "Specific Instructions for
 * Form W-3"; forms-2025.md section 3).
 */

/** Box 12a of the W-3 totals deferred compensation under these box 12 codes only. */
export const W3_DEFERRED_COMPENSATION_CODES: readonly Box12Code[] = [
  ...PRE_TAX_DEFERRAL_CODES,
  'Y',
  ...ROTH_DEFERRAL_CODES,
];

export interface W3Form extends WageAndTaxBoxes {
  taxYear: number;
  /** Box b: PayLab's employers file Form 941 and are none of the special kinds. */
  kindOfPayer: '941';
  kindOfEmployer: 'None apply';
  /** Box c: W-2s transmitted. */
  boxCTotalW2Forms: number;
  box12aDeferredCompensation: Cents;
  box13ThirdPartySickPay: boolean;
  /** Box 15: the state's code, or "X" when the W-2s hold more than one state. */
  box15State: string | null;
  box16StateWages: Cents;
  box17StateIncomeTax: Cents;
  box18LocalWages: Cents;
  box19LocalIncomeTax: Cents;
}

function total(forms: readonly W2Form[], pick: (form: W2Form) => Cents): Cents {
  return sumCents(forms.map(pick));
}

/** Box 15: one state's code, "X" for several ("enter an X ... and do not enter any state ID"), null for none. */
export function w3Box15State(forms: readonly W2Form[]): string | null {
  const states = new Set(forms.flatMap((form) => form.stateLines.map((line) => line.state)));
  if (states.size === 0) return null;
  return states.size === 1 ? [...states][0]! : 'X';
}

/** Box 12a: deferred compensation over the W-2s' box 12 entries with the listed codes. */
export function w3Box12aDeferredCompensation(forms: readonly W2Form[]): Cents {
  return sumCents(
    forms.flatMap((form) =>
      form.box12
        .filter((entry) => W3_DEFERRED_COMPENSATION_CODES.includes(entry.code))
        .map((entry) => entry.amount),
    ),
  );
}

/** The W-3 for a year's W-2s, or null when there are none to transmit. */
export function buildW3(taxYear: number, forms: readonly W2Form[]): W3Form | null {
  if (forms.length === 0) return null;
  return {
    taxYear,
    kindOfPayer: '941',
    kindOfEmployer: 'None apply',
    boxCTotalW2Forms: forms.length,
    box1WagesTipsOtherCompensation: total(forms, (form) => form.box1WagesTipsOtherCompensation),
    box2FederalIncomeTaxWithheld: total(forms, (form) => form.box2FederalIncomeTaxWithheld),
    box3SocialSecurityWages: total(forms, (form) => form.box3SocialSecurityWages),
    box4SocialSecurityTaxWithheld: total(forms, (form) => form.box4SocialSecurityTaxWithheld),
    box5MedicareWagesAndTips: total(forms, (form) => form.box5MedicareWagesAndTips),
    box6MedicareTaxWithheld: total(forms, (form) => form.box6MedicareTaxWithheld),
    box7SocialSecurityTips: total(forms, (form) => form.box7SocialSecurityTips),
    box8AllocatedTips: total(forms, (form) => form.box8AllocatedTips),
    box10DependentCareBenefits: total(forms, (form) => form.box10DependentCareBenefits),
    box11NonqualifiedPlans: total(forms, (form) => form.box11NonqualifiedPlans),
    box12aDeferredCompensation: w3Box12aDeferredCompensation(forms),
    box13ThirdPartySickPay: forms.some((form) => form.box13.thirdPartySickPay),
    box15State: w3Box15State(forms),
    box16StateWages: total(forms, (form) =>
      sumCents(form.stateLines.map((line) => line.stateWages)),
    ),
    box17StateIncomeTax: total(forms, (form) =>
      sumCents(form.stateLines.map((line) => line.stateIncomeTax)),
    ),
    box18LocalWages: total(forms, (form) =>
      sumCents(form.stateLines.map((line) => line.localWages)),
    ),
    box19LocalIncomeTax: total(forms, (form) =>
      sumCents(form.stateLines.map((line) => line.localIncomeTax)),
    ),
  };
}
