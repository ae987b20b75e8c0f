import { sumCents, type Cents } from '@paylab/shared/money';

import type { DeductionType } from '../benefits/deduction-types';
import { W2_REPORTING } from '../benefits/deduction-types';
import { resolveParameter } from '../parameters/parameter';
import { BOX_12_CODES } from './form-layouts';
import type { W2Box12Entry } from './w2';

/** One deduction type's year on one employee's payroll: what the pay gave and what the employer added. */
export interface W2DeductionTotal {
  type: DeductionType;
  employeeAmount: Cents;
  employerAmount: Cents;
}

/** What the year's deductions put on a W-2 beyond the wage bases. */
export interface W2DeductionBoxes {
  box10DependentCareBenefits: Cents;
  box12: W2Box12Entry[];
  isRetirementPlanParticipant: boolean;
}

/*
 * Which share each destination reports (General Instructions for Forms W-2 and W-3, "Box 12 codes"
 * and "Box 10"): codes D, E, G, S, AA and BB are the employee's elective deferrals only, an
 * employer match being reported nowhere; code W is the employer's HSA contributions including the
 * employee's through a cafeteria plan; code DD is the whole cost of coverage, both shares; box 10 is
 * all dependent care benefits, both shares. Entries the instructions leave optional (stand-alone
 * dental or vision, box 14 after-tax) are left off.
 */
const EMPLOYEE_SHARE_ONLY_CODES: readonly string[] = ['D', 'E', 'G', 'S', 'AA', 'BB'];

/** Boxes 10, 12 and 13's retirement plan for one employee's year of deductions, by the table in force on `date`. */
export function summarizeW2Deductions(
  totals: readonly W2DeductionTotal[],
  date: string,
): W2DeductionBoxes {
  // A year without deductions needs no table, which keeps years before the table's first edition open.
  if (totals.length === 0)
    return { box10DependentCareBenefits: 0, box12: [], isRetirementPlanParticipant: false };
  const reporting = resolveParameter(W2_REPORTING, date).value;
  const byCode = new Map<W2Box12Entry['code'], Cents>();
  const box10: Cents[] = [];
  let isRetirementPlanParticipant = false;
  for (const total of totals) {
    const rule = reporting[total.type];
    if (rule.marksRetirementPlan && (total.employeeAmount > 0 || total.employerAmount > 0))
      isRetirementPlanParticipant = true;
    if (!rule.isRequired) continue;
    const { destination } = rule;
    if (destination.box === '10') box10.push(total.employeeAmount + total.employerAmount);
    if (destination.box !== '12') continue;
    const amount = EMPLOYEE_SHARE_ONLY_CODES.includes(destination.code)
      ? total.employeeAmount
      : total.employeeAmount + total.employerAmount;
    byCode.set(destination.code, (byCode.get(destination.code) ?? 0) + amount);
  }
  return {
    box10DependentCareBenefits: sumCents(box10),
    box12: [...byCode.entries()]
      .filter(([, amount]) => amount !== 0)
      .map(([code, amount]) => ({ code, amount }))
      .sort((left, right) => BOX_12_CODES.indexOf(left.code) - BOX_12_CODES.indexOf(right.code)),
    isRetirementPlanParticipant,
  };
}
