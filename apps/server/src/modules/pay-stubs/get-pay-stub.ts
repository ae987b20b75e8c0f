import { and, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  benefitPlans,
  employees,
  payrollRecordDeductionLines,
  payrollRecords,
  payrollRecordStateLines,
  type DatabaseOrTransaction,
} from '@paylab/db';
import { AppError, DEDUCTION_TYPES, formatMoney, parseMoney, type PayStub } from '@paylab/shared';
import { findStateProgram } from '@paylab/tax-engine';
import { sumMoney } from '../../lib/sum-money';
import { getCompanySettings } from '../company/get-company-settings';
import { getPayrollRecordById } from '../payroll/get-payroll-record';
import { sumWithheldTaxes } from '../payroll/sum-withheld-taxes';

export const STUB_NOT_FOUND_MESSAGE = 'Employee or company information not found';

/** The spec's file name (section 9), with the employee code made safe for a file system. */
export function toPayStubFileName(
  employeeCode: string,
  payPeriodEnd: string,
  extension: 'html' | 'pdf',
): string {
  return `paystub-${employeeCode.replace(/[^A-Za-z0-9._-]+/g, '-')}-${payPeriodEnd}.${extension}`;
}

/** A state line's code on the stub: `state:<program id>`, e.g. `state:ca-sdi`. */
export function toStateLineCode(programId: string): string {
  return `state:${programId}`;
}

/** A benefit line's code on the stub: `benefit:<plan id>`, or `employer:<plan id>` for the employer's. */
export function toBenefitLineCode(planId: string, side: 'benefit' | 'employer'): string {
  return `${side}:${planId}`;
}

const TYPE_ORDER = new Map<string, number>(DEDUCTION_TYPES.map((type, index) => [type, index]));

/**
 * A pay stub with true year-to-date figures on every line (architecture departure 8): each is the
 * sum over the employee's records in the pay date's calendar year up to and including this one,
 * ordered by pay date, then creation. One aggregate query for the record's columns, one for its
 * state lines and one for its benefit plans, whatever the number of lines.
 */
