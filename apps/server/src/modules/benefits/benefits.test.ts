import { beforeAll, describe, expect, test } from 'vitest';
import { getLatestDateAnywhere, addDays } from '@paylab/shared';
import { findAuditRows } from '../../test/find-audit-rows';
import { readJson, useTestApp } from '../../test/test-app';
import { bindPayrollApi, makeMatched401kInput } from '../payroll/payroll-test-support';

const MISSING = '00000000-0000-4000-8000-000000000000';

const MATCHED_401K = makeMatched401kInput('Safe harbor 401(k)');

describe('benefit plans', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const send = testApp.sendAsAdmin;
  const createPlan = async (payload: object) =>
    readJson(await send('POST', '/api/benefit-plans', payload), 201);

  test('creates a plan with its match, lists it and audits it', async () => {
    const plan = await createPlan(MATCHED_401K);
    expect(plan).toMatchObject({
      name: 'Safe harbor 401(k)',
      type: 'traditional-401k',
      employerMatch: [
        { payRate: '0.0300', matchRate: '1.0000' },
        { payRate: '0.0200', matchRate: '0.5000' },
      ],
      employerNonElectiveRate: null,
      employerAmountPerPeriod: null,
      isActive: true,
      isInUse: false,
    });
    const list = readJson(await send('GET', '/api/benefit-plans'), 200);
    expect(list.items.map((item: { id: string }) => item.id)).toContain(plan.id);
    const audits = await findAuditRows(testApp.database, {
      entity: 'benefit_plan',
      entityId: plan.id,
    });
    expect(audits.map((row) => row.action)).toEqual(['create']);
  });

  test('refuses a plan whose employer share its type lacks, naming the field', async () => {
    const response = await send('POST', '/api/benefit-plans', {
      name: 'Union dues',
      type: 'after-tax',
      employerAmountPerPeriod: '10.00',
    });
    expect(readJson(response, 400).fields).toEqual({
      employerAmountPerPeriod: expect.stringContaining('Only a section 125 premium or an HSA'),
    });
    const unnamed = await send('POST', '/api/benefit-plans', { name: '', type: 'hsa' });
    expect(Object.keys(readJson(unnamed, 400).fields)).toEqual(['name']);
  });

  test('lists inactive plans too, after the active ones', async () => {
    const closed = await createPlan({
      name: 'AAA closed vision',
      type: 'section-125-vision',
      isActive: false,
    });
    const open = await createPlan({ name: 'ZZZ open vision', type: 'section-125-vision' });
    const ids = readJson(await send('GET', '/api/benefit-plans'), 200).items.map(
      (item: { id: string }) => item.id,
    );
    expect(ids.indexOf(open.id)).toBeLessThan(ids.indexOf(closed.id));
  });

  test('edits a plan; its type changes only while no election names it', async () => {
    const plan = await createPlan({ name: 'Dental', type: 'section-125-dental' });
    const renamed = readJson(
      await send('PUT', `/api/benefit-plans/${plan.id}`, {
        name: 'Dental plus',
        type: 'section-125-vision',
        employerAmountPerPeriod: '5.00',
      }),
      200,
    );
    expect(renamed).toMatchObject({
      name: 'Dental plus',
      type: 'section-125-vision',
      employerAmountPerPeriod: '5.00',
    });

    const employee = await payroll.hire();
    await payroll.elect(employee.id, { planId: plan.id, amountPerPeriod: '12.00' });
    const retyped = await send('PUT', `/api/benefit-plans/${plan.id}`, {
      name: 'Dental plus',
      type: 'section-125-dental',
    });
    const refusal = readJson(retyped, 409);
    expect(refusal.code).toBe('CONFLICT');
    expect(Object.keys(refusal.fields)).toEqual(['type']);
    // Anything else may still change, the type as it is.
    const closed = readJson(
      await send('PUT', `/api/benefit-plans/${plan.id}`, {
        name: 'Dental plus',
        type: 'section-125-vision',
        isActive: false,
      }),
      200,
    );
    expect(closed).toMatchObject({ isActive: false, isInUse: true });
    const audits = await findAuditRows(testApp.database, {
      entity: 'benefit_plan',
      entityId: plan.id,
      action: 'update',
    });
    expect(audits).toHaveLength(2);
  });

  test('deletes a plan nobody elected (204); one an election names is refused: set it inactive', async () => {
    const unused = await createPlan({ name: 'Parking', type: 'commuter-parking' });
    const deleted = await send('DELETE', `/api/benefit-plans/${unused.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await send('DELETE', `/api/benefit-plans/${unused.id}`)).statusCode).toBe(404);
    expect(
      await findAuditRows(testApp.database, {
        entity: 'benefit_plan',
        entityId: unused.id,
        action: 'delete',
      }),
    ).toHaveLength(1);

    const used = await createPlan({ name: 'Transit', type: 'commuter-transit' });
    const employee = await payroll.hire();
    await payroll.elect(employee.id, { planId: used.id, amountPerPeriod: '50.00' });
    const refused = readJson(await send('DELETE', `/api/benefit-plans/${used.id}`), 409);
    expect(refused.message).toContain('set it inactive instead');
  });

  test('an unknown plan is 404 on edit and delete', async () => {
    expect(
      (await send('PUT', `/api/benefit-plans/${MISSING}`, { name: 'X', type: 'hsa' })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/benefit-plans/${MISSING}`)).statusCode).toBe(404);
  });
});

