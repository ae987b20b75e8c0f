import { beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { countRows } from '../../test/count-rows';
import { readJson, useTestApp } from '../../test/test-app';
import {
  bindPayrollApi,
  listMonthsOf2025,
  makePeriodInput,
  makeStubLine,
  type PayPeriod,
} from './payroll-test-support';

/*
 * Benefit elections through payroll (issue 29), worked by hand. Every employee is single with a
 * 2020-or-later W-4 and nothing in Steps 2 to 4, in Texas (no state income tax), under the official
 * rule set. Federal income tax: IRS Pub 15-T (2025) Worksheet 1A on the federal income tax wages,
 * 2025 STANDARD single annual table, row "at least 54,875: 5,578.50 plus 22%"; line 1g 8,600;
 * line 3c rounded half up. Social security 6.2% and Medicare 1.45% (IRS Pub 15 (2025) section 9),
 * rounded year to date: the year's tax on the base less the tax on the base before this paycheck.
 * FUTA 0.6% of the first 7,000. Which bases a deduction lowers: IRS Pub 15-B (2025) Table 2-1
 * and Pub 15 section 15 (401(k): income tax only; section 125 premium and HSA: every base). HSA
 * limit: Rev. Proc. 2024-25, 4,300 for self-only coverage.
 */

/** Taxable wages with `amount` in every base: a deduction that lowers them all, or none. */
const everyBase = (amount: string) => ({
  federalIncomeTax: amount,
  socialSecurity: amount,
  medicare: amount,
  futa: amount,
  state: amount,
});

/** A paycheck's line of the section 125 plan the tests name 'Medical'. */
const medicalLine = (planId: string, employeeAmount: string, employerAmount: string) => ({
  planId,
  planName: 'Medical',
  type: 'section-125-medical',
  isPreTax: true,
  employeeAmount,
  employerAmount,
});

const FIRST_FORTNIGHT: PayPeriod = ['2025-01-06', '2025-01-19'];

describe('benefit deductions on processed paychecks', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const process = (employeeId: string, period: PayPeriod) =>
    payroll.processPaycheck(employeeId, 80, period);
  const calculate = (employeeId: string, period: PayPeriod) =>
    payroll.calculatePaycheck(employeeId, 80, period);
  const readStub = async (recordId: string) =>
    readJson(await testApp.sendAsAdmin('GET', `/api/pay-stubs/${recordId}`), 200);

  let matchedPlan: string;
  let duesPlan: string;
  beforeAll(async () => {
    matchedPlan = await payroll.createMatched401k('Safe harbor 401(k)');
    duesPlan = await payroll.createPlan({ name: 'Union dues', type: 'after-tax' });
  });

  test('a 401(k) deferral with a 100%-of-3% plus 50%-of-next-2% match: income tax wages lower, FICA wages not', async () => {
    // Salary 78,000 bi-weekly: 3,000.00 a paycheck. Deferral 10% of 3,000.00 = 300.00.
    // Match: 3% of 3,000.00 = 90.00 of the deferral at 100% = 90.00; the next 2% = 60.00 of the
    // remaining 210.00 at 50% = 30.00; employer 120.00.
    // Federal income tax wages 3,000 - 300 = 2,700: 1a 2,700; 1c x 26 = 70,200; 1i 70,200 -
    // 8,600 = 61,600; 2e 61,600 - 54,875 = 6,725; x 22% = 1,479.50; 2g 7,058.00; 2h / 26 =
    // 271.4615; 3c 271.46. Social security 6.2% x 3,000 = 186.00; Medicare 1.45% x 3,000 = 43.50.
    // Union dues 20.00 after tax. Deductions 271.46 + 186.00 + 43.50 + 300.00 + 20.00 = 820.96;
    // net 3,000.00 - 820.96 = 2,179.04.
    const employee = await payroll.hireWithW4({ annualSalary: '78000', payFrequency: 'bi-weekly' });
    await payroll.elect(employee.id, { planId: matchedPlan, percentOfPay: '0.10' });
    await payroll.elect(employee.id, { planId: duesPlan, amountPerPeriod: '20.00' });

    const preview = await calculate(employee.id, FIRST_FORTNIGHT);
    expect(preview.deductions).toEqual([
      {
        planId: matchedPlan,
        planName: 'Safe harbor 401(k)',
        type: 'traditional-401k',
        isPreTax: true,
        employeeAmount: '300.00',
        employerAmount: '120.00',
      },
      {
        planId: duesPlan,
        planName: 'Union dues',
        type: 'after-tax',
        isPreTax: false,
        employeeAmount: '20.00',
        employerAmount: '0.00',
      },
    ]);

    const record = await process(employee.id, FIRST_FORTNIGHT);
    expect(record).toMatchObject({
      grossPay: '3000.00',
      federalIncomeTax: '271.46',
      socialSecurityTax: '186.00',
      medicareTax: '43.50',
      totalDeductions: '820.96',
      netPay: '2179.04',
      taxableWages: { ...everyBase('3000.00'), federalIncomeTax: '2700.00' },
      deductions: preview.deductions,
    });
    // FUTA 0.6% x 3,000 = 18.00.
    expect(record.employer.futaTax).toBe('18.00');
    const stored = await testApp.database.db.execute(sql`
      select federal_income_tax_wages::text as fit, social_security_wages::text as ss, medicare_wages::text as med
      from payroll_records where id = ${record.id}`);
    expect(stored.rows[0]).toEqual({ fit: '2700.00', ss: '3000.00', med: '3000.00' });

    // The second paycheck: year to date 3,000 of wages, 300 deferred. Federal wages again 2,700:
    // 271.46. Social security 6.2% x 6,000 = 372.00 less 186.00 = 186.00; Medicare 87.00 less
    // 43.50 = 43.50; FUTA 0.6% x 3,000 = 18.00 (6,000 of the first 7,000).
    const second = await process(employee.id, ['2025-01-20', '2025-02-02']);
    expect(second).toMatchObject({
      federalIncomeTax: '271.46',
      socialSecurityTax: '186.00',
      medicareTax: '43.50',
      netPay: '2179.04',
      employer: { futaTax: '18.00' },
    });

    // The stub: each plan this period and year to date, the employer's apart.
    const stub = await readStub(second.id);
    expect(stub.preTaxDeductions).toEqual([
      makeStubLine(`benefit:${matchedPlan}`, 'Safe harbor 401(k)', '300.00', '600.00'),
    ]);
    expect(stub.afterTaxDeductions).toEqual([
      makeStubLine(`benefit:${duesPlan}`, 'Union dues', '20.00', '40.00'),
    ]);
    expect(stub.employerContributions).toEqual([
      makeStubLine(`employer:${matchedPlan}`, 'Safe harbor 401(k)', '120.00', '240.00'),
    ]);
    // 820.96 twice.
    expect(stub.totals.deductions).toMatchObject({ current: '820.96', yearToDate: '1641.92' });
    const html = (await testApp.sendAsAdmin('GET', `/api/pay-stubs/${second.id}/html`)).body;
    expect(html).toContain('Pre-tax deductions');
    expect(html).toContain('After-tax deductions');
    expect(html).toContain('Employer contributions (not deducted from pay)');
    expect(html).toContain('$240.00');
    const pdf = await testApp.sendAsAdmin('GET', `/api/pay-stubs/${second.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  test('a section 125 medical premium lowers all three bases', async () => {
    // 200.00 of 3,000.00, the employer adding 350.00: every base 2,800. 1c 2,800 x 26 = 72,800;
    // 1i 64,200; 2e 9,325; x 22% = 2,051.50; 2g 7,630.00; / 26 = 293.4615; 3c 293.46. Social
    // security 6.2% x 2,800 = 173.60; Medicare 1.45% x 2,800 = 40.60; FUTA 0.6% x 2,800 = 16.80.
    // Net 3,000.00 - 293.46 - 173.60 - 40.60 - 200.00 = 2,292.34.
    const plan = await payroll.createMedicalPlan('Medical', '350.00');
    const employee = await payroll.hireWithW4({ annualSalary: '78000', payFrequency: 'bi-weekly' });
    await payroll.elect(employee.id, { planId: plan, amountPerPeriod: '200.00' });
    const record = await process(employee.id, FIRST_FORTNIGHT);
    expect(record).toMatchObject({
      federalIncomeTax: '293.46',
      socialSecurityTax: '173.60',
      medicareTax: '40.60',
      netPay: '2292.34',
      employer: { socialSecurityTax: '173.60', medicareTax: '40.60', futaTax: '16.80' },
      taxableWages: everyBase('2800.00'),
      deductions: [medicalLine(plan, '200.00', '350.00')],
    });
  });

  test('an HSA election crossing the self-only limit in November is cut to it, with a warning', async () => {
    // 6,000.00 a month, 400.00 to the HSA: January to October take 4,000.00, leaving 300.00 of
    // the 4,300.00 limit for November. November bases 6,000 - 300 = 5,700: 1c x 12 = 68,400;
    // 1i 59,800; 2e 4,925; x 22% = 1,083.50; 2g 6,662.00; / 12 = 555.1667; 3c 555.17. Earlier
    // FICA wages 10 x 5,600 = 56,000: social security 6.2% x 61,700 = 3,825.40 less 6.2% x 56,000
    // = 3,472.00: 353.40; Medicare 894.65 - 812.00 = 82.65. Net 6,000.00 - 555.17 - 353.40 -
    // 82.65 - 300.00 = 4,708.78. December has no room left: 0.00 taken.
    const plan = await payroll.createPlan({ name: 'Health savings', type: 'hsa' });
    const employee = await payroll.hireWithW4({ annualSalary: '72000', payFrequency: 'monthly' });
    await payroll.elect(employee.id, {
      planId: plan,
      amountPerPeriod: '400.00',
      hsaCoverage: 'self-only',
    });
    await payroll.processPeriods(employee.id, 80, listMonthsOf2025(10));

    const novemberPeriod: PayPeriod = ['2025-11-01', '2025-11-30'];
    const preview = await calculate(employee.id, novemberPeriod);
    expect(preview.warnings).toContain(
      'Health savings account (HSA) election of $400.00 cut to $300.00: the 2025 HSA limit of $4,300.00 for self-only coverage leaves $300.00 this year',
    );
    const november = await process(employee.id, novemberPeriod);
    expect(november).toMatchObject({
      federalIncomeTax: '555.17',
      socialSecurityTax: '353.40',
      medicareTax: '82.65',
      netPay: '4708.78',
      taxableWages: { federalIncomeTax: '5700.00', socialSecurity: '5700.00', medicare: '5700.00' },
      deductions: [expect.objectContaining({ type: 'hsa', employeeAmount: '300.00' })],
    });
    const stub = await readStub(november.id);
    expect(stub.preTaxDeductions).toEqual([
      makeStubLine(`benefit:${plan}`, 'Health savings', '300.00', '4300.00'),
    ]);

    const december = await process(employee.id, ['2025-12-01', '2025-12-31']);
    expect(december.deductions).toEqual([expect.objectContaining({ employeeAmount: '0.00' })]);
    expect(december.taxableWages.federalIncomeTax).toBe('6000.00');
  });

  test('after-tax deductions larger than the net pay are refused naming the plan; nothing stored', async () => {
    const loan = await payroll.createPlan({ name: 'Payroll loan', type: 'after-tax' });
    const employee = await payroll.hireWithW4({ annualSalary: '78000', payFrequency: 'bi-weekly' });
    await payroll.elect(employee.id, { planId: loan, amountPerPeriod: '2900.00' });
    const refusal = readJson(
      await payroll.process(makePeriodInput(employee.id, 80, ...FIRST_FORTNIGHT)),
      409,
    );
    expect(refusal.code).toBe('CONFLICT');
    expect(refusal.message).toMatch(
      /^Payroll loan: After-tax deduction of \$2,900\.00 exceeds the net pay left for it/,
    );
    expect(
      await countRows(testApp.database, 'payroll_records', sql`employee_id = ${employee.id}`),
    ).toBe(0);
  });
});

describe('benefit deductions in a pay run', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const JANUARY = {
    payFrequency: 'monthly',
    payPeriodStart: '2025-01-01',
    payPeriodEnd: '2025-01-31',
  };

  test('a refused employee stops the whole run; once the election goes, the run stores lines and bases', async () => {
    const medical = await payroll.createMedicalPlan('Medical', '400.00');
    const dues = await payroll.createPlan({ name: 'Union dues', type: 'after-tax' });
    const insured = await payroll.hireWithW4({ annualSalary: '78000', payFrequency: 'monthly' });
    await payroll.elect(insured.id, { planId: medical, amountPerPeriod: '250.00' });
    const overdrawn = await payroll.hireWithW4({
      annualSalary: '24000',
      payFrequency: 'monthly',
      lastName: 'Overdrawn',
    });
    const duesElection = await payroll.elect(overdrawn.id, {
      planId: dues,
      amountPerPeriod: '5000.00',
    });

    const preview = readJson(
      await testApp.sendAsAdmin('POST', '/api/payroll/pay-runs/preview', JANUARY),
      200,
    );
    expect(preview.errors).toEqual([
      expect.objectContaining({
        employeeId: overdrawn.id,
        message: expect.stringMatching(/^Union dues: After-tax deduction of \$5,000\.00 exceeds/),
      }),
    ]);
    const refused = readJson(
      await testApp.sendAsAdmin('POST', '/api/payroll/pay-runs', {
        ...JANUARY,
        idempotencyKey: 'benefit-run-1',
      }),
      409,
    );
    expect(refused.message).toContain('Union dues: After-tax deduction of $5,000.00 exceeds');
    expect(await countRows(testApp.database, 'payroll_records')).toBe(0);
    expect(await countRows(testApp.database, 'payroll_record_deduction_lines')).toBe(0);
    expect(await countRows(testApp.database, 'pay_runs')).toBe(0);

    expect(
      (await testApp.sendAsAdmin('DELETE', `/api/benefit-elections/${duesElection}`)).statusCode,
    ).toBe(204);
    const run = readJson(
      await testApp.sendAsAdmin('POST', '/api/payroll/pay-runs', {
        ...JANUARY,
        idempotencyKey: 'benefit-run-2',
      }),
      200,
    );
    expect(run.run.employeeCount).toBe(2);
    const records = readJson(
      await testApp.sendAsAdmin('GET', `/api/payroll?payRunId=${run.run.id}&pageSize=10`),
      200,
    ).items;
    const record = records.find((item: { employeeId: string }) => item.employeeId === insured.id);
    // Monthly 6,500.00 less the 250.00 premium: every base 6,250. 1c x 12 = 75,000; 1i 66,400;
    // 2e 11,525; x 22% = 2,535.50; 2g 8,114.00; / 12 = 676.1667; 3c 676.17. Social security 6.2%
    // x 6,250 = 387.50; Medicare 1.45% x 6,250 = 90.625 -> 90.63. Net 6,500.00 - 676.17 - 387.50
    // - 90.63 - 250.00 = 5,095.70. FUTA 0.6% x 6,250 = 37.50.
    expect(record).toMatchObject({
      grossPay: '6500.00',
      federalIncomeTax: '676.17',
      socialSecurityTax: '387.50',
      medicareTax: '90.63',
      netPay: '5095.70',
      employer: { futaTax: '37.50' },
      taxableWages: everyBase('6250.00'),
      deductions: [medicalLine(medical, '250.00', '400.00')],
    });
    const other = records.find((item: { employeeId: string }) => item.employeeId === overdrawn.id);
    // No election: every base is the wages, 24,000 / 12 = 2,000.00.
    expect(other).toMatchObject({
      deductions: [],
      taxableWages: { federalIncomeTax: '2000.00', socialSecurity: '2000.00', state: '2000.00' },
    });
  });
});
