import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_LOGINS } from '@paylab/db';
import { addDays, type PayFrequencyId } from '@paylab/shared';

/** The demo's practice year: the tax year PayLab models (issue 27, item 4). */
export const DEMO_YEAR = 2025;

/** A period of one pay frequency: the span worked and the day it is paid. */
export interface DemoPayPeriod {
  payFrequency: PayFrequencyId;
  payPeriodStart: string;
  payPeriodEnd: string;
  payDate: string;
}

function toMonthText(month: number): string {
  return String(month).padStart(2, '0');
}

/** The last day of `month` (1-12) of the demo year: the day before the next month's first. */
function lastDayOf(month: number): string {
  const nextFirst =
    month === 12 ? `${DEMO_YEAR + 1}-01-01` : `${DEMO_YEAR}-${toMonthText(month + 1)}-01`;
  return addDays(nextFirst, -1);
}

/**
 * Every period of `payFrequency` paid from January of the demo year through `through`, each paid on
 * its last day: weekly periods end on Fridays from January 3, bi-weekly ones every other Friday from
 * January 10, semi-monthly ones on the 15th and the month's last day, monthly ones on the last day.
 */
export function listDemoPayPeriods(payFrequency: PayFrequencyId, through: string): DemoPayPeriod[] {
  const periods: DemoPayPeriod[] = [];
  const add = (payPeriodStart: string, payPeriodEnd: string) => {
    if (payPeriodEnd <= through) {
      periods.push({ payFrequency, payPeriodStart, payPeriodEnd, payDate: payPeriodEnd });
    }
  };
  if (payFrequency === 'weekly' || payFrequency === 'bi-weekly') {
    const days = payFrequency === 'weekly' ? 7 : 14;
    for (
      let end = payFrequency === 'weekly' ? `${DEMO_YEAR}-01-03` : `${DEMO_YEAR}-01-10`;
      end <= through;
      end = addDays(end, days)
    ) {
      add(addDays(end, 1 - days), end);
    }
    return periods;
  }
  for (let month = 1; month <= 12; month += 1) {
    const first = `${DEMO_YEAR}-${toMonthText(month)}-01`;
    if (payFrequency === 'semi-monthly') {
      add(first, `${DEMO_YEAR}-${toMonthText(month)}-15`);
      add(`${DEMO_YEAR}-${toMonthText(month)}-16`, lastDayOf(month));
    } else {
      add(first, lastDayOf(month));
    }
  }
  return periods;
}

/**
 * Three more employees, so the demo shows every pay frequency, more states, an hourly employee
 * and an overtime-exempt one.
 */
const MORE_EMPLOYEES = [
  {
    employeeId: 'EMP-004',
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya.natarajan@example.com',
    department: 'Finance',
    position: 'Controller',
    annualSalary: '118000.00',
    overtimeExempt: true,
    payFrequency: 'monthly',
    filingStatus: 'married-joint',
    allowances: 2,
    state: 'NY',
    stateAllowances: 2,
    hireDate: '2021-05-03',
  },
  {
    employeeId: 'EMP-005',
    firstName: 'Diego',
    lastName: 'Ramirez',
    email: 'diego.ramirez@example.com',
    department: 'Operations',
    position: 'Warehouse Lead',
    payType: 'hourly',
    hourlyRate: '23.50',
    payFrequency: 'weekly',
    filingStatus: 'single',
    allowances: 0,
    state: 'TX',
    stateAllowances: 0,
    hireDate: '2024-09-16',
  },
  {
    employeeId: 'EMP-006',
    firstName: 'Grace',
    lastName: 'Okafor',
    email: 'grace.okafor@example.com',
    department: 'Engineering',
    position: 'QA Analyst',
    annualSalary: '81000.00',
    payFrequency: 'bi-weekly',
    filingStatus: 'head-of-household',
    allowances: 1,
    state: 'CA',
    stateAllowances: 1,
    hireDate: '2024-11-04',
  },
] as const;

