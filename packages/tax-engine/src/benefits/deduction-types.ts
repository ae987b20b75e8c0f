/*
 * Where each deduction lands on Form W-2. Read from public copies of the General Instructions for
 * Forms W-2 and W-3 (the box 12 reference guide and the box 10, 13 and 14 instructions carry over
 * unchanged from edition to edition); the 2026 split of box 14 into 14a and 14b and the new codes
 * TA, TP and TT come from summaries of the final 2026 instructions (released January 2026), not
 * from the IRS PDF itself. The code DD rows follow the IRS chart "Form W-2 Reporting of
 * Employer-Sponsored Health Coverage" (major medical: report; stand-alone dental or vision:
 * optional; health FSA funded only by salary reduction: do not report; HSA: do not report).
 */
import { DEDUCTION_TYPES } from '@paylab/shared/constants';
import { DEDUCTION_TYPE_LABELS } from '@paylab/shared/labels';

import { defineParameter } from '../parameters/parameter';

/** The closed list of deduction types an election can name (issue 29), kept in packages/shared. */
export { DEDUCTION_TYPES };

export type DeductionType = (typeof DEDUCTION_TYPES)[number];

export function isDeductionType(value: string): value is DeductionType {
  return (DEDUCTION_TYPES as readonly string[]).includes(value);
}

/** Pay stub, trace and settings label of each type; kept in packages/shared for the screens. */
export { DEDUCTION_TYPE_LABELS };

export type W2Box12Code = 'D' | 'E' | 'G' | 'S' | 'W' | 'AA' | 'BB' | 'DD';

/** The one place on Form W-2 a deduction type's year total is printed, if any. */
export type W2Destination =
  | { readonly box: '12'; readonly code: W2Box12Code }
  | { readonly box: '10' }
  | { readonly box: '14' | '14a' }
  | { readonly box: 'none' };

export interface W2Reporting {
  readonly destination: W2Destination;
  /** False where the instructions let the employer choose (stand-alone dental or vision, box 14). */
  readonly isRequired: boolean;
  /** Box 13 "Retirement plan": a deferral makes the employee an active participant for the year. */
  readonly marksRetirementPlan: boolean;
  /** What the reader of the form needs to know about the amount, in the instructions' terms. */
  readonly note: string;
}

const HEALTH_COVERAGE_NOTE =
  'Code DD is the whole cost of the coverage, the employee and employer shares together; required of employers that filed 250 or more Forms W-2 for the prior year, optional for others; not taxable';
const STAND_ALONE_COVERAGE_NOTE =
  'Code DD is optional for a dental or vision plan not integrated into a medical plan; when reported, the employee and employer shares together';

function describeW2Reporting(otherBox: '14' | '14a'): Readonly<Record<DeductionType, W2Reporting>> {
  return {
    'traditional-401k': {
      destination: { box: '12', code: 'D' },
      isRequired: true,
      marksRetirementPlan: true,
      note: 'Code D: elective deferrals under a section 401(k) arrangement',
    },
    'roth-401k': {
      destination: { box: '12', code: 'AA' },
      isRequired: true,
      marksRetirementPlan: true,
      note: 'Code AA: designated Roth contributions under a section 401(k) plan, also in boxes 1, 3 and 5',
    },
    'traditional-403b': {
      destination: { box: '12', code: 'E' },
      isRequired: true,
      marksRetirementPlan: true,
      note: 'Code E: elective deferrals under a section 403(b) salary reduction agreement',
    },
    'roth-403b': {
      destination: { box: '12', code: 'BB' },
      isRequired: true,
      marksRetirementPlan: true,
      note: 'Code BB: designated Roth contributions under a section 403(b) plan, also in boxes 1, 3 and 5',
    },
    'governmental-457b': {
      destination: { box: '12', code: 'G' },
      isRequired: true,
      marksRetirementPlan: false,
      note: 'Code G: elective deferrals to a section 457(b) plan; box 13 is not checked for a 457(b) plan',
    },
    'simple-ira': {
      destination: { box: '12', code: 'S' },
      isRequired: true,
      marksRetirementPlan: true,
      note: 'Code S: employee salary reduction contributions under a section 408(p) SIMPLE plan, not in box 1',
    },
    'section-125-medical': {
      destination: { box: '12', code: 'DD' },
      isRequired: true,
      marksRetirementPlan: false,
      note: HEALTH_COVERAGE_NOTE,
    },
    'section-125-dental': {
      destination: { box: '12', code: 'DD' },
      isRequired: false,
      marksRetirementPlan: false,
      note: STAND_ALONE_COVERAGE_NOTE,
    },
    'section-125-vision': {
      destination: { box: '12', code: 'DD' },
      isRequired: false,
      marksRetirementPlan: false,
      note: STAND_ALONE_COVERAGE_NOTE,
    },
    hsa: {
      destination: { box: '12', code: 'W' },
      isRequired: true,
      marksRetirementPlan: false,
      note: "Code W: employer contributions to the employee's HSA, including the employee's contributions through a cafeteria plan",
    },
    'health-fsa': {
      destination: { box: 'none' },
      isRequired: false,
      marksRetirementPlan: false,
      note: 'A health FSA funded only by salary reduction is not reported in code DD nor elsewhere',
    },
    'dependent-care-fsa': {
      destination: { box: '10' },
      isRequired: true,
      marksRetirementPlan: false,
      note: 'Box 10: all dependent care benefits; any amount over the exclusion is also in boxes 1, 3 and 5',
    },
    'commuter-transit': {
      destination: { box: 'none' },
      isRequired: false,
      marksRetirementPlan: false,
      note: 'Qualified transportation benefits within the monthly limit are not reported; any excess is in boxes 1, 3 and 5',
    },
    'commuter-parking': {
      destination: { box: 'none' },
      isRequired: false,
      marksRetirementPlan: false,
      note: 'Qualified parking within the monthly limit is not reported; any excess is in boxes 1, 3 and 5',
    },
    'after-tax': {
      destination: { box: otherBox },
      isRequired: false,
      marksRetirementPlan: false,
      note: `Box ${otherBox} (optional): union dues and voluntary after-tax contributions, labelled`,
    },
  };
}

export const W2_REPORTING = defineParameter<Readonly<Record<DeductionType, W2Reporting>>>(
  'us.irs.forms.w2.deduction-reporting',
  'Where each deduction type is reported on Form W-2',
  [
    {
      effectiveFrom: '2025-01-01',
      value: describeW2Reporting('14'),
      unit: 'w2-reporting-by-deduction-type',
      citation:
        'IRS General Instructions for Forms W-2 and W-3 (2025): box 12 codes D, E, G, S, W, AA, BB and DD (Form W-2 Reference Guide for Box 12 Codes); box 10 dependent care benefits; box 13 retirement plan; box 14 other; IRS chart "Form W-2 Reporting of Employer-Sponsored Health Coverage"',
    },
    {
      effectiveFrom: '2026-01-01',
      value: describeW2Reporting('14a'),
      unit: 'w2-reporting-by-deduction-type',
      citation:
        'IRS General Instructions for Forms W-2 and W-3 (2026): box 12 codes D, E, G, S, W, AA, BB and DD unchanged; box 10 dependent care benefits; box 13 retirement plan; box 14 split into 14a (other) and 14b (Treasury Tipped Occupation Code)',
    },
  ],
);
