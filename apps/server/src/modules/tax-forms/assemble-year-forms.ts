import { sumCents, type Cents } from '@paylab/shared';
import { findStateRule, resolvePayrollTaxRates } from '@paylab/tax-engine';
import {
  allocateFutaWages,
  buildForm940,
  buildForm941,
  hasWageIncomeTax,
  QUARTERS,
  resolveFormParameters,
  summarizeW2Deductions,
  type Form940,
  type Form940Employee,
  type Form941,
  type Form941EmployeeQuarter,
  type Quarter,
  type W2DeductionTotal,
  type W2Input,
} from '@paylab/tax-engine/forms';
import type { PayTotals, YearPayrollTotals } from './load-year-payroll-totals';

/** Figures of a quarterly report beside its 941 lines (spec section 3, quarterly_tax_reports). */
export interface QuarterFigures {
  quarter: Quarter;
  form941: Form941;
  futaWages: Cents;
  futaTax: Cents;
  sutaWages: Cents;
  sutaTax: Cents;
  stateWages: Cents;
  stateIncomeTax: Cents;
  stateDisabilityTax: Cents;
}

export interface YearForms {
  quarters: QuarterFigures[];
  form940: Form940 | null;
  employeeCount: number;
}

function groupByEmployee<T extends PayTotals>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.employeeId);
    if (group) group.push(row);
    else groups.set(row.employeeId, [row]);
  }
  return groups;
}

const sumOf = <T extends PayTotals>(rows: readonly T[], pick: (row: T) => Cents) =>
  sumCents(rows.map(pick));

/** The year's program amounts of rows of one state, in the order the state's rule declares them. */
function sumStateLines(
  state: string,
  rows: readonly { stateLines: Record<string, Cents> }[],
): { programId: string; amount: Cents }[] {
  const totals = new Map<string, Cents>();
  for (const row of rows)
    for (const [programId, amount] of Object.entries(row.stateLines))
      totals.set(programId, (totals.get(programId) ?? 0) + amount);
  const order = (findStateRule(state)?.programs ?? []).map((program) => program.id);
  return [...totals.entries()]
    .sort(([left], [right]) => {
      const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
      return rank(left) - rank(right) || (left < right ? -1 : 1);
    })
    .map(([programId, amount]) => ({ programId, amount }));
}

/** The W-2 builder's input for each employee paid in the year, keyed by employee id, in the rows' order. */
export function assembleW2Inputs<
  T extends PayTotals & {
    stateLines: Record<string, Cents>;
    localityName?: string | null;
    deductions?: readonly W2DeductionTotal[];
  },
>(taxYear: number, rows: readonly T[], controlNumberOf: (row: T) => string): Map<string, W2Input> {
  const inputs = new Map<string, W2Input>();
  for (const [employeeId, employeeRows] of groupByEmployee(rows)) {
    const states = new Map<string, T[]>();
    for (const row of employeeRows) states.set(row.state, [...(states.get(row.state) ?? []), row]);
    const deductions = summarizeW2Deductions(
      employeeRows.flatMap((row) => row.deductions ?? []),
      `${taxYear}-12-31`,
    );
    inputs.set(employeeId, {
      taxYear,
      controlNumber: controlNumberOf(employeeRows[0]!),
      grossCompensation: sumOf(employeeRows, (row) => row.wages),
      overtimePay: sumOf(employeeRows, (row) => row.overtimePay),
      federalIncomeTaxWages: sumOf(employeeRows, (row) => row.federalIncomeTaxWages),
      socialSecurityWages: sumOf(employeeRows, (row) => row.socialSecurityWages),
      medicareWages: sumOf(employeeRows, (row) => row.medicareWages),
      dependentCareBenefits: deductions.box10DependentCareBenefits,
      box12: deductions.box12,
      isRetirementPlanParticipant: deductions.isRetirementPlanParticipant,
      federalIncomeTaxWithheld: sumOf(employeeRows, (row) => row.federalIncomeTax),
      additionalWithholding: sumOf(employeeRows, (row) => row.additionalWithholding),
      socialSecurityTaxWithheld: sumOf(employeeRows, (row) => row.socialSecurityTax),
      medicareTaxWithheld: sumOf(employeeRows, (row) => row.medicareTax),
      additionalMedicareTaxWithheld: sumOf(employeeRows, (row) => row.additionalMedicareTax),
      states: [...states.entries()].map(([state, stateRows]) => ({
        state,
        wages: sumOf(stateRows, (row) => row.wages),
        taxableWages: sumOf(stateRows, (row) => row.stateWages),
        incomeTax: sumOf(stateRows, (row) => row.stateIncomeTax),
        lines: sumStateLines(state, stateRows),
        localityName: stateRows.find((row) => row.localityName)?.localityName ?? null,
      })),
    });
  }
  return inputs;
}