/** Clients with invoices in every state a real ledger has: paid, partly paid, sent, overdue, draft. */
const MORE_CLIENTS = [
  {
    companyName: 'Northwind Traders',
    contactFirstName: 'Lena',
    contactLastName: 'Park',
    email: 'ap@northwind.example.com',
    city: 'Seattle',
    state: 'WA',
    paymentTerms: 45,
  },
  {
    companyName: 'Harbor Books',
    contactFirstName: 'Hana',
    contactLastName: 'Harbor',
    email: 'books@harbor.example.com',
    city: 'Portland',
    state: 'OR',
    paymentTerms: 30,
  },
] as const;

/**
 * How far the history reaches when the demo is first started on `today`: the same day of the
 * demo year, so the practice year looks as far along as the real one (and at least through
 * September, so three quarters can be filed).
 */
export function getDemoHistoryEnd(today: string): string {
  const sameDay = `${DEMO_YEAR}${today.slice(4)}`.replace(/-02-29$/, '-02-28');
  return sameDay < `${DEMO_YEAR}-09-30` ? `${DEMO_YEAR}-09-30` : sameDay;
}

export interface SeedDemoHistoryOptions {
  /** Pay dates up to and including this day of the demo year (at least the end of September). */
  through: string;
}

/**
 * Gives the freshly seeded demo company a year of history, made the way an administrator makes
 * it: through the API as the demo super admin, so every figure comes from the real services and
 * their rules. Pay runs for every frequency through `through`, one voided and reissued check,
 * the first three quarters' 941s filed, the year's W-2s, and invoices with payments.
 */
export async function seedDemoHistory(
  app: FastifyInstance,
  { through }: SeedDemoHistoryOptions,
): Promise<void> {
  const cookie = await signInAsDemoAdmin(app);
  const send: Send = async (method, url, payload) => {
    const response = await app.inject({ method, url, payload, headers: { cookie } });
    assertAnswered(response, method, url);
    return response.json();
  };

  for (const employee of MORE_EMPLOYEES) await send('POST', '/api/employees', employee);

  const periods = (['weekly', 'bi-weekly', 'semi-monthly', 'monthly'] as const)
    .flatMap((frequency) => listDemoPayPeriods(frequency, through))
    .sort((left, right) => left.payDate.localeCompare(right.payDate));
  for (const period of periods) {
    await send('POST', '/api/payroll/pay-runs', {
      ...period,
      idempotencyKey: `demo-${period.payFrequency}-${period.payDate}`,
    });
  }

  // The hourly employee's last weekly check went out for 40 hours instead of 44: voided, and paid
  // again with the 4 hours over 40 as overtime.
  const [lastWeekly] = periods.filter((period) => period.payFrequency === 'weekly').slice(-1);
  const employees = await send<{ items: { id: string }[] }>('GET', '/api/employees?search=Ramirez');
  const [diego] = employees.items;
  if (lastWeekly && diego) {
    const records = await send<{ items: { id: string }[] }>(
      'GET',
      `/api/payroll?employeeId=${diego.id}&from=${lastWeekly.payDate}&to=${lastWeekly.payDate}`,
    );
    const [wrong] = records.items;
    if (wrong) {
      await send('POST', `/api/payroll/${wrong.id}/void`, {
        reason: 'Paid for 40 hours; the timesheet shows 44. Voided and paid again.',
      });
      await send('POST', '/api/payroll/process', {
        employeeId: diego.id,
        hoursWorked: 44,
        payPeriodStart: lastWeekly.payPeriodStart,
        payPeriodEnd: lastWeekly.payPeriodEnd,
        payDate: lastWeekly.payDate,
      });
    }
  }

  const quarters = await send<{ id: string; quarter: number }[]>(
    'GET',
    `/api/quarterly-tax/year/${DEMO_YEAR}`,
  );
  for (const report of quarters.filter((entry) => entry.quarter <= 3)) {
    const dueMonth = String(report.quarter * 3 + 1).padStart(2, '0');
    await send('POST', `/api/quarterly-tax/${report.id}/file`, {
      filedDate: `${DEMO_YEAR}-${dueMonth}-28`,
    });
  }
  await send('POST', `/api/w2/generate/${DEMO_YEAR}`);

  await seedInvoices(send);
}

