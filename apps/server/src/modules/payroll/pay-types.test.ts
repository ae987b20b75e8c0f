import { beforeAll, describe, expect, test } from 'vitest';
import { readJson, useTestApp } from '../../test/test-app';
import { bindPayrollApi, makePeriodInput } from './payroll-test-support';

/** Issue 27, item 1 (ADR 0032): salaried and hourly pay, FLSA overtime for non-exempt employees only. */
describe('pay types', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const SPEC = { ruleSet: 'spec-simplified-2025' };
  // One workweek of the seeded schedule (anchor Monday 2025-01-06) and one bi-weekly period.
  const WEEK = ['2025-01-06', '2025-01-12'] as const;
  const FORTNIGHT = ['2025-01-06', '2025-01-19'] as const;
  let maria: { id: string };

  beforeAll(async () => {
    maria = await payroll.findSeededEmployee('EMP-001');
  });
  const createHourly = (overrides: Record<string, unknown> = {}) =>
    payroll.hire({
      payType: 'hourly',
      hourlyRate: '20',
      annualSalary: null,
      payFrequency: 'weekly',
      ...overrides,
    });

  describe('the employee API', () => {
    test('existing employees became salaried and non-exempt (migration 0023)', async () => {
      const body = (await testApp.sendAsAdmin('GET', `/api/employees`)).json();
      const seeded = body.items.filter((item: { employeeId: string }) =>
        ['EMP-001', 'EMP-002', 'EMP-003'].includes(item.employeeId),
      );
      expect(seeded).toHaveLength(3);
      for (const employee of seeded) {
        expect(employee).toMatchObject({
          payType: 'salaried',
          hourlyRate: null,
          overtimeExempt: false,
        });
        expect(employee.annualSalary).toMatch(/^\d+\.\d{2}$/);
      }
    });

    test('an hourly employee needs a rate and no salary; the other type keeps no amount', async () => {
      const hourly = readJson(
        await payroll.postEmployee({
          payType: 'hourly',
          hourlyRate: 18.125,
          annualSalary: undefined,
        }),
        201,
      );
      expect(hourly).toMatchObject({
        payType: 'hourly',
        hourlyRate: '18.1250',
        annualSalary: null,
        overtimeExempt: false,
      });

      const missingRate = await payroll.postEmployee({
        payType: 'hourly',
        annualSalary: undefined,
      });
      expect(readJson(missingRate, 400).fields).toEqual({
        hourlyRate: 'Hourly rate is required for an hourly employee',
      });
      const badRate = await payroll.postEmployee({ payType: 'hourly', hourlyRate: '0' });
      expect(readJson(badRate, 400).fields).toEqual({
        hourlyRate: 'Hourly rate must be greater than 0',
      });
      const badType = await payroll.postEmployee({ payType: 'commission' });
      expect(readJson(badType, 400).fields).toEqual({ payType: 'Choose salaried or hourly' });
      const missingSalary = await payroll.postEmployee({ annualSalary: '' });
      expect(readJson(missingSalary, 400).fields).toEqual({
        annualSalary: 'Annual salary is required',
      });

      // Salaried by default; a rate sent with it is not kept, so nothing stored pays nothing.
      const salaried = readJson(
        await payroll.postEmployee({ hourlyRate: '30', overtimeExempt: true }),
        201,
      );
      expect(salaried).toMatchObject({
        payType: 'salaried',
        annualSalary: '52000.00',
        hourlyRate: null,
        overtimeExempt: true,
      });
    });
  });

  describe('official-2025', () => {
    test('a salaried employee with 72 hours is paid the full period', async () => {
      const period = makePeriodInput(maria.id, 72, ...FORTNIGHT);
      const calculated = readJson(await payroll.calculate(period), 200);
      // 95,000 / 26 = 3,653.846 → 3,653.85, whatever the hours; no overtime under 80 hours.
      // Regular rate for overtime: 95,000 / (26 x 80) = 95,000 / 2,080 = 45.673077 → 45.6731.
      expect(calculated).toMatchObject({
        payType: 'salaried',
        payBasis: 'salary',
        hoursWorked: 72,
        overtimeHours: 0,
        regularRate: '45.6731',
        regularPay: '3653.85',
        overtimePay: '0.00',
        grossPay: '3653.85',
      });
      const record = readJson(await payroll.process(period), 200);
      expect(record).toMatchObject({ payBasis: 'salary', hoursWorked: 72, grossPay: '3653.85' });
      const stub = (await testApp.sendAsAdmin('GET', `/api/pay-stubs/${record.id}`)).json();
      expect(stub.employee).toMatchObject({ payType: 'salaried', overtimeExempt: false });
      expect(stub.earnings[0]).toMatchObject({
        code: 'regular',
        label: 'Salary',
        hours: 72,
        rate: null,
        current: '3653.85',
      });
      const html = (await testApp.sendAsAdmin('GET', `/api/pay-stubs/${record.id}/html`)).body;
      expect(html).toContain('Salaried, non-exempt');
    });

    test('an hourly employee with 46 hours in a week gets 40 at the rate and 6 at 1.5x', async () => {
      const employee = await createHourly({ firstName: 'Hana', lastName: 'Hourly' });
      const period = makePeriodInput(employee.id, 46, ...WEEK);
      const calculated = readJson(await payroll.calculate(period), 200);
      // 40 h x 20.00 = 800.00; 6 h x 30.00 (1.5 x 20.00) = 180.00; gross 980.00.
      expect(calculated).toMatchObject({
        payType: 'hourly',
        payBasis: 'hours',
        hoursWorked: 40,
        overtimeHours: 6,
        regularRate: '20.0000',
        overtimeRate: '30.0000',
        regularPay: '800.00',
        overtimePay: '180.00',
        grossPay: '980.00',
      });
      expect(calculated.warnings.join(' ')).toContain('6 of the 46 hours worked are over 40');
      // Entered as 40 + 6 overtime, the same check.
      expect(
        (
          await payroll.calculate(makePeriodInput(employee.id, 40, ...WEEK, { overtimeHours: 6 }))
        ).json(),
      ).toMatchObject({ hoursWorked: 40, overtimeHours: 6, grossPay: '980.00' });

      const record = readJson(await payroll.process(period), 200);
      expect(record).toMatchObject({
        payBasis: 'hours',
        hoursWorked: 40,
        overtimeHours: 6,
        regularRate: '20.0000',
        overtimeRate: '30.0000',
        overtimePay: '180.00',
        grossPay: '980.00',
      });
      const stub = (await testApp.sendAsAdmin('GET', `/api/pay-stubs/${record.id}`)).json();
      expect(stub.earnings.slice(0, 2)).toMatchObject([
        { code: 'regular', label: 'Regular pay', hours: 40, rate: '20.0000', current: '800.00' },
        { code: 'overtime', hours: 6, rate: '30.0000', current: '180.00' },
      ]);
    });

    test('a salaried non-exempt employee is paid overtime at salary / 2,080 x 1.5 (29 CFR 778.113)', async () => {
      // Bi-weekly, 90 hours: 10 over the 80 of two workweeks.
      // 95,000 / 26 = 3,653.85; overtime rate 95,000 x 1.5 / 2,080 = 68.509615 → 68.5096;
      // 10 h = 95,000 x 10 x 1.5 / 2,080 = 685.096 → 685.10; gross 4,338.95.
      expect(
        (await payroll.calculate(makePeriodInput(maria.id, 90, ...FORTNIGHT))).json(),
      ).toMatchObject({
        hoursWorked: 80,
        overtimeHours: 10,
        overtimeRate: '68.5096',
        overtimePay: '685.10',
        grossPay: '4338.95',
      });
      // Semi-monthly (standard hours 2,080 / 24 = 86.67): 72,000 / 24 = 3,000.00; the regular rate
      // is 72,000 / (24 x 86.67) = 72,000 / 2,080 = 34.615385 → 34.6154 (not 72,000 / (24 x 40)
      // = 75.00); 5 overtime hours = 72,000 x 5 x 1.5 / 2,080 = 259.615 → 259.62; gross 3,259.62.
      const semiMonthly = await payroll.hire({
        annualSalary: '72000',
        payFrequency: 'semi-monthly',
      });
      const body = await payroll.calculatePaycheck(
        semiMonthly.id,
        40,
        ['2025-01-01', '2025-01-15'],
        { overtimeHours: 5 },
      );
      expect(body).toMatchObject({
        regularRate: '34.6154',
        overtimeRate: '51.9231',
        regularPay: '3000.00',
        overtimePay: '259.62',
        grossPay: '3259.62',
      });
      // A semi-monthly period is not whole workweeks: hours over its standard hours are flagged, not split.
      const long = await payroll.calculatePaycheck(semiMonthly.id, 90, [
        '2025-01-01',
        '2025-01-15',
      ]);
      expect(long).toMatchObject({ hoursWorked: 90, overtimeHours: 0, grossPay: '3000.00' });
      expect(long.warnings.join(' ')).toContain('86.67 standard hours');
    });

    test('an exempt employee gets no overtime', async () => {
      const hourly = await createHourly({ overtimeExempt: true, firstName: 'Exa' });
      // 46 h x 20.00 = 920.00, all at the regular rate.
      expect(
        readJson(await payroll.calculate(makePeriodInput(hourly.id, 46, ...WEEK)), 200),
      ).toMatchObject({
        overtimeExempt: true,
        hoursWorked: 46,
        overtimeHours: 0,
        overtimePay: '0.00',
        grossPay: '920.00',
      });
      const salaried = await payroll.hire({
        annualSalary: '52000',
        overtimeExempt: true,
      });
      // 52,000 / 26 = 2,000.00 for 90 hours: no overtime.
      expect(
        (await payroll.calculate(makePeriodInput(salaried.id, 90, ...FORTNIGHT))).json(),
      ).toMatchObject({ hoursWorked: 90, overtimeHours: 0, grossPay: '2000.00' });
      // Overtime hours typed for an exempt employee are refused, naming the field.
      for (const send of [payroll.calculate, payroll.process]) {
        const refused = await send(
          makePeriodInput(hourly.id, 40, '2025-01-13', '2025-01-19', { overtimeHours: 2 }),
        );
        expect(readJson(refused, 400).fields).toEqual({
          overtimeHours: 'Exa Person is exempt from overtime: enter every hour as hours worked',
        });
      }
    });

    test('a weekly pay run pays an hourly employee 40 at the rate and 6 at 1.5x', async () => {
      const employee = await createHourly({ firstName: 'Runa', hireDate: '2024-06-03' });
      const preview = readJson(
        await testApp.sendAsAdmin('POST', '/api/payroll/pay-runs/preview', {
          payFrequency: 'weekly',
          payPeriodStart: '2025-02-03',
          payPeriodEnd: '2025-02-09',
          hours: [{ employeeId: employee.id, hoursWorked: 46 }],
          pageSize: 500,
        }),
        200,
      );
      const row = preview.rows.find(
        (candidate: { employeeId: string }) => candidate.employeeId === employee.id,
      );
      // 40 x 20.00 + 6 x 30.00 = 980.00.
      expect(row).toMatchObject({
        payType: 'hourly',
        payBasis: 'hours',
        hoursWorked: 40,
        overtimeHours: 6,
        regularRate: '20.0000',
        overtimePay: '180.00',
        grossPay: '980.00',
      });
    });
  });

  describe('spec-simplified-2025 keeps the spec model', () => {
    test('everyone is paid hours x the regular rate, overtime as entered', async () => {
      // Salaried, 72 h: 95,000 x 72 / (26 x 80) = 3,288.4615 → 3,288.46 (spec section 9).
      expect(
        (
          await payroll.calculate({ ...makePeriodInput(maria.id, 72, ...FORTNIGHT), ...SPEC })
        ).json(),
      ).toMatchObject({
        ruleSet: 'spec-simplified-2025',
        payBasis: 'hours',
        hoursWorked: 72,
        regularRate: '45.6731',
        grossPay: '3288.46',
      });
      // Hourly, 46 h in a week: 46 x 20.00 = 920.00; nothing moves to overtime.
      const employee = await createHourly({ firstName: 'Spec' });
      expect(
        (await payroll.calculate({ ...makePeriodInput(employee.id, 46, ...WEEK), ...SPEC })).json(),
      ).toMatchObject({ hoursWorked: 46, overtimeHours: 0, grossPay: '920.00' });
      // Overtime as entered: 2 x 30.00 = 60.00; 40 x 20.00 + 60.00 = 860.00.
      expect(
        (
          await payroll.calculate({
            ...makePeriodInput(employee.id, 40, ...WEEK, { overtimeHours: 2 }),
            ...SPEC,
          })
        ).json(),
      ).toMatchObject({ overtimePay: '60.00', grossPay: '860.00' });
    });
  });
});
