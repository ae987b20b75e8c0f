import { employees, payrollRecords, payrollRecordStateLines, type Database } from '@paylab/db';
import { findStateRule } from '@paylab/tax-engine';
import { formatMoney, parseMoney } from '@paylab/shared';

/*
 * Test data for the forms: employees and payroll_records written straight with Drizzle, every amount
 * typed by hand (never computed by PayLab's own code), so the tests check the forms against
 * figures worked on paper.
 */

export interface TestEmployee {
  employeeId: string;
  firstName: string;
  lastName: string;
  department: string;
  state: string;
  annualSalary: string;
}

export async function insertEmployee(db: Database, employee: TestEmployee): Promise<string> {
  const [row] = await db
    .insert(employees)
    .values({
      ...employee,
      payFrequency: 'monthly',
      filingStatus: 'single',
      hireDate: '2024-01-02',
    })
    .returning({ id: employees.id });
  return row!.id;
}

/** One paycheck; amounts as "1234.50". Omitted taxes are 0. */
export interface TestPaycheck {
  payPeriodStart: string;
  payPeriodEnd: string;
  payDate: string;
  state: string;
  /** Defaults to 160 (a monthly salaried period). */
  hoursWorked?: string;
  /** Defaults to 0. */
  overtimeHours?: string;
  grossPay: string;
  /** The time-and-a-half part of grossPay; defaults to 0. */
  overtimePay?: string;
  supplementalPay?: string;
  federalIncomeTax: string;
  additionalWithholding?: string;
  socialSecurityTax: string;
  medicareTax: string;
  additionalMedicareTax?: string;
  stateIncomeTax?: string;
  stateDisabilityTax?: string;
  statePaidFamilyLeave?: string;
  sutaTax?: string;
  futaTax?: string;
  totalDeductions: string;
  netPay: string;
  /** ISO timestamp; defaults to now. */
  createdAt?: string;
  /** Amounts of programs by id, over the sums above (a county tax, a contribution). */
  stateLines?: Readonly<Record<string, string>>;
}

export async function insertPaychecks(
  db: Database,
  employeeId: string,
  paychecks: readonly TestPaycheck[],
): Promise<void> {
  if (paychecks.length === 0) return;
  const inserted = await db
    .insert(payrollRecords)
    .values(
      paychecks.map((paycheck) => {
        // Without deductions every base is the wages, regular plus supplemental.
        const wages = formatMoney(
          parseMoney(paycheck.grossPay) + parseMoney(paycheck.supplementalPay ?? '0'),
        );
        return {
          employeeId,
          payPeriodStart: paycheck.payPeriodStart,
          payPeriodEnd: paycheck.payPeriodEnd,
          payDate: paycheck.payDate,
          ruleSet: 'official-2025',
          state: paycheck.state,
          hoursWorked: paycheck.hoursWorked ?? '160',
          overtimeHours: paycheck.overtimeHours ?? '0',
          regularRate: '0',
          overtimeRate: '0',
          grossPay: paycheck.grossPay,
          overtimePay: paycheck.overtimePay ?? '0',
          supplementalPay: paycheck.supplementalPay ?? '0',
          federalIncomeTax: paycheck.federalIncomeTax,
          socialSecurityTax: paycheck.socialSecurityTax,
          medicareTax: paycheck.medicareTax,
          additionalMedicareTax: paycheck.additionalMedicareTax ?? '0',
          stateIncomeTax: paycheck.stateIncomeTax ?? '0',
          stateDisabilityTax: paycheck.stateDisabilityTax ?? '0',
          statePaidFamilyLeave: paycheck.statePaidFamilyLeave ?? '0',
          additionalWithholding: paycheck.additionalWithholding ?? '0',
          totalDeductions: paycheck.totalDeductions,
          netPay: paycheck.netPay,
          sutaTax: paycheck.sutaTax ?? '0',
          futaTax: paycheck.futaTax ?? '0',
          federalIncomeTaxWages: wages,
          socialSecurityWages: wages,
          medicareWages: wages,
          futaWages: wages,
          stateWages: wages,
          ...(paycheck.createdAt ? { createdAt: paycheck.createdAt } : {}),
        };
      }),
    )
    .returning({ id: payrollRecords.id });
  // The record's state lines carry the typed sums, one per program of the state's rule (as the
  // engine writes them and migration 0025 wrote them for earlier paychecks).
  const lines = paychecks.flatMap((paycheck, index) =>
    (findStateRule(paycheck.state)?.programs ?? []).map((program) => ({
      payrollRecordId: inserted[index]!.id,
      programId: program.id,
      kind: program.kind,
      amount:
        paycheck.stateLines?.[program.id] ??
        (program.kind === 'income-tax'
          ? paycheck.stateIncomeTax
          : program.kind === 'disability'
            ? paycheck.stateDisabilityTax
            : program.kind === 'family-leave'
              ? paycheck.statePaidFamilyLeave
              : undefined) ??
        '0',
    })),
  );
  if (lines.length > 0) await db.insert(payrollRecordStateLines).values(lines);
}

const MONTH_ENDS = [
  '01-31',
  '02-28',
  '03-31',
  '04-30',
  '05-31',
  '06-30',
  '07-31',
  '08-31',
  '09-30',
  '10-31',
  '11-30',
  '12-31',
];

/** A monthly paycheck for month 1-12 of 2025, paid on the period's last day. */
export function monthlyPaycheck(
  month: number,
  values: Omit<TestPaycheck, 'payPeriodStart' | 'payPeriodEnd' | 'payDate'>,
): TestPaycheck {
  const mm = String(month).padStart(2, '0');
  const end = `2025-${MONTH_ENDS[month - 1]}`;
  return { payPeriodStart: `2025-${mm}-01`, payPeriodEnd: end, payDate: end, ...values };
}

/**
 * A paycheck for the one day `payDate`, typed into PayLab at `createdAt` (an ISO timestamp, which
 * may be on another day); every amount `values` leaves out is 0.
 */
export function oneDayPaycheck(
  payDate: string,
  createdAt: string,
  values: Partial<TestPaycheck> & Pick<TestPaycheck, 'state'>,
): TestPaycheck {
  return {
    payPeriodStart: payDate,
    payPeriodEnd: payDate,
    payDate,
    grossPay: '0',
    federalIncomeTax: '0',
    socialSecurityTax: '0',
    medicareTax: '0',
    totalDeductions: '0',
    netPay: '0',
    createdAt,
    ...values,
  };
}
