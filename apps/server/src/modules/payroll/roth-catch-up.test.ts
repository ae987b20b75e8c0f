import { beforeAll, describe, expect, test } from 'vitest';
import { readJson, useTestApp } from '../../test/test-app';
import { bindPayrollApi, makePeriodInput, type PayPeriod } from './payroll-test-support';

/*
 * The Roth catch-up of higher earners through payroll (26 U.S.C. 414(v)(7); IRS Notice 2025-67):
 * payroll reads each employee's 2025 social security wages from the stored paychecks. Two
 * employees, both 56 at the end of 2026, salaried 312,000.00 a year, paid monthly (26,000.00 a
 * paycheck), Texas, each with a traditional 401(k) election of 12,500.00 a paycheck:
 * - Hana was paid January to June 2025: 6 x 26,000.00 = 156,000.00 of social security wages
 *   (nothing lowers them: a 401(k) deferral stays in them), over the 150,000.00 threshold. In
 *   2026 her pre-tax deferrals stop at the 402(g) limit: January 12,500.00, February
 *   24,500.00 - 12,500.00 = 12,000.00; the 8,000.00 catch-up would have to be Roth.
 * - Ravi was hired in 2026, so he has no 2025 wages from this employer: February takes all
 *   12,500.00 (32,500.00 - 12,500.00 = 20,000.00 left with the catch-up).
 */
const MONTHS_2025: PayPeriod[] = ['01', '02', '03', '04', '05', '06'].map((month) => {
  const last = month === '02' ? '28' : ['04', '06'].includes(month) ? '30' : '31';
  return [`2025-${month}-01`, `2025-${month}-${last}`] as const;
});
const JANUARY_2026: PayPeriod = ['2026-01-01', '2026-01-31'];
const FEBRUARY_2026: PayPeriod = ['2026-02-01', '2026-02-28'];

describe('the Roth catch-up rule on 2026 paychecks', () => {
  const testApp = useTestApp();
  const api = bindPayrollApi(testApp);
  let hana: string;
  let ravi: string;

  beforeAll(async () => {
    const plan = readJson(
      await testApp.sendAsAdmin('POST', '/api/benefit-plans', {
        name: 'Pre-tax 401(k)',
        type: 'traditional-401k',
      }),
      201,
    ).id;
    const hire = async (overrides: Record<string, unknown>) => {
      const employee = await api.hire({
        annualSalary: '312000.00',
        payFrequency: 'monthly',
        overtimeExempt: true,
        dateOfBirth: '1970-03-01',
        ...overrides,
      });
      readJson(await api.postW4(employee.id), 201);
      readJson(
        await testApp.sendAsAdmin('POST', `/api/employees/${employee.id}/benefit-elections`, {
          planId: plan,
          amountPerPeriod: '12500.00',
          effectiveDate: '2026-01-01',
        }),
        201,
      );
      return employee.id;
    };
    hana = await hire({ lastName: 'Higher', hireDate: '2024-01-02' });
    ravi = await hire({ lastName: 'Newhire', hireDate: '2026-01-01' });
    await api.processPeriods(hana, 0, MONTHS_2025);
    for (const id of [hana, ravi]) await api.processPaycheck(id, 0, JANUARY_2026);
  });

  const deferralOf = (paycheck: { deductions: { type: string; employeeAmount: string }[] }) =>
    paycheck.deductions.find((line) => line.type === 'traditional-401k')?.employeeAmount;

  test('over 150,000.00 of 2025 wages: pre-tax deferrals stop at 24,500.00, with a warning', async () => {
    const preview = readJson(await api.calculate(makePeriodInput(hana, 0, ...FEBRUARY_2026)), 200);
    expect(deferralOf(preview)).toBe('12000.00');
    expect(preview.warnings).toContain(
      'Traditional 401(k) election of $12,500.00 cut to $12,000.00: catch-up contributions must be designated Roth: 2025 social security wages from this employer of $156,000.00 exceed $150,000.00, so the 2026 elective deferral limit of $24,500.00 across 401(k) and 403(b) plans, Roth included leaves $12,000.00 pre-tax this year',
    );
    const record = await api.processPaycheck(hana, 0, FEBRUARY_2026);
    expect(deferralOf(record)).toBe('12000.00');
  });

  test('no 2025 wages from this employer: the catch-up may be pre-tax', async () => {
    const preview = readJson(await api.calculate(makePeriodInput(ravi, 0, ...FEBRUARY_2026)), 200);
    expect(deferralOf(preview)).toBe('12500.00');
    expect(preview.warnings.filter((warning: string) => warning.includes('election of'))).toEqual(
      [],
    );
  });
});
