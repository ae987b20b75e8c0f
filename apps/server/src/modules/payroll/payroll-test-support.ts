import type { FastifyInstance } from 'fastify';
import { readJson, type UsedTestApp } from '../../test/test-app';

/** A valid employee payload; tests override what they exercise. */
export function makeEmployeeInput(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    employeeId: `T-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    firstName: 'Test',
    lastName: 'Person',
    email: 'test.person@example.com',
    department: 'Testing',
    position: 'Tester',
    annualSalary: '52000.00',
    payFrequency: 'bi-weekly',
    filingStatus: 'single',
    allowances: 0,
    additionalWithholding: '0.00',
    state: 'TX',
    stateAllowances: 0,
    isActive: true,
    hireDate: '2024-01-02',
    ...overrides,
  };
}

/** A valid W-4 (2020 or later) payload effective 2025-01-02; tests override what they exercise. */
export function makeW4Input(
  employeeId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    employeeId,
    filingStatus: 'single',
    multipleJobs: false,
    dependentsAmount: '0.00',
    otherIncome: '0.00',
    deductions: '0.00',
    extraWithholding: '0.00',
    signedDate: '2025-01-02',
    effectiveDate: '2025-01-02',
    ...overrides,
  };
}

/** A payroll calculate/process payload for one pay period; `extra` adds the optional fields. */
export function makePeriodInput(
  employeeId: string,
  hoursWorked: number | string,
  payPeriodStart: string,
  payPeriodEnd: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { employeeId, hoursWorked, payPeriodStart, payPeriodEnd, ...extra };
}

/**
 * The employer match the benefit tests work by hand: 100% of the first 3% of pay, then 50% of the
 * next 2% (a safe-harbor basic match).
 */
const SAFE_HARBOR_MATCH = [
  { payRate: '0.03', matchRate: '1' },
  { payRate: '0.02', matchRate: '0.5' },
];

/** A traditional 401(k) with the SAFE_HARBOR_MATCH, as the benefit tests create one. */
export function makeMatched401kInput(name: string) {
  return { name, type: 'traditional-401k', employerMatch: SAFE_HARBOR_MATCH };
}

/** A section 125 medical premium plan to which the employer adds `employerAmountPerPeriod`. */
function makeMedicalPlanInput(name: string, employerAmountPerPeriod: string) {
  return { name, type: 'section-125-medical', employerAmountPerPeriod };
}

/** A line of a pay stub as the stub answers it: this period's amount and the year to date. */
export function makeStubLine(code: string, label: string, current: string, yearToDate: string) {
  return { code, label, current, yearToDate };
}

/** A state program's line as a paycheck (and the Reports state summary) answers it. */
export function makeStateLine(programId: string, kind: string, label: string, amount: string) {
  return { programId, kind, label, amount };
}

/** A pay period as its first and last day. */
export type PayPeriod = readonly [start: string, end: string];

/** One paycheck as the bound payroll requests take it: employee, hours, period and extra fields. */
type Paycheck = [
  employeeId: string,
  hoursWorked: number,
  period: PayPeriod,
  extra?: Record<string, unknown>,
];

function makePaycheckInput(...[employeeId, hoursWorked, [start, end], extra]: Paycheck) {
  return makePeriodInput(employeeId, hoursWorked, start, end, extra);
}

/** The first `count` calendar months of 2025, each a monthly pay period. */
export function listMonthsOf2025(count: number): PayPeriod[] {
  return Array.from({ length: count }, (_, index) => {
    const month = String(index + 1).padStart(2, '0');
    const lastDay = new Date(Date.UTC(2025, index + 1, 0)).getUTCDate();
    return [`2025-${month}-01`, `2025-${month}-${lastDay}`] as const;
  });
}

/**
 * The payroll requests the API tests repeat, sent as the calling block's signed-in admin. Bind it
 * beside useTestApp at collection time; its calls read the app only when a hook or test runs them.
 */
export function bindPayrollApi(testApp: UsedTestApp) {
  const send = testApp.sendAsAdmin;
  const api = {
    /** Creates an employee (a valid one with `overrides`), failing unless it is written. */
    hire: (overrides: Record<string, unknown> = {}) =>
      createEmployeeViaApi(testApp.app, testApp.adminCookie, overrides),
    /** Sends a new employee (a valid one with `overrides`); the answer is the route's. */
    postEmployee: (overrides: Record<string, unknown> = {}) =>
      send('POST', '/api/employees', makeEmployeeInput(overrides)),
    /** Records a W-4: the valid form of makeW4Input with `overrides`; the answer is the route's. */
    postW4: (employeeId: string, overrides: Record<string, unknown> = {}) =>
      send('POST', '/api/w4', makeW4Input(employeeId, overrides)),
    calculate: (payload: Record<string, unknown>) =>
      send('POST', '/api/payroll/calculate', payload),
    process: (payload: Record<string, unknown>) => send('POST', '/api/payroll/process', payload),
    /** Processes one paycheck, failing unless it is written; answers the record. */
    processPaycheck: async (...paycheck: Paycheck) =>
      readJson(await api.process(makePaycheckInput(...paycheck)), 200),
    /** Calculates one paycheck without storing it, failing unless the route answers 200. */
    calculatePaycheck: async (...paycheck: Paycheck) =>
      readJson(await api.calculate(makePaycheckInput(...paycheck)), 200),
    /** Processes a paycheck of `hoursWorked` for each period in turn; answers the records in order. */
    processPeriods: async (
      employeeId: string,
      hoursWorked: number,
      periods: readonly PayPeriod[],
    ) => {
      const records = [];
      for (const period of periods)
        records.push(await api.processPaycheck(employeeId, hoursWorked, period));
      return records;
    },
    /**
     * Hires an employee whose withholding the benefit tests work by hand: single, in Texas (no
     * state income tax), exempt from overtime, with a 2020-or-later W-4 that fills nothing in
     * Steps 2 to 4; `overrides` change the employee.
     */
    hireWithW4: async (overrides: Record<string, unknown> = {}) => {
      const employee = await api.hire({
        state: 'TX',
        filingStatus: 'single',
        overtimeExempt: true,
        ...overrides,
      });
      readJson(await api.postW4(employee.id), 201);
      return employee;
    },
    /** Creates a benefit plan, failing unless it is written; answers its id. */
    createPlan: async (payload: object): Promise<string> =>
      readJson(await send('POST', '/api/benefit-plans', payload), 201).id,
    /** Creates a traditional 401(k) with the safe-harbor match; answers its id. */
    createMatched401k: (name: string) => api.createPlan(makeMatched401kInput(name)),
    /** Creates a section 125 medical plan with the employer's share; answers its id. */
    createMedicalPlan: (name: string, employerAmountPerPeriod: string) =>
      api.createPlan(makeMedicalPlanInput(name, employerAmountPerPeriod)),
    /** Elects a plan for an employee, in force from 2025-01-01 unless `payload` says; answers its id. */
    elect: async (employeeId: string, payload: object): Promise<string> =>
      readJson(
        await send('POST', `/api/employees/${employeeId}/benefit-elections`, {
          effectiveDate: '2025-01-01',
          ...payload,
        }),
        201,
      ).id,
    /** A seeded demo employee (EMP-001 to EMP-003), found by its code as the Employees search does. */
    findSeededEmployee: async (
      employeeCode: string,
    ): Promise<{ id: string; employeeId: string }> => {
      const list = readJson(await send('GET', `/api/employees?search=${employeeCode}`), 200);
      if (!list.items[0]) throw new Error(`no seeded employee ${employeeCode}`);
      return list.items[0];
    },
  };
  return api;
}

export async function createEmployeeViaApi(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/employees',
    headers: { cookie },
    payload: makeEmployeeInput(overrides),
  });
  if (response.statusCode !== 201)
    throw new Error(`create employee failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; employeeId: string; firstName: string; lastName: string };
}
