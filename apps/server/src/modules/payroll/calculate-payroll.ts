import { eq } from 'drizzle-orm';
import { employees, w4Forms, type DatabaseOrTransaction } from '@paylab/db';
import {
  AppError,
  formatMoney,
  formatStateLines,
  formatTaxableWages,
  formatWithheldAmounts,
  parseMoney,
  type CalculatePayrollInput,
  type PayrollCalculation,
} from '@paylab/shared';
import { toW4Form } from '../w4/to-w4-form';
import { formatFourDecimals, toHundredths } from './calculate-earnings';
import { getPayrollSettings } from './get-payroll-settings';
import { describeFiledQuarter, findFiledQuarter } from './find-filed-quarter';
import { describeLaterPaycheck, describeOverlap, loadPayrollInputs } from './load-payroll-inputs';
import { pricePaycheck } from './price-paycheck';
import {
  describeHiredAfterPeriod,
  resolveParametersForPayDate,
  resolvePayPeriod,
  toFieldError,
} from './resolve-pay-period';

export interface CalculatePayrollOptions {
  input: CalculatePayrollInput;
  today: string;
}

/**
 * The paycheck processing would produce, with the engine's trace ("show the math"). Writes nothing;
 * `ruleSet` may differ from the company's to compare (api-conventions).
 */
export async function calculatePayroll(
  db: DatabaseOrTransaction,
  { input, today }: CalculatePayrollOptions,
): Promise<PayrollCalculation> {
  const settings = await getPayrollSettings(db);
  const [employee] = await db.select().from(employees).where(eq(employees.id, input.employeeId));
  if (!employee) throw new AppError('NOT_FOUND', 'Employee not found');
  const payFrequency = employee.payFrequency as PayrollCalculation['payFrequency'];
  const period = resolvePayPeriod({
    ...input,
    payFrequency,
    today,
    anchorDate: settings.anchorDate,
  });
  const params = resolveParametersForPayDate(period.payDate);
  const inputs = await loadPayrollInputs(db, { scope: { employeeId: employee.id }, ...period });
  const payrollEmployee = inputs.employees[0]!;
  const w4 = inputs.w4ByEmployee.get(employee.id);
  const ytd = inputs.yearToDate.get(employee.id);
  const ruleSet = input.ruleSet ?? settings.ruleSet;
  const hoursHundredths = toHundredths(input.hoursWorked);
  const overtimeHundredths = toHundredths(input.overtimeHours);

  let priced;
  try {
    priced = pricePaycheck(params, {
      employee: payrollEmployee,
      w4,
      ytd,
      hoursHundredths,
      overtimeHundredths,
      supplementalPay: parseMoney(input.supplementalPay),
      ruleSet,
      sutaRate: settings.sutaRate,
      isTraced: true,
    });
  } catch (error) {
    return toFieldError(error);
  }
  const { earnings, result } = priced;
  const overlaps = inputs.overlaps.get(employee.id) ?? [];
  const warnings = [...earnings.notes, ...result.warnings];
  if (!employee.isActive)
    warnings.push(
      `${employee.firstName} ${employee.lastName} is inactive; processing will be refused until the employee is marked active`,
    );
  const hiredAfter = describeHiredAfterPeriod(employee, period.payPeriodEnd);
  if (hiredAfter) warnings.push(`${hiredAfter} Processing will be refused.`);
  if (overlaps.length)
    warnings.push(`${describeOverlap(overlaps)}; processing this period again will be refused`);
  const laterPayDate = inputs.laterPayDates.get(employee.id);
  if (laterPayDate)
    warnings.push(
      `${describeLaterPaycheck(laterPayDate, period.payDate)} Processing with this pay date will be refused.`,
    );
  const filed = await findFiledQuarter(db, period.payDate);
  if (filed)
    warnings.push(`${describeFiledQuarter(filed)} Processing with this pay date will be refused.`);
  const [w4Row] = w4 ? await db.select().from(w4Forms).where(eq(w4Forms.id, w4.id)) : [];

  return {
    employeeId: employee.id,
    payFrequency,
    state: employee.state,
    ...period,
    ruleSet,
    payType: payrollEmployee.payType,
    overtimeExempt: payrollEmployee.overtimeExempt,
    payBasis: earnings.payBasis,
    hoursWorked: earnings.regularHundredths / 100,
    overtimeHours: earnings.overtimeHundredths / 100,
    regularRate: formatFourDecimals(earnings.regularRate),
    overtimeRate: formatFourDecimals(earnings.overtimeRate),
    regularPay: formatMoney(earnings.regularPay),
    overtimePay: formatMoney(earnings.overtimePay),
    grossPay: formatMoney(earnings.grossPay),
    supplementalPay: formatMoney(priced.input.supplementalPay),
    ...formatWithheldAmounts(result),
    stateLines: formatStateLines(result.stateLines),
    deductions: priced.deductionLines.map((line) => ({
      planId: line.planId,
      planName:
        payrollEmployee.elections.find((election) => election.plan.id === line.planId)?.plan.name ??
        line.planId,
      type: line.type,
      isPreTax: line.isPreTax,
      employeeAmount: formatMoney(line.employeeAmount),
      employerAmount: formatMoney(line.employerAmount),
    })),
    taxableWages: formatTaxableWages(result.taxableWages),
    yearToDate: {
      grossPay: formatMoney(ytd?.grossPay ?? 0),
      supplementalPay: formatMoney(ytd?.supplementalPay ?? 0),
    },
    withholdingBasis: {
      kind: w4 ? 'w4-2020-or-later' : 'w4-2019-or-earlier',
      w4: w4Row ? toW4Form(w4Row) : null,
      filingStatus: priced.input.filingStatus,
      allowances: priced.input.allowances,
    },
    isAlreadyProcessed: overlaps.length > 0,
    warnings,
    trace: result.trace,
  };
}