export async function getPayStub(db: DatabaseOrTransaction, recordId: string): Promise<PayStub> {
  const record = await getPayrollRecordById(db, recordId);
  const [employee] = await db.select().from(employees).where(eq(employees.id, record.employeeId));
  const company = await getCompanySettings(db);
  if (!employee || !company.companyName.trim())
    throw new AppError('NOT_FOUND', STUB_NOT_FOUND_MESSAGE);

  const current = alias(payrollRecords, 'current_record');
  const upToThisRecord = and(
    eq(current.id, recordId),
    gte(payrollRecords.payDate, `${record.payDate.slice(0, 4)}-01-01`),
    sql`(${payrollRecords.payDate}, ${payrollRecords.createdAt}, ${payrollRecords.id}) <= (${current.payDate}, ${current.createdAt}, ${current.id})`,
  );
  const [yearToDate] = await db
    .select({
      regularPay: sumMoney(sql`${payrollRecords.grossPay} - ${payrollRecords.overtimePay}`),
      overtimePay: sumMoney(payrollRecords.overtimePay),
      supplementalPay: sumMoney(payrollRecords.supplementalPay),
      ...sumWithheldTaxes(),
      totalDeductions: sumMoney(payrollRecords.totalDeductions),
      netPay: sumMoney(payrollRecords.netPay),
      employerSocialSecurityTax: sumMoney(payrollRecords.employerSocialSecurityTax),
      employerMedicareTax: sumMoney(payrollRecords.employerMedicareTax),
      futaTax: sumMoney(payrollRecords.futaTax),
      sutaTax: sumMoney(payrollRecords.sutaTax),
    })
    .from(payrollRecords)
    .innerJoin(current, eq(current.employeeId, payrollRecords.employeeId))
    .where(upToThisRecord);
  // An aggregate without GROUP BY always answers one row.
  const ytd = yearToDate!;
  const stateYearToDate = await db
    .select({
      programId: payrollRecordStateLines.programId,
      amount: sumMoney(payrollRecordStateLines.amount),
    })
    .from(payrollRecordStateLines)
    .innerJoin(payrollRecords, eq(payrollRecords.id, payrollRecordStateLines.payrollRecordId))
    .innerJoin(current, eq(current.employeeId, payrollRecords.employeeId))
    .where(upToThisRecord)
    .groupBy(payrollRecordStateLines.programId);

  // Each plan with a line on this record or earlier this year: what it took and what the employer
  // added, this period and year to date.
  const planYearToDate = await db
    .select({
      planId: payrollRecordDeductionLines.planId,
      planName: benefitPlans.name,
      type: benefitPlans.type,
      isPreTax: sql<boolean>`bool_or(${payrollRecordDeductionLines.isPreTax})`,
      employeeAmount: sumMoney(payrollRecordDeductionLines.employeeAmount),
      employerAmount: sumMoney(payrollRecordDeductionLines.employerAmount),
    })
    .from(payrollRecordDeductionLines)
    .innerJoin(benefitPlans, eq(benefitPlans.id, payrollRecordDeductionLines.planId))
    .innerJoin(payrollRecords, eq(payrollRecords.id, payrollRecordDeductionLines.payrollRecordId))
    .innerJoin(current, eq(current.employeeId, payrollRecords.employeeId))
    .where(upToThisRecord)
    .groupBy(payrollRecordDeductionLines.planId, benefitPlans.name, benefitPlans.type);
  planYearToDate.sort(
    (left, right) =>
      TYPE_ORDER.get(left.type)! - TYPE_ORDER.get(right.type)! ||
      (left.planName < right.planName ? -1 : left.planName > right.planName ? 1 : 0),
  );

  const line = (code: string, label: string, current: string, yearToDate: string) => ({
    code,
    label,
    current,
    yearToDate: formatMoney(parseMoney(yearToDate)),
  });
  const regularPay = formatMoney(parseMoney(record.grossPay) - parseMoney(record.overtimePay));
  // A salary is not hours x a rate: its line shows the hours worked and no rate (ADR 0032).
  const isSalary = record.payBasis === 'salary';
  const earnings: PayStub['earnings'] = [
    {
      ...line('regular', isSalary ? 'Salary' : 'Regular pay', regularPay, ytd.regularPay),
      hours: record.hoursWorked,
      rate: isSalary ? null : record.regularRate,
    },
    {
      ...line('overtime', 'Overtime (1.5x)', record.overtimePay, ytd.overtimePay),
      hours: record.overtimeHours,
      rate: record.overtimeRate,
    },
  ];
  if (parseMoney(ytd.supplementalPay) > 0) {
    earnings.push({
      ...line(
        'supplemental',
        'Supplemental pay (bonus)',
        record.supplementalPay,
        ytd.supplementalPay,
      ),
      hours: null,
      rate: null,
    });
  }
  // The work state's income tax is printed even at 0, as the federal one is: a stub that says
  // nothing was withheld tells more than one that leaves the line out.
  const alwaysShown = new Set([
    'federalIncomeTax',
    'socialSecurityTax',
    'medicareTax',
    ...record.stateLines
      .filter((entry) => entry.kind === 'income-tax')
      .map((entry) => toStateLineCode(entry.programId)),
  ]);
  const deductions = [
    line('federalIncomeTax', 'Federal income tax', record.federalIncomeTax, ytd.federalIncomeTax),
    line(
      'additionalWithholding',
      'Additional federal withholding',
      record.additionalWithholding,
      ytd.additionalWithholding,
    ),
    line(
      'socialSecurityTax',
      'Social Security (6.2%)',
      record.socialSecurityTax,
      ytd.socialSecurityTax,
    ),
    line('medicareTax', 'Medicare (1.45%)', record.medicareTax, ytd.medicareTax),
    line(
      'additionalMedicareTax',
      'Additional Medicare (0.9%)',
      record.additionalMedicareTax,
      ytd.additionalMedicareTax,
    ),
    // Each program of this record's state, then any other program withheld earlier this year
    // (a move between states): every one by its own label, with its own year to date.
    ...record.stateLines.map((entry) =>
      line(
        toStateLineCode(entry.programId),
        entry.label,
        entry.amount,
        stateYearToDate.find((total) => total.programId === entry.programId)?.amount ?? '0',
      ),
    ),
    ...stateYearToDate
      .filter((total) => !record.stateLines.some((entry) => entry.programId === total.programId))
      .sort((left, right) => (left.programId < right.programId ? -1 : 1))
      .map((total) =>
        line(
          toStateLineCode(total.programId),
          findStateProgram(total.programId)?.label ?? total.programId,
          '0.00',
          total.amount,
        ),
      ),
  ].filter(
    (entry) =>
      entry.current !== '0.00' || entry.yearToDate !== '0.00' || alwaysShown.has(entry.code),
  );
  const employerTaxes = [
    line(
      'employerSocialSecurityTax',
      'Social Security (employer)',
      record.employer.socialSecurityTax,
      ytd.employerSocialSecurityTax,
    ),
    line(
      'employerMedicareTax',
      'Medicare (employer)',
      record.employer.medicareTax,
      ytd.employerMedicareTax,
    ),
    line('futaTax', 'Federal unemployment (FUTA)', record.employer.futaTax, ytd.futaTax),
    line('sutaTax', 'State unemployment (SUTA)', record.employer.sutaTax, ytd.sutaTax),
  ];
  const isShown = (entry: { current: string; yearToDate: string }) =>
    entry.current !== '0.00' || entry.yearToDate !== '0.00';
  const benefitLines = (side: 'benefit' | 'employer', isPreTax?: boolean) =>
    planYearToDate
      .map((plan) => {
        const taken = record.deductions.find((entry) => entry.planId === plan.planId);
        // This record's own line says how it was taken; a plan only earlier this year, how it was then.
        return {
          isPreTax: taken?.isPreTax ?? Boolean(plan.isPreTax),
          ...line(
            toBenefitLineCode(plan.planId, side),
            plan.planName,
            (side === 'benefit' ? taken?.employeeAmount : taken?.employerAmount) ?? '0.00',
            side === 'benefit' ? plan.employeeAmount : plan.employerAmount,
          ),
        };
      })
      .filter((entry) => (isPreTax === undefined || entry.isPreTax === isPreTax) && isShown(entry))
      .map(({ isPreTax: _isPreTax, ...entry }) => entry);
  const earningsYtd =
    parseMoney(ytd.regularPay) + parseMoney(ytd.overtimePay) + parseMoney(ytd.supplementalPay);
  return {
    record,
    company: {
      companyName: company.companyName,
      companyAddress: company.companyAddress,
      ein: company.ein,
    },
    employee: {
      id: employee.id,
      employeeId: employee.employeeId,
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: employee.email,
      department: employee.department,
      position: employee.position,
      state: record.state,
      payFrequency: employee.payFrequency as PayStub['employee']['payFrequency'],
      payType: employee.payType as PayStub['employee']['payType'],
      overtimeExempt: employee.overtimeExempt,
    },
    earnings,
    deductions,
    preTaxDeductions: benefitLines('benefit', true),
    afterTaxDeductions: benefitLines('benefit', false),
    employerTaxes,
    employerContributions: benefitLines('employer'),
    totals: {
      earnings: {
        code: 'earnings',
        label: 'Gross earnings',
        current: formatMoney(parseMoney(record.grossPay) + parseMoney(record.supplementalPay)),
        yearToDate: formatMoney(earningsYtd),
      },
      deductions: line(
        'deductions',
        'Total deductions',
        record.totalDeductions,
        ytd.totalDeductions,
      ),
      netPay: line('netPay', 'Net pay', record.netPay, ytd.netPay),
    },
    fileName: toPayStubFileName(employee.employeeId, record.payPeriodEnd, 'html'),
  };
}
