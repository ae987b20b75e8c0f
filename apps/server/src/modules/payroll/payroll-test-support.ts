import type { FastifyInstance } from 'fastify';

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

export function postJson(app: FastifyInstance, cookie: string, url: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  });
}

export function getJson(app: FastifyInstance, cookie: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { cookie } });
}
