import { eq, sql } from 'drizzle-orm';
import { employees, type DatabaseOrTransaction } from '@paylab/db';
import { AppError, formatMoney, parseMoney, type PayStub } from '@paylab/shared';
import { getCompanySettings } from '../company/get-company-settings';
import { getPayrollRecordById } from '../payroll/get-payroll-record';

export const STUB_NOT_FOUND_MESSAGE = 'Employee or company information not found';

interface YearToDateRow {
  regular_pay: string;
  overtime_pay: string;
  supplemental_pay: string;
  federal_income_tax: string;
  additional_withholding: string;
  social_security_tax: string;
  medicare_tax: string;
  additional_medicare_tax: string;
  state_income_tax: string;
  state_disability_tax: string;
  state_paid_family_leave: string;
  total_deductions: string;
  net_pay: string;
  employer_social_security_tax: string;
  employer_medicare_tax: string;
  futa_tax: string;
  suta_tax: string;
}

/** The spec's file name (section 9), with the employee code made safe for a file system. */
export function toPayStubFileName(employeeCode: string, payPeriodEnd: string, extension: 'html' | 'pdf'): string {
  return `paystub-${employeeCode.replace(/[^A-Za-z0-9._-]+/g, '-')}-${payPeriodEnd}.${extension}`;
}

function disabilityLabel(state: string): string {
  if (state === 'CA') return 'CA State Disability Insurance (SDI)';
  if (state === 'NY') return 'NY Disability Benefits (DBL)';
  return 'State disability';
}

/**
 * A pay stub with true year-to-date figures on every line (architecture departure 8): each is the
 * sum over the employee's records in the pay date's calendar year up to and including this one,
 * ordered by pay date, then creation. One aggregate query, whatever the number of lines.
 */
export async function getPayStub(db: DatabaseOrTransaction, recordId: string): Promise<PayStub> {
  const record = await getPayrollRecordById(db, recordId);
  const [employee] = await db.select().from(employees).where(eq(employees.id, record.employeeId));
  const company = await getCompanySettings(db);
  if (!employee || !company.companyName.trim()) throw new AppError('NOT_FOUND', STUB_NOT_FOUND_MESSAGE);

  const [ytd] = (
    await db.execute(sql`
      with current_record as (select employee_id, pay_date, created_at, id from payroll_records where id = ${recordId})
      select
        sum(r.gross_pay - r.overtime_pay)::text as regular_pay, sum(r.overtime_pay)::text as overtime_pay,
        sum(r.supplemental_pay)::text as supplemental_pay, sum(r.federal_income_tax)::text as federal_income_tax,
        sum(r.additional_withholding)::text as additional_withholding, sum(r.social_security_tax)::text as social_security_tax,
        sum(r.medicare_tax)::text as medicare_tax, sum(r.additional_medicare_tax)::text as additional_medicare_tax,
        sum(r.state_income_tax)::text as state_income_tax, sum(r.state_disability_tax)::text as state_disability_tax,
        sum(r.state_paid_family_leave)::text as state_paid_family_leave, sum(r.total_deductions)::text as total_deductions,
        sum(r.net_pay)::text as net_pay, sum(r.employer_social_security_tax)::text as employer_social_security_tax,
        sum(r.employer_medicare_tax)::text as employer_medicare_tax, sum(r.futa_tax)::text as futa_tax, sum(r.suta_tax)::text as suta_tax
      from payroll_records r join current_record c on r.employee_id = c.employee_id
      where r.pay_date >= make_date(extract(year from c.pay_date)::int, 1, 1)
        and (r.pay_date, r.created_at, r.id) <= (c.pay_date, c.created_at, c.id)`)
  ).rows as unknown as [YearToDateRow];

  const line = (code: string, label: string, current: string, yearToDate: string) => ({ code, label, current, yearToDate: formatMoney(parseMoney(yearToDate)) });
  const regularPay = formatMoney(parseMoney(record.grossPay) - parseMoney(record.overtimePay));
  const earnings: PayStub['earnings'] = [
    { ...line('regular', 'Regular pay', regularPay, ytd.regular_pay), hours: record.hoursWorked, rate: record.regularRate },
    { ...line('overtime', 'Overtime (1.5x)', record.overtimePay, ytd.overtime_pay), hours: record.overtimeHours, rate: record.overtimeRate },
  ];
  if (parseMoney(ytd.supplemental_pay) > 0) {
    earnings.push({ ...line('supplemental', 'Supplemental pay (bonus)', record.supplementalPay, ytd.supplemental_pay), hours: null, rate: null });
  }
  const deductions = [
    line('federalIncomeTax', 'Federal income tax', record.federalIncomeTax, ytd.federal_income_tax),
    line('additionalWithholding', 'Additional federal withholding', record.additionalWithholding, ytd.additional_withholding),
    line('socialSecurityTax', 'Social Security (6.2%)', record.socialSecurityTax, ytd.social_security_tax),
    line('medicareTax', 'Medicare (1.45%)', record.medicareTax, ytd.medicare_tax),
    line('additionalMedicareTax', 'Additional Medicare (0.9%)', record.additionalMedicareTax, ytd.additional_medicare_tax),
    line('stateIncomeTax', `${record.state} state income tax`, record.stateIncomeTax, ytd.state_income_tax),
    line('stateDisabilityTax', disabilityLabel(record.state), record.stateDisabilityTax, ytd.state_disability_tax),
    line('statePaidFamilyLeave', 'NY Paid Family Leave (PFL)', record.statePaidFamilyLeave, ytd.state_paid_family_leave),
  ].filter((entry) => entry.current !== '0.00' || entry.yearToDate !== '0.00' || ['federalIncomeTax', 'socialSecurityTax', 'medicareTax'].includes(entry.code));
  const employerTaxes = [
    line('employerSocialSecurityTax', 'Social Security (employer)', record.employer.socialSecurityTax, ytd.employer_social_security_tax),
    line('employerMedicareTax', 'Medicare (employer)', record.employer.medicareTax, ytd.employer_medicare_tax),
    line('futaTax', 'Federal unemployment (FUTA)', record.employer.futaTax, ytd.futa_tax),
    line('sutaTax', 'State unemployment (SUTA)', record.employer.sutaTax, ytd.suta_tax),
  ];
  const earningsYtd = parseMoney(ytd.regular_pay) + parseMoney(ytd.overtime_pay) + parseMoney(ytd.supplemental_pay);
  return {
    record,
    company: { companyName: company.companyName, companyAddress: company.companyAddress, ein: company.ein },
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
    },
    earnings,
    deductions,
    employerTaxes,
    totals: {
      earnings: { code: 'earnings', label: 'Gross earnings', current: formatMoney(parseMoney(record.grossPay) + parseMoney(record.supplementalPay)), yearToDate: formatMoney(earningsYtd) },
      deductions: line('deductions', 'Total deductions', record.totalDeductions, ytd.total_deductions),
      netPay: line('netPay', 'Net pay', record.netPay, ytd.net_pay),
    },
    fileName: toPayStubFileName(employee.employeeId, record.payPeriodEnd, 'html'),
  };
}