/** One call as the demo admin, answering its JSON body, typed as the caller expects it. */
type Send = <Answer = unknown>(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => Promise<Answer>;

async function seedInvoices(send: Send): Promise<void> {
  const clients = await send<{ id: string; clientId: string }[]>('GET', '/api/clients/options');
  const brightside = clients.find((client) => client.clientId === 'CL-0001');
  const created: { id: string }[] = [];
  for (const client of MORE_CLIENTS) {
    created.push(await send<{ id: string }>('POST', '/api/clients', client));
  }
  const [northwind, harbor] = created;
  const invoice = (clientId: string, fields: object) =>
    send<{ id: string; totalAmount: string }>('POST', '/api/invoices', {
      clientId,
      taxRate: '0.0875',
      ...fields,
    });

  const paid = await invoice(brightside!.id, {
    issueDate: `${DEMO_YEAR}-06-02`,
    dueDate: `${DEMO_YEAR}-07-02`,
    status: 'sent',
    items: [{ description: 'Payroll processing, Q2', quantity: 3, unitPrice: '450.00' }],
  });
  await pay(send, paid, `${DEMO_YEAR}-06-20`, 'full');
  const partly = await invoice(northwind!.id, {
    issueDate: `${DEMO_YEAR}-09-01`,
    dueDate: `${DEMO_YEAR}-10-16`,
    status: 'sent',
    items: [{ description: 'Year-end forms preparation', quantity: 1, unitPrice: '2400.00' }],
  });
  await pay(send, partly, `${DEMO_YEAR}-09-30`, '1000.00');
  await invoice(brightside!.id, {
    issueDate: `${DEMO_YEAR}-11-03`,
    dueDate: `${DEMO_YEAR}-12-03`,
    status: 'sent',
    items: [{ description: 'Payroll processing, October', quantity: 1, unitPrice: '450.00' }],
  });
  await invoice(harbor!.id, {
    issueDate: `${DEMO_YEAR}-08-01`,
    dueDate: `${DEMO_YEAR}-08-31`,
    status: 'overdue',
    items: [{ description: 'Bookkeeping, July', quantity: 12, unitPrice: '85.00' }],
  });
  await invoice(harbor!.id, {
    issueDate: `${DEMO_YEAR}-11-20`,
    dueDate: `${DEMO_YEAR}-12-20`,
    status: 'draft',
    items: [{ description: 'Bookkeeping, November', quantity: 10, unitPrice: '85.00' }],
  });
}

async function pay(
  send: Send,
  invoice: { id: string; totalAmount: string },
  paymentDate: string,
  amount: 'full' | string,
): Promise<void> {
  await send('POST', `/api/invoices/${invoice.id}/payments`, {
    amount: amount === 'full' ? invoice.totalAmount : amount,
    paymentDate,
    paymentMethod: 'ACH',
    idempotencyKey: `demo-payment-${invoice.id}`,
  });
}

async function signInAsDemoAdmin(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: DEMO_LOGINS.admin,
  });
  assertAnswered(response, 'POST', '/api/auth/login');
  const session = response.cookies.find((cookie) => cookie.name === 'paylab_session');
  if (!session) throw new Error('The demo admin could not sign in to seed the demo history');
  return `paylab_session=${session.value}`;
}

function assertAnswered(response: LightMyRequestResponse, method: string, url: string): void {
  if (response.statusCode >= 300) {
    throw new Error(
      `Seeding the demo history: ${method} ${url} answered ${response.statusCode} ${response.body}`,
    );
  }
}