/**
 * The year's 941s (one per quarter with payroll), its 940, and each quarter's unemployment and state
 * figures. `depositsByQuarter` is line 13 as recorded when each 941 was filed.
 */
export function assembleYearForms(
  totals: YearPayrollTotals,
  depositsByQuarter: Partial<Record<Quarter, Cents>> = {},
): YearForms {
  if (totals.rows.length === 0) return { quarters: [], form940: null, employeeCount: 0 };
  const parameters = resolveFormParameters(totals.taxYear);
  const sutaWageBase = resolvePayrollTaxRates(`${totals.taxYear}-12-31`).sutaWageBase.value;
  const byEmployee = groupByEmployee(totals.rows);

  const futaWagesByQuarter: Record<Quarter, Cents> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  const sutaWagesByQuarter: Record<Quarter, Cents> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  const form940Employees: Form940Employee[] = [];
  const quarterEmployees: Record<Quarter, Form941EmployeeQuarter[]> = {
    1: [],
    2: [],
    3: [],
    4: [],
  };
  for (const rows of byEmployee.values()) {
    // Line 3 is every payment; what the paychecks kept out of FUTA wages is line 4.
    const employee: Form940Employee = {
      payments: rows.map((row) => ({
        quarter: row.quarter,
        state: row.state,
        amount: row.wages,
        exemptAmount: row.wages - row.futaWages,
      })),
    };
    form940Employees.push(employee);
    const futa = allocateFutaWages(employee, parameters.futaWageBase.value);
    const suta = allocateFutaWages(employee, sutaWageBase);
    rows.forEach((row, index) => {
      futaWagesByQuarter[row.quarter] += futa[index]!;
      sutaWagesByQuarter[row.quarter] += suta[index]!;
    });
    let socialSecurityBefore = 0;
    let medicareBefore = 0;
    for (const quarter of QUARTERS) {
      const inQuarter = rows.filter((row) => row.quarter === quarter);
      const socialSecurity = sumOf(inQuarter, (row) => row.socialSecurityWages);
      const medicare = sumOf(inQuarter, (row) => row.medicareWages);
      if (inQuarter.length > 0)
        quarterEmployees[quarter].push({
          wagesBeforeQuarter: socialSecurityBefore,
          wagesInQuarter: socialSecurity,
          incomeTaxWagesInQuarter: sumOf(inQuarter, (row) => row.federalIncomeTaxWages),
          medicareWagesBeforeQuarter: medicareBefore,
          medicareWagesInQuarter: medicare,
        });
      socialSecurityBefore += socialSecurity;
      medicareBefore += medicare;
    }
  }

  const form940 = buildForm940(
    {
      taxYear: totals.taxYear,
      employees: form940Employees,
      totalDeposits: 0,
      preTaxDeductionTypes: totals.preTaxDeductionTypes,
    },
    parameters,
  );
  const futaTaxByQuarter: Record<Quarter, Cents> = {
    1: form940.lines.line16a,
    2: form940.lines.line16b,
    3: form940.lines.line16c,
    4: form940.lines.line16d,
  };
  const quarters: QuarterFigures[] = [];
  for (const quarter of QUARTERS) {
    const rows = totals.rows.filter((row) => row.quarter === quarter);
    if (rows.length === 0) continue;
    const taxingRows = rows.filter((row) => hasWageIncomeTax(row.state));
    const form941 = buildForm941(
      {
        taxYear: totals.taxYear,
        quarter,
        employeesPaidForTwelfth: totals.employeesPaidForTwelfth[quarter],
        employees: quarterEmployees[quarter],
        federalIncomeTaxWithheld: sumOf(
          rows,
          (row) => row.federalIncomeTax + row.additionalWithholding,
        ),
        employeeSocialSecurityWithheld: sumOf(rows, (row) => row.socialSecurityTax),
        employeeMedicareWithheld: sumOf(rows, (row) => row.medicareTax),
        employeeAdditionalMedicareWithheld: sumOf(rows, (row) => row.additionalMedicareTax),
        totalDeposits: depositsByQuarter[quarter] ?? 0,
      },
      parameters,
    );
    quarters.push({
      quarter,
      form941,
      futaWages: futaWagesByQuarter[quarter],
      futaTax: futaTaxByQuarter[quarter],
      sutaWages: sutaWagesByQuarter[quarter],
      sutaTax: sumOf(rows, (row) => row.sutaTax),
      stateWages: sumOf(taxingRows, (row) => row.stateWages),
      stateIncomeTax: sumOf(rows, (row) => row.stateIncomeTax),
      stateDisabilityTax: sumOf(rows, (row) => row.stateDisabilityTax),
    });
  }
  return { quarters, form940, employeeCount: byEmployee.size };
}