describe('benefit elections', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const send = testApp.sendAsAdmin;
  let planId: string;
  let hsaPlanId: string;
  let closedPlanId: string;
  beforeAll(async () => {
    planId = await payroll.createPlan(MATCHED_401K);
    hsaPlanId = await payroll.createPlan({
      name: 'HSA',
      type: 'hsa',
      employerAmountPerPeriod: '20.00',
    });
    closedPlanId = await payroll.createPlan({
      name: 'Old FSA',
      type: 'health-fsa',
      isActive: false,
    });
  });
  const elect = (employeeId: string, payload: object) =>
    send('POST', `/api/employees/${employeeId}/benefit-elections`, payload);

  test('records elections and lists every one, newest effective date first', async () => {
    const employee = await payroll.hire();
    const first = readJson(
      await elect(employee.id, { planId, effectiveDate: '2025-01-01', percentOfPay: '0.05' }),
      201,
    );
    expect(first).toMatchObject({
      employeeId: employee.id,
      planId,
      planName: 'Safe harbor 401(k)',
      type: 'traditional-401k',
      effectiveDate: '2025-01-01',
      amountPerPeriod: null,
      percentOfPay: '0.0500',
      hsaCoverage: null,
    });
    const later = readJson(
      await elect(employee.id, { planId, effectiveDate: '2025-07-01', amountPerPeriod: '0' }),
      201,
    );
    expect(later.amountPerPeriod).toBe('0.00');
    const hsa = readJson(
      await elect(employee.id, {
        planId: hsaPlanId,
        effectiveDate: '2025-03-01',
        amountPerPeriod: '100',
        hsaCoverage: 'family',
      }),
      201,
    );
    expect(hsa.hsaCoverage).toBe('family');
    const list = readJson(
      await send('GET', `/api/employees/${employee.id}/benefit-elections`),
      200,
    );
    expect(list.items.map((item: { effectiveDate: string }) => item.effectiveDate)).toEqual([
      '2025-07-01',
      '2025-03-01',
      '2025-01-01',
    ]);
    expect(
      await findAuditRows(testApp.database, { entity: 'benefit_election', entityId: first.id }),
    ).toHaveLength(1);
  });

  // Each refused election names the one field at fault; the plan is named by its role here, as
  // the plans are created in beforeAll.
  test.each<[string, string, 'missing' | 'closed' | 'hsa' | 'matched', object]>([
    ['a missing plan', 'planId', 'missing', {}],
    ['an inactive plan', 'planId', 'closed', {}],
    ['an HSA election without its coverage tier', 'hsaCoverage', 'hsa', {}],
    [
      'a coverage tier on any other election',
      'hsaCoverage',
      'matched',
      { hsaCoverage: 'self-only' },
    ],
    ['both an amount and a share of pay', 'amountPerPeriod', 'matched', { percentOfPay: '0.05' }],
    ['a date no calendar has', 'effectiveDate', 'matched', { effectiveDate: '2025-02-30' }],
  ])('refuses %s, naming %s', async (_refusal, field, plan, overrides) => {
    const plans = { missing: MISSING, closed: closedPlanId, hsa: hsaPlanId, matched: planId };
    const employee = await payroll.hire();
    const response = await elect(employee.id, {
      planId: plans[plan],
      effectiveDate: '2025-01-01',
      amountPerPeriod: '10',
      ...overrides,
    });
    expect(Object.keys(readJson(response, 400).fields)).toEqual([field]);
  });

  test('one election per plan and effective date: a second is 409', async () => {
    const employee = await payroll.hire();
    const payload = { planId, effectiveDate: '2025-04-01', amountPerPeriod: '10' };
    readJson(await elect(employee.id, payload), 201);
    const again = readJson(await elect(employee.id, { ...payload, amountPerPeriod: '20' }), 409);
    expect(again.code).toBe('CONFLICT');
  });

  test('an unknown employee is 404', async () => {
    expect((await send('GET', `/api/employees/${MISSING}/benefit-elections`)).statusCode).toBe(404);
    expect(
      (await elect(MISSING, { planId, effectiveDate: '2025-01-01', amountPerPeriod: '10' }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/api/benefit-elections/${MISSING}`)).statusCode).toBe(404);
  });

  test('deletes an election no paycheck used (204); one a paycheck used is 409', async () => {
    const employee = await payroll.hire({ annualSalary: '78000', state: 'TX' });
    const used = readJson(
      await elect(employee.id, { planId, effectiveDate: '2025-01-01', amountPerPeriod: '100' }),
      201,
    );
    const future = readJson(
      await elect(employee.id, { planId, effectiveDate: '2025-06-01', amountPerPeriod: '150' }),
      201,
    );
    await payroll.processPaycheck(employee.id, 80, ['2025-01-06', '2025-01-19']);
    const refused = readJson(await send('DELETE', `/api/benefit-elections/${used.id}`), 409);
    expect(refused.message).toContain('2025-01-19');
    const deleted = await send('DELETE', `/api/benefit-elections/${future.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(
      await findAuditRows(testApp.database, {
        entity: 'benefit_election',
        entityId: future.id,
        action: 'delete',
      }),
    ).toHaveLength(1);
    const left = readJson(
      await send('GET', `/api/employees/${employee.id}/benefit-elections`),
      200,
    );
    expect(left.items.map((item: { id: string }) => item.id)).toEqual([used.id]);
  });
});

describe('benefits permissions', () => {
  const testApp = useTestApp();

  test('a client user gets 403 on every plan and election route', async () => {
    await testApp.expectForbiddenToDemoClient([
      ['GET', '/api/benefit-plans'],
      ['POST', '/api/benefit-plans', MATCHED_401K],
      ['PUT', `/api/benefit-plans/${MISSING}`, MATCHED_401K],
      ['DELETE', `/api/benefit-plans/${MISSING}`],
      ['GET', `/api/employees/${MISSING}/benefit-elections`],
      [
        'POST',
        `/api/employees/${MISSING}/benefit-elections`,
        { planId: MISSING, effectiveDate: '2025-01-01', amountPerPeriod: '1' },
      ],
      ['DELETE', `/api/benefit-elections/${MISSING}`],
    ]);
  });
});

describe('employee date of birth', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const send = testApp.sendAsAdmin;

  test('is optional, kept when an edit leaves it out, and cleared by null', async () => {
    const plain = await payroll.hire();
    expect(readJson(await send('GET', `/api/employees/${plain.id}`), 200).dateOfBirth).toBeNull();

    const born = await payroll.hire({ dateOfBirth: '1970-05-05' });
    const stored = readJson(await send('GET', `/api/employees/${born.id}`), 200);
    expect(stored.dateOfBirth).toBe('1970-05-05');

    const { dateOfBirth: _dateOfBirth, ...withoutDate } = stored;
    const kept = readJson(
      await send('PUT', `/api/employees/${born.id}`, { ...withoutDate, department: 'Finance' }),
      200,
    );
    expect(kept).toMatchObject({ department: 'Finance', dateOfBirth: '1970-05-05' });
    const cleared = readJson(
      await send('PUT', `/api/employees/${born.id}`, { ...kept, dateOfBirth: null }),
      200,
    );
    expect(cleared.dateOfBirth).toBeNull();
  });

  test('refuses a date in the future, 1900 or earlier, or not a date, naming dateOfBirth', async () => {
    const future = addDays(getLatestDateAnywhere(), 1);
    for (const dateOfBirth of [future, '1900-06-01', '1970-13-01', 'May 5']) {
      const response = await send('POST', '/api/employees', {
        employeeId: `DOB-${dateOfBirth}`,
        firstName: 'Dee',
        lastName: 'Ob',
        department: 'Testing',
        annualSalary: '50000',
        hireDate: '2024-01-02',
        dateOfBirth,
      });
      expect({ dateOfBirth, fields: Object.keys(readJson(response, 400).fields) }).toEqual({
        dateOfBirth,
        fields: ['dateOfBirth'],
      });
    }
  });
});
