import { beforeAll, describe, expect, test } from 'vitest';
import { readPdfText, toLines } from '../../test/read-pdf';
import { readJson, useTestApp } from '../../test/test-app';
import { insertEmployee, insertPaychecks, type TestPaycheck } from './test/payroll-year-builder';

/*
 * The 2026 forms (issue 30): the W-2 reports qualified overtime under box 12 code TT and splits box
 * 14 into 14a and 14b; Form 941 (Rev. March 2026) splits line 15 into 15a-15e, as Form 940 (2025)
 * did. Amounts typed by hand:
 *   Olga, Texas, hourly 30.00: each month 160 regular hours (4,800.00) and 10 overtime hours at
 *   45.00 (450.00), gross 5,250.00; SS 6.2% = 325.50; Medicare 1.45% = 76.13 (76.125 rounded up);
 *   FIT 500.00. Paid 2025-12-31 and 2026-01-30.
 *   TT 2026 = the premium over the regular rate: 10 x (45.00 - 30.00) = 150.00 = 450.00 / 3.
 */
const OVERTIME_MONTH: Omit<TestPaycheck, 'payPeriodStart' | 'payPeriodEnd' | 'payDate'> = {
  state: 'TX',
  hoursWorked: '160',
  overtimeHours: '10',
  grossPay: '5250.00',
  overtimePay: '450.00',
  federalIncomeTax: '500.00',
  socialSecurityTax: '325.50',
  medicareTax: '76.13',
  totalDeductions: '901.63',
  netPay: '4348.37',
};

describe('the 2026 forms', () => {
  const testApp = useTestApp();
  const get = (url: string) => testApp.sendAsAdmin('GET', url);
  const pdfText = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return (await readPdfText(response.rawPayload)).flatMap((page) => toLines(page)).join(' ');
  };

  beforeAll(async () => {
    const olga = await insertEmployee(testApp.database.db, {
      employeeId: 'EMP-OT1',
      firstName: 'Olga',
      lastName: 'Overtime',
      department: 'Operations',
      state: 'TX',
      annualSalary: '62400.00',
    });
    await insertPaychecks(testApp.database.db, olga, [
      {
        ...OVERTIME_MONTH,
        payPeriodStart: '2025-12-01',
        payPeriodEnd: '2025-12-31',
        payDate: '2025-12-31',
      },
      {
        ...OVERTIME_MONTH,
        payPeriodStart: '2026-01-01',
        payPeriodEnd: '2026-01-30',
        payDate: '2026-01-30',
      },
    ]);
    for (const year of [2025, 2026])
      readJson(await testApp.sendAsAdmin('POST', `/api/w2/generate/${year}`), 200);
  });

  const findOlga = async (year: number) =>
    ((await get(`/api/w2/year/${year}`)).json() as { employeeCode: string; id: string }[]).find(
      (form) => form.employeeCode === 'EMP-OT1',
    )!;

  test('the 2026 W-2 reports qualified overtime under code TT; the 2025 one has no such code', async () => {
    expect(await findOlga(2026)).toMatchObject({
      wagesTipsCompensation: '5250.00',
      socialSecurityTaxWithheld: '325.50',
      box12Codes: ['TT 150.00'],
    });
    expect(await findOlga(2025)).toMatchObject({
      wagesTipsCompensation: '5250.00',
      box12Codes: [],
    });
  });

  test('the 2026 W-2 PDF prints boxes 14a and 14b, the 2025 one box 14', async () => {
    const of2026 = await pdfText(`/api/w2/${(await findOlga(2026)).id}/pdf`);
    expect(of2026).toContain('14a Other');
    expect(of2026).toContain('14b Treasury tipped occupation code');
    expect(of2026).toMatch(/TT\s+150\.00/);
    const of2025 = await pdfText(`/api/w2/${(await findOlga(2025)).id}/pdf`);
    expect(of2025).toContain('14 Other');
    expect(of2025).not.toContain('14b');
  });

  test('the 2026 Form 941 prints lines 15a-15e, the 2025 one line 15', async () => {
    // Olga's quarters: Q4 2025 and Q1 2026.
    const quarter = async (year: number, number: number) =>
      (
        (await get(`/api/quarterly-tax/year/${year}`)).json() as { id: string; quarter: number }[]
      ).find((report) => report.quarter === number)!;
    const of2026 = await pdfText(`/api/quarterly-tax/${(await quarter(2026, 1)).id}/pdf`);
    expect(of2026).toContain('Form 941 (Rev. March 2026)');
    for (const text of ['15a Overpayment', '15b', '15c Routing number', '15e Account number'])
      expect(of2026).toContain(text);
    const of2025 = await pdfText(`/api/quarterly-tax/${(await quarter(2025, 4)).id}/pdf`);
    expect(of2025).toContain('Form 941 (Rev. March 2025)');
    expect(of2025).not.toContain('15a');
  });

  test('Form 940 prints lines 15a-15e from its 2025 edition, which a 2026 return is laid out as', async () => {
    for (const year of [2025, 2026]) {
      const pdf = await pdfText(`/api/form-940/year/${year}/pdf`);
      for (const text of ['15a Overpayment', '15b', '15c Routing number', '15e Account number'])
        expect(pdf).toContain(text);
      expect(pdf).toContain('laid out as Form 940 (2025)');
      // No deposits are recorded: no overpayment on 15a, and no refund choice or bank account.
      const csv = (await get(`/api/form-940/year/${year}/csv`)).body.split(/\r?\n/);
      for (const row of [
        `${year},Form 940,15a,0.00`,
        `${year},Form 940,15b,`,
        `${year},Form 940,15e,`,
      ])
        expect(csv).toContain(row);
      expect(csv.filter((row) => row.startsWith(`${year},Form 940,15,`))).toEqual([]);
    }
  });
});
