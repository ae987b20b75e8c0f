import { addDays, toLocalDateString } from '@paylab/shared';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { w4Forms } from '@paylab/db';
import { readJson, UNKNOWN_ID, useTestApp } from '../../test/test-app';
import { setPayrollCalendar } from '../../test/set-payroll-calendar';
import { bindPayrollApi, makePeriodInput } from '../payroll/payroll-test-support';
import { findAuditRows } from '../../test/find-audit-rows';

describe('W-4 API', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  // These tests work their dates from the real calendar; the demo company practises in 2025.
  beforeAll(() => setPayrollCalendar(testApp.database.db, 'today'));
  /** Every W-4 of the employee, newest first (GET /api/w4/employee/:id). */
  const getHistory = (employeeId: string) =>
    testApp.sendAsAdmin('GET', `/api/w4/employee/${employeeId}`);
  /** Reads the W-4 in force for the employee (GET /api/w4/employee/:id/active). */
  const getActive = (employeeId: string) =>
    testApp.sendAsAdmin('GET', `/api/w4/employee/${employeeId}/active`);
  /** Calculates a paycheck for `period` without saving it, and returns the body. */
  const calculate = async (period: Record<string, unknown>) =>
    (await payroll.calculate(period)).json();

  test('an employee without a W-4 reads null and an empty history (200, not 404)', async () => {
    const employee = await payroll.hire();
    const active = await getActive(employee.id);
    expect(active.statusCode).toBe(200);
    expect(active.body).toBe('null');
    const history = await getHistory(employee.id);
    expect(history.json()).toEqual([]);
  });

  test('records a W-4, and a newer one makes the previous inactive in the same transaction', async () => {
    const employee = await payroll.hire();
    const first = await payroll.postW4(employee.id, {
      dependentsAmount: 2000,
      extraWithholding: '25',
    });
    expect(readJson(first, 201)).toMatchObject({
      employeeId: employee.id,
      filingStatus: 'single',
      dependentsAmount: '2000.00',
      extraWithholding: '25.00',
      isActive: true,
    });
    const second = await payroll.postW4(employee.id, {
      filingStatus: 'married-joint',
      multipleJobs: true,
      signedDate: '2025-03-01',
      effectiveDate: '2025-03-01',
    });
    expect(second.statusCode).toBe(201);

    const active = (await getActive(employee.id)).json();
    expect(active).toMatchObject({
      id: second.json().id,
      filingStatus: 'married-joint',
      multipleJobs: true,
    });
    const history = (await getHistory(employee.id)).json();
    expect(
      history.map((form: { id: string; isActive: boolean; status: string }) => [
        form.id,
        form.isActive,
        form.status,
      ]),
    ).toEqual([
      [second.json().id, true, 'active'],
      [first.json().id, false, 'replaced'],
    ]);
    const audits = await findAuditRows(testApp.database, {
      entity: 'w4_form',
      entityId: second.json().id,
    });
    expect(audits[0]?.before).toEqual({ deactivated: [first.json().id] });
  });

  test('concurrent submissions leave exactly one active W-4', async () => {
    const employee = await payroll.hire();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => payroll.postW4(employee.id)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const rows = await testApp.database.db
      .select()
      .from(w4Forms)
      .where(and(eq(w4Forms.employeeId, employee.id), eq(w4Forms.isActive, true)));
    expect(rows).toHaveLength(1);
  });

  describe('refuses bad W-4s with a 400 naming the field, writing nothing', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'a pre-2020 form',
        { signedDate: '2019-12-31', effectiveDate: '2020-01-01' },
        'signedDate',
        'Only a 2020-or-later Form W-4 can be recorded (signed on or after 2020-01-01)',
      ],
      [
        'effective before signed',
        { effectiveDate: '2025-01-01' },
        'effectiveDate',
        'The effective date cannot be before the signed date',
      ],
      [
        'an unknown filing status',
        { filingStatus: 'exempt' },
        'filingStatus',
        'Choose a filing status',
      ],
      [
        'a negative dependents amount',
        { dependentsAmount: -500 },
        'dependentsAmount',
        'Amount cannot be negative',
      ],
      [
        'three decimals of other income',
        { otherIncome: '10.005' },
        'otherIncome',
        'Enter a non-negative amount with at most 2 decimals',
      ],
      [
        'an enormous deduction',
        { deductions: '10000000' },
        'deductions',
        'Step 4(b) deductions must be at most $9,999,999.99',
      ],
      [
        'a non-boolean Step 2',
        { multipleJobs: 'yes' },
        'multipleJobs',
        'Choose whether Step 2(c) is checked',
      ],
      ['a missing signed date', { signedDate: undefined }, 'signedDate', 'Enter a date'],
      ['an unknown field', { step5: true }, 'step5', 'Unknown field'],
    ];
    test.each(cases)('%s', async (_name, overrides, field, message) => {
      const employee = await payroll.hire();
      const response = await payroll.postW4(employee.id, overrides);
      expect(readJson(response, 400)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { [field]: message },
      });
      expect((await getHistory(employee.id)).json()).toEqual([]);
    });
  });

  test('answers 404 for an unknown employee on every W-4 route', async () => {
    expect((await payroll.postW4(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await getHistory(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await getActive(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await testApp.sendAsAdmin('GET', '/api/w4/employee/nope/active')).statusCode).toBe(400);
  });

  test('payroll uses the active W-4 in place of the employee fields, and withholding changes', async () => {
    const maria = await payroll.findSeededEmployee('EMP-001');
    const period = makePeriodInput(maria.id, 80, '2025-01-06', '2025-01-19');
    const before = await calculate(period);
    // No W-4 on file: Maria's fields act as a 2019-or-earlier W-4 (single, 1 allowance).
    // Pub 15-T 2025 Worksheet 1A: 3,653.85 x 26 = 95,000.10; less 1 x 4,300 (line 1k) = 90,700.10;
    // standard single table: 5,578.50 + 22% x (90,700.10 - 54,875) = 5,578.50 + 7,881.522 = 13,460.022;
    // / 26 = 517.693 → 517.69.
    expect(before).toMatchObject({
      federalIncomeTax: '517.69',
      withholdingBasis: { kind: 'w4-2019-or-earlier', w4: null, allowances: 1 },
    });

    const recorded = await payroll.postW4(maria.id);
    const after = await calculate(period);
    // 2020+ W-4, single, Step 2 unchecked: 95,000.10 - 8,600 (line 1g) = 86,400.10;
    // 5,578.50 + 22% x (86,400.10 - 54,875) = 5,578.50 + 6,935.522 = 12,514.022; / 26 = 481.308 → 481.31.
    expect(after).toMatchObject({
      federalIncomeTax: '481.31',
      withholdingBasis: { kind: 'w4-2020-or-later', allowances: 0, w4: { id: recorded.json().id } },
    });

    // Step 4(c) $50 extra per period is reported separately and counted once in the deductions.
    await payroll.postW4(maria.id, { extraWithholding: '50' });
    const extra = await calculate(period);
    expect(extra).toMatchObject({ federalIncomeTax: '481.31', additionalWithholding: '50.00' });
    expect(Number(extra.totalDeductions) - Number(after.totalDeductions)).toBeCloseTo(50, 6);
  });

  test('a W-4 effective after the pay date does not change that paycheck', async () => {
    const employee = await payroll.hire({
      allowances: 0,
      annualSalary: '52000',
    });
    await payroll.postW4(employee.id, {
      signedDate: '2025-05-01',
      effectiveDate: '2025-06-01',
      extraWithholding: '100',
    });
    const january = await calculate(makePeriodInput(employee.id, 80, '2025-01-06', '2025-01-19'));
    expect(january).toMatchObject({
      additionalWithholding: '0.00',
      withholdingBasis: { kind: 'w4-2019-or-earlier' },
    });
    const june = await calculate(makePeriodInput(employee.id, 80, '2025-06-02', '2025-06-15'));
    expect(june).toMatchObject({
      additionalWithholding: '100.00',
      withholdingBasis: { kind: 'w4-2020-or-later' },
    });
  });

  describe('a W-4 with a future effective date is scheduled, and the earlier one stays in force until then', () => {
    // Dates hang off the server's real today, so the test does not rot. The clock is only ever set
    // back (to the day before): moving it forward would expire the admin session. W-4s are recorded
    // on the real clock, since PGlite's now() follows the faked one and would misorder created_at.
    const today = toLocalDateString();
    const yesterday = addDays(today, -1);
    const setClockTo = (date: string) => {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(year, month - 1, day, 12, 0, 0));
    };
    afterEach(() => {
      vi.useRealTimers();
    });

    const statuses = async (employeeId: string) =>
      (await getHistory(employeeId))
        .json()
        .map((form: { id: string; isActive: boolean; status: string }) => [
          form.id,
          form.status,
          form.isActive,
        ]);
    const readActive = async (employeeId: string) => (await getActive(employeeId)).json();
    const calculateOn = (employeeId: string, payDate: string) =>
      calculate({
        employeeId,
        hoursWorked: 80,
        payPeriodStart: addDays(payDate, -13),
        payPeriodEnd: payDate,
        payDate,
      });

    test('/active, the history and payroll agree before and on the effective date', async () => {
      const carla = await payroll.hire({
        firstName: 'Carla',
      });
      const marriedJoint = (
        await payroll.postW4(carla.id, { filingStatus: 'married-joint' })
      ).json();

      const recorded = await payroll.postW4(carla.id, {
        signedDate: addDays(today, -2),
        effectiveDate: today,
      });
      const single = readJson(recorded, 201);
      // /active, the history and a calculation on `payDate` must all name the same W-4.
      const expectAgreement = async (
        payDate: string,
        active: { id: string; filingStatus: string },
        history: unknown[],
      ) => {
        expect(await readActive(carla.id)).toMatchObject({
          ...active,
          status: 'active',
          isActive: true,
        });
        expect(await statuses(carla.id)).toEqual(history);
        expect((await calculateOn(carla.id, payDate)).withholdingBasis).toMatchObject({
          filingStatus: active.filingStatus,
          w4: { id: active.id },
        });
      };

      setClockTo(yesterday);
      await expectAgreement(yesterday, { id: marriedJoint.id, filingStatus: 'married-joint' }, [
        [single.id, 'scheduled', false],
        [marriedJoint.id, 'active', true],
      ]);

      vi.useRealTimers();
      await expectAgreement(today, { id: single.id, filingStatus: 'single' }, [
        [single.id, 'active', true],
        [marriedJoint.id, 'replaced', false],
      ]);
    });

    test('a first W-4 effective later leaves /active null and withholds no extra until its date', async () => {
      const employee = await payroll.hire();
      const future = (
        await payroll.postW4(employee.id, {
          signedDate: yesterday,
          effectiveDate: today,
          extraWithholding: '50',
        })
      ).json();
      setClockTo(yesterday);
      const active = await getActive(employee.id);
      expect(active.statusCode).toBe(200);
      expect(active.body).toBe('null');
      expect(await statuses(employee.id)).toEqual([[future.id, 'scheduled', false]]);
      expect(await calculateOn(employee.id, yesterday)).toMatchObject({
        additionalWithholding: '0.00',
        withholdingBasis: { kind: 'w4-2019-or-earlier', w4: null },
      });

      vi.useRealTimers();
      expect(await readActive(employee.id)).toMatchObject({
        id: future.id,
        extraWithholding: '50.00',
        status: 'active',
      });
      expect(await calculateOn(employee.id, today)).toMatchObject({
        additionalWithholding: '50.00',
        withholdingBasis: { w4: { id: future.id } },
      });
    });

    test('a later-recorded W-4 effective sooner replaces scheduled ones that would never apply', async () => {
      const employee = await payroll.hire();
      const current = (await payroll.postW4(employee.id)).json();
      const inTenDays = (
        await payroll.postW4(employee.id, { signedDate: today, effectiveDate: addDays(today, 10) })
      ).json();
      const inTwentyDays = (
        await payroll.postW4(employee.id, { signedDate: today, effectiveDate: addDays(today, 20) })
      ).json();
      expect(await statuses(employee.id)).toEqual([
        [inTwentyDays.id, 'scheduled', false],
        [inTenDays.id, 'scheduled', false],
        [current.id, 'active', true],
      ]);

      // Recorded last and effective first, it is the latest-recorded W-4 on both later dates too.
      const inFiveDays = (
        await payroll.postW4(employee.id, { signedDate: today, effectiveDate: addDays(today, 5) })
      ).json();
      expect(inFiveDays.status).toBe('scheduled');
      expect(await statuses(employee.id)).toEqual([
        [inFiveDays.id, 'scheduled', false],
        [inTwentyDays.id, 'replaced', false],
        [inTenDays.id, 'replaced', false],
        [current.id, 'active', true],
      ]);
      expect((await readActive(employee.id)).id).toBe(current.id);
      expect((await calculateOn(employee.id, addDays(today, 20))).withholdingBasis.w4.id).toBe(
        inFiveDays.id,
      );
    });

    test('the Tax Forms W-4 tab reads the same statuses, the one in force first', async () => {
      const employee = await payroll.hire({
        employeeId: 'EMP-W4TAB',
        lastName: 'Tabulate',
      });
      const current = (await payroll.postW4(employee.id, { filingStatus: 'married-joint' })).json();
      const scheduled = (
        await payroll.postW4(employee.id, { signedDate: today, effectiveDate: addDays(today, 30) })
      ).json();
      const records = (
        await testApp.sendAsAdmin('GET', '/api/tax-forms/w4-records?search=EMP-W4TAB')
      ).json();
      expect(
        records.items[0].forms.map((form: { id: string; status: string; isActive: boolean }) => [
          form.id,
          form.status,
          form.isActive,
        ]),
      ).toEqual([
        [current.id, 'active', true],
        [scheduled.id, 'scheduled', false],
      ]);
    });
  });
});
