import { beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { w2Forms } from '@paylab/db';
import { readPdfText } from '../../test/read-pdf';
import { readJson, useTestApp } from '../../test/test-app';
import { bindPayrollApi, listMonthsOf2025 } from '../payroll/payroll-test-support';
import { EVERY_CHECK_MATCHES, toCheckMatches } from './test/reconciliation-checks';

/*
 * Issue 29, item 5: a year of deductions on the forms, every figure worked by hand. One employee in
 * Pennsylvania, monthly, salary 72,000.00: 6,000.00 a paycheck, paid on each month's last day.
 * Elections in force from 2025-01-01:
 *   - traditional 401(k), 5% of pay = 300.00; match 100% of the first 3% (180.00) plus 50% of the
 *     next 2% (120.00 x 50% = 60.00) = 240.00 employer;
 *   - section 125 medical, 150.00 employee, 450.00 employer;
 *   - dependent-care FSA, 400.00 (12 x 400.00 = 4,800.00, under the 5,000.00 limit).
 * Bases a paycheck (IRS Pub 15-B (2025) Table 2-1, Pub 15 section 15):
 *   federal income tax 6,000 - 300 - 150 - 400 = 5,150.00 (the 401(k) lowers income tax only);
 *   social security and Medicare 6,000 - 150 - 400 = 5,450.00; FUTA 5,450.00 likewise;
 *   PA taxes elective deferrals (72 P.S. 7301(d)) and excludes the other two: 5,450.00.
 */

describe('a 12-month year of 401(k), section 125 and dependent care on the forms', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const get = (url: string) => testApp.sendAsAdmin('GET', url);

  beforeAll(async () => {
    const employee = await payroll.hireWithW4({
      state: 'PA',
      payFrequency: 'monthly',
      annualSalary: '72000',
    });
    const retirement = await payroll.createMatched401k('401(k) with match');
    const medical = await payroll.createMedicalPlan('Medical PPO', '450.00');
    const dependentCare = await payroll.createPlan({
      name: 'Dependent care FSA',
      type: 'dependent-care-fsa',
    });
    await payroll.elect(employee.id, { planId: retirement, percentOfPay: '0.05' });
    await payroll.elect(employee.id, { planId: medical, amountPerPeriod: '150.00' });
    await payroll.elect(employee.id, { planId: dependentCare, amountPerPeriod: '400.00' });
    const records = await payroll.processPeriods(employee.id, 160, listMonthsOf2025(12));
    expect(records.map((record) => record.grossPay)).toEqual(Array(12).fill('6000.00'));
    readJson(await testApp.sendAsAdmin('POST', '/api/w2/generate/2025'), 200);
  });

  test('W-2 boxes 1, 3, 5, 10, 12 (D, DD), 13 and 16', async () => {
    const [form] = readJson(await get('/api/w2/year/2025'), 200);
    // Box 1: 12 x 5,150.00 = 61,800.00. Boxes 3 and 5: 12 x 5,450.00 = 65,400.00 (under the
    // 176,100.00 wage base). Box 10: 12 x 400.00 = 4,800.00. Box 12 D: 12 x 300.00 = 3,600.00, the
    // match reported nowhere; DD: 12 x (150.00 + 450.00) = 7,200.00. Box 13 retirement plan: a
    // deferral was made. Box 16 (PA): 12 x 5,450.00 = 65,400.00.
    expect(form).toMatchObject({
      wagesTipsCompensation: '61800.00',
      socialSecurityWages: '65400.00',
      medicareWagesAndTips: '65400.00',
      dependentCareBenefits: '4800.00',
      box12Codes: ['D 3600.00', 'DD 7200.00'],
      retirementPlan: true,
      statutoryEmployee: false,
      state: 'PA',
      stateWages: '65400.00',
    });
  });

  test("the four 941s' lines 2, 5a and 5c add up to the W-3", async () => {
    const reports = readJson(await get('/api/quarterly-tax/year/2025'), 200) as {
      quarter: number;
      lines: {
        line2: string;
        line5a: { column1: string };
        line5c: { column1: string };
      };
    }[];
    // Each quarter: line 2 = 3 x 5,150.00 = 15,450.00; lines 5a and 5c = 3 x 5,450.00 = 16,350.00.
    expect(
      reports.map(({ quarter, lines }) => [
        quarter,
        lines.line2,
        lines.line5a.column1,
        lines.line5c.column1,
      ]),
    ).toEqual([
      [1, '15450.00', '16350.00', '16350.00'],
      [2, '15450.00', '16350.00', '16350.00'],
      [3, '15450.00', '16350.00', '16350.00'],
      [4, '15450.00', '16350.00', '16350.00'],
    ]);
    const [w3] = readJson(await get('/api/w3/year/2025'), 200);
    // 4 x 15,450.00 = 61,800.00 and 4 x 16,350.00 = 65,400.00; box 12a totals code D only
    // (3,600.00, DD is not deferred compensation); box 10 4,800.00.
    expect(w3).toMatchObject({
      totalWages: '61800.00',
      totalSocialSecurityWages: '65400.00',
      totalMedicareWages: '65400.00',
      totalDeferredCompensation: '3600.00',
      totalDependentCareBenefits: '4800.00',
      totalStateWages: '65400.00',
    });
    const reconciliation = readJson(await get('/api/tax-forms/reconciliation/2025'), 200);
    expect(toCheckMatches(reconciliation.checks)).toEqual(EVERY_CHECK_MATCHES);
  });

  test('Form 940: line 4 holds the section 125 premium and dependent care, not the 401(k)', async () => {
    const form = readJson(await get('/api/form-940/year/2025'), 200);
    // Line 3: 12 x 6,000.00 = 72,000.00. Line 4: 12 x (150.00 + 400.00) = 6,600.00, boxes 4a
    // (cafeteria plan premium) and 4d (dependent care); a 401(k) deferral stays in FUTA wages
    // (26 U.S.C. 3306(b)(5)(D)), so 4c is not checked. Line 5: 72,000.00 - 6,600.00 - 7,000.00 =
    // 58,400.00. Line 6: 6,600.00 + 58,400.00 = 65,000.00. Line 7: 72,000.00 - 65,000.00 =
    // 7,000.00. Line 8: 7,000.00 x 0.6% = 42.00. Line 16a: the first quarter's FUTA wages
    // 3 x 5,450.00 = 16,350.00 pass the 7,000.00 base, so all 42.00 falls in Q1.
    expect(form.lines).toMatchObject({
      line3: '72000.00',
      line4: '6600.00',
      line5: '58400.00',
      line6: '65000.00',
      line7: '7000.00',
      line8: '42.00',
      line16a: '42.00',
      line16b: '0.00',
    });
    expect(form.line4Boxes).toEqual({
      line4a: true,
      line4b: false,
      line4c: false,
      line4d: true,
      line4e: false,
    });
    const [page] = await readPdfText((await get('/api/form-940/year/2025/pdf')).rawPayload);
    const text = page!.map((item) => item.text).join(' ');
    expect(text).toMatch(/4a\s+Fringe benefits\s+X/);
    expect(text).toMatch(/4c\s+Retirement\/Pension\s+4d/);
    expect(text).toMatch(/4d\s+Dependent care\s+X/);
  });

  test("the Form 940 CSV checks line 4's boxes 4a and 4d after line 4, as the screen does", async () => {
    const response = await get('/api/form-940/year/2025/csv');
    expect(response.statusCode).toBe(200);
    const rows = response.body.split(/\r?\n/);
    const at4 = rows.indexOf('2025,Form 940,4,6600.00');
    expect(at4).toBeGreaterThan(0);
    expect(rows.slice(at4, at4 + 7)).toEqual([
      '2025,Form 940,4,6600.00',
      '2025,Form 940,4a,X',
      '2025,Form 940,4b,',
      '2025,Form 940,4c,',
      '2025,Form 940,4d,X',
      '2025,Form 940,4e,',
      '2025,Form 940,5,58400.00',
    ]);
  });

  test('the PDF prints box 12 and sends entries past the fourth to an additional W-2', async () => {
    const [form] = readJson(await get('/api/w2/year/2025'), 200) as { id: string }[];
    const textOf = async () => {
      const [page] = await readPdfText((await get(`/api/w2/${form!.id}/pdf`)).rawPayload);
      return page!.map((item) => item.text).join(' ');
    };
    expect(await textOf()).toMatch(/D\s+3,600\.00/);
    // Five entries typed onto the stored form: the paper's box 12 holds four.
    await testApp.database.db
      .update(w2Forms)
      .set({ box12Codes: ['D 3600.00', 'G 1000.00', 'W 500.00', 'AA 200.00', 'DD 7200.00'] })
      .where(eq(w2Forms.id, form!.id));
    expect(await textOf()).toContain(
      'Box 12 entries after the fourth (DD 7,200.00) belong on an additional W-2.',
    );
  });
});
