import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import {
  can,
  daysBetween,
  getLatestDateAnywhere,
  hasEmployerAmount,
  isClientRegistration,
  isRetirementPlanType,
  type BenefitPlanType,
  MAX_ANNUAL_AMOUNT_CENTS,
  MAX_INVOICE_SUBTOTAL_CENTS,
  MAX_PERIOD_DAYS,
  parseMoney,
  toLocalDateString,
  type Permission,
  type Role,
} from '@paylab/shared';
import { PAY_PERIODS_PER_YEAR } from '@paylab/tax-engine';
import {
  checkAgainstDocument,
  describeErrors,
  isValidParameter,
  isValidValue,
} from './contract/answer-checks';
import {
  buildUrl,
  listDocumentedOperations,
  toParameterText,
  type DocumentedOperation,
  type OpenApiDocument,
  type OpenApiParameter,
} from './contract/document-operations';
import {
  applyRuleBreak,
  listRuleBreaks,
  toValidArbitrary,
  type JsonSchema,
  type RuleBreak,
} from './contract/json-schema-arbitrary';
import { KnownValues } from './contract/known-values';
import { createTestApp, DEMO_ADMIN, DEMO_CLIENT, getSessionCookie, type TestApp } from './test-app';

/*
 * The API's contract test (issue 26, item 12): every operation of the generated OpenAPI document
 * gets valid requests built from its schemas and requests that break one rule each, sent as the
 * super admin, as a client user and signed out, and every answer is checked against the document.
 * The document is read from the app, so a route added later is walked without touching this file.
 */

const SEED = 26_012;
/** Valid requests per operation; each goes out as all three callers. */
const VALID_RUNS = 10;
/** Rule breaks per operation at most, picked with the seed when an operation has more. */
const MAX_RULE_BREAKS = 40;

type Caller = 'superAdmin' | 'client' | 'signedOut';
const CALLERS: readonly Caller[] = ['superAdmin', 'client', 'signedOut'];
const CALLER_ROLES: Record<Caller, Role | null> = {
  superAdmin: 'super_admin',
  client: 'client',
  signedOut: null,
};
const CALLER_LOGINS = { superAdmin: DEMO_ADMIN, client: DEMO_CLIENT } as const;

/**
 * Statuses a valid request may get that depend on what is stored, not on the request: the record
 * is missing (404), stored data refuses the change or it repeats one (409), or the If-Match version
 * is stale (412). Each is allowed only where the operation documents it.
 */
const STORED_DATA_STATUSES = new Set([404, 409, 412]);

/**
 * Refusals of a valid request that depend on stored data under another status: the one field a
 * 400 must name, and why nothing in the request could have avoided it.
 */
const STORED_DATA_REFUSALS: {
  operation: string;
  status: number;
  field?: RegExp;
  why: string;
}[] = [
  {
    operation: 'POST /api/auth/login',
    status: 401,
    why: 'no stored account has these credentials',
  },
  ...['POST /api/auth/set-password', 'POST /api/auth/verify-email'].map((operation) => ({
    operation,
    status: 400,
    field: /^token$/,
    why: 'the token names a stored one-time link',
  })),
  {
    operation: 'POST /api/auth/password',
    status: 400,
    field: /^currentPassword$/,
    why: 'it is compared with the stored password',
  },
  {
    operation: 'PUT /api/clients/{id}',
    status: 400,
    field: /^status$/,
    why: 'a status other than active, inactive or suspended is taken only when it is the stored one',
  },
  {
    operation: 'POST /api/admin/approval-requests',
    status: 400,
    field: /^clientId$/,
    why: 'the client is named by its id or code among the stored clients',
  },
  {
    operation: 'POST /api/quarterly-tax/{id}/file',
    status: 400,
    field: /^filedDate$/,
    why: "a return is filed after its quarter ends (the stored report's) and not in the future",
  },
  ...['POST /api/payroll/pay-runs', 'POST /api/payroll/pay-runs/preview'].map((operation) => ({
    operation,
    status: 400,
    field: /^hours\.\d+\.employeeId$/,
    why: "a pay run's lines are for active employees of its frequency, as stored",
  })),
  ...[
    'GET /api/reports/payroll',
    'GET /api/reports/export/payroll-summary',
    'GET /api/reports/export/department-summary',
    'GET /api/reports/export/state-withholding',
    'GET /api/reports/export/deductions',
  ].map((operation) => ({
    operation,
    status: 400,
    field: /^year$/,
    why: "a year after the last modelled one is offered only when it is the stored payroll calendar's current year",
  })),
  {
    operation: 'POST /api/employees/{id}/benefit-elections',
    status: 400,
    field: /^(planId|hsaCoverage)$/,
    why: 'an election names an active stored plan, and has a coverage tier exactly when that plan is an HSA',
  },
];

type Body = Record<string, unknown> & {
  payPeriodStart?: string;
  payPeriodEnd?: string;
  payDate?: string;
  payFrequency?: keyof typeof MAX_PERIOD_DAYS;
};

const FIRST_TAX_RULES_DATE = '2025-01-01';

/**
 * Rules across fields, which JSON Schema cannot state and the document gives in words or the API
 * conventions fix: a valid request that breaks one may get 400 naming only that rule's fields.
 * `isBroken` decides from the request alone, so a 400 is excused only where the rule applies.
 */
const CROSS_FIELD_RULES: {
  operations: readonly string[];
  fields: RegExp;
  isBroken: (body: Body) => boolean;
  why: string;
}[] = [
  {
    operations: [
      'POST /api/payroll/calculate',
      'POST /api/payroll/process',
      'POST /api/payroll/pay-runs',
      'POST /api/payroll/pay-runs/preview',
    ],
    fields: /^(payPeriodStart|payPeriodEnd|payDate)$/,
    isBroken: ({ payPeriodStart: start, payPeriodEnd: end, payDate, payFrequency }) =>
      (start === undefined) !== (end === undefined) ||
      (start !== undefined && end !== undefined && end < start) ||
      (start !== undefined && payDate !== undefined && payDate < start) ||
      // Without a period the current one is paid, which starts on or before today.
      (start === undefined && payDate !== undefined && payDate < toLocalDateString()) ||
      (payDate ?? end ?? FIRST_TAX_RULES_DATE) < FIRST_TAX_RULES_DATE ||
      // At most one period of the frequency: the body's, or else the employee's stored one, of
      // which weekly is the shortest.
      (start !== undefined &&
        end !== undefined &&
        daysBetween(start, end) + 1 > MAX_PERIOD_DAYS[payFrequency ?? 'weekly']),
    why: 'api-conventions: both dates or neither, start <= end <= one period, pay dates from 2025',
  },
  {
    operations: ['POST /api/payroll/pay-runs', 'POST /api/payroll/pay-runs/preview'],
    fields: /^hours\.\d+\.employeeId$/,
    isBroken: ({ hours }) => {
      const ids = ((hours ?? []) as { employeeId: string }[]).map((entry) => entry.employeeId);
      return new Set(ids).size < ids.length;
    },
    why: 'one line per employee in a pay run',
  },
  {
    operations: ['POST /api/tax/calculate'],
    fields: /^(payDate|grossPay)$/,
    isBroken: (body) => {
      const w4 = body.w4 as { otherIncome?: string } | undefined;
      const annual =
        parseMoney(String(body.grossPay)) * PAY_PERIODS_PER_YEAR[body.payFrequency!] +
        parseMoney(String(w4?.otherIncome ?? '0'));
      return (
        (body.payDate ?? FIRST_TAX_RULES_DATE) < FIRST_TAX_RULES_DATE ||
        annual > MAX_ANNUAL_AMOUNT_CENTS
      );
    },
    why: 'pay dates from 2025; annualised wages at most $90,000,000 (the tax engine)',
  },
  {
    operations: ['POST /api/tax/calculate'],
    fields: /^dateOfBirth$/,
    // Without a pay date the company's working today is the pay date, and a practice year can put
    // it before any generated birth date.
    isBroken: ({ dateOfBirth, payDate }) =>
      dateOfBirth != null && (payDate === undefined || String(dateOfBirth) > payDate),
    why: 'born on or before the pay date (the tax engine)',
  },
  {
    operations: ['POST /api/w4'],
    fields: /^(signedDate|effectiveDate)$/,
    isBroken: ({ signedDate, effectiveDate }) =>
      String(signedDate) < '2020-01-01' || String(effectiveDate) < String(signedDate),
    why: 'a 2020-or-later W-4, in effect from its signing',
  },
  {
    operations: ['POST /api/invoices', 'PUT /api/invoices/{id}'],
    fields: /^(dueDate|subtotal|items\.\d+\.unitPrice)$/,
    isBroken: ({ dueDate, issueDate, items, subtotal }) => {
      const lines = (items ?? []) as { quantity: string; unitPrice: string }[];
      const lineCents = lines.map(
        (line) => (parseMoney(String(line.quantity)) * parseMoney(String(line.unitPrice))) / 100,
      );
      const total = lines.length
        ? lineCents.reduce((sum, cents) => sum + cents, 0)
        : parseMoney(String(subtotal ?? '0'));
      // Without an issue date, an edit keeps the stored one: any due date may fall before it.
      const isDueEarly =
        dueDate != null &&
        (issueDate === undefined || String(dueDate) < String(issueDate ?? toLocalDateString()));
      return (
        isDueEarly ||
        lineCents.some((cents) => cents > MAX_INVOICE_SUBTOTAL_CENTS) ||
        total > MAX_INVOICE_SUBTOTAL_CENTS
      );
    },
    why: 'due on or after issue; quantity x price and the subtotal at most $90,000,000.00',
  },
  {
    operations: ['POST /api/auth/register'],
    fields: /^(companyName|contactFirstName|contactLastName)$/,
    isBroken: (body) =>
      isClientRegistration({
        role: String(body.role ?? 'client'),
        userType: String(body.userType ?? 'frontend'),
      }) && [body.companyName, body.contactFirstName, body.contactLastName].some((field) => !field),
    why: 'a client registration names its company and contact',
  },
  {
    operations: ['POST /api/employees', 'PUT /api/employees/{id}'],
    fields: /^(annualSalary|hourlyRate)$/,
    isBroken: ({ payType, annualSalary, hourlyRate }) =>
      payType === 'hourly'
        ? hourlyRate == null || hourlyRate === ''
        : annualSalary == null || annualSalary === '',
    why: 'a salaried employee has an annual salary, an hourly one an hourly rate',
  },
  {
    operations: ['POST /api/employees', 'PUT /api/employees/{id}'],
    fields: /^dateOfBirth$/,
    isBroken: ({ dateOfBirth }) =>
      dateOfBirth != null &&
      dateOfBirth !== '' &&
      (String(dateOfBirth) <= '1900-12-31' || String(dateOfBirth) > getLatestDateAnywhere()),
    why: 'born after 1900 and not in the future',
  },
  {
    operations: ['POST /api/benefit-plans', 'PUT /api/benefit-plans/{id}'],
    fields: /^(employerMatch|employerNonElectiveRate|employerAmountPerPeriod)$/,
    isBroken: ({ type, employerMatch, employerNonElectiveRate, employerAmountPerPeriod }) =>
      (!isRetirementPlanType(type as BenefitPlanType) &&
        ((Array.isArray(employerMatch) && employerMatch.length > 0) ||
          employerNonElectiveRate != null)) ||
      (!hasEmployerAmount(type as BenefitPlanType) && employerAmountPerPeriod != null),
    why: "a plan's employer share is of a kind its type has",
  },
  {
    operations: ['POST /api/employees/{id}/benefit-elections'],
    fields: /^amountPerPeriod$/,
    isBroken: ({ amountPerPeriod, percentOfPay }) =>
      (amountPerPeriod == null) === (percentOfPay == null),
    why: 'an election is an amount per pay period or a share of pay, exactly one',
  },
  {
    operations: ['POST /api/invoices/{id}/payments'],
    fields: /^paymentDate$/,
    isBroken: ({ paymentDate }) => paymentDate != null && String(paymentDate) > toLocalDateString(),
    why: 'a payment is recorded once it is made, not in the future',
  },
];

/**
 * The refusal a valid request got is owed to stored data or to a rule across its fields: each
 * field a 400 names is one a stored-data refusal or a broken cross-field rule names.
 */
function isExcusedRefusal(
  operation: DocumentedOperation,
  request: GeneratedRequest,
  answer: LightMyRequestResponse,
): boolean {
  const status = answer.statusCode;
  const stored = STORED_DATA_REFUSALS.filter(
    (entry) => entry.operation === operation.name && entry.status === status,
  );
  if (stored.some((entry) => entry.field === undefined)) return true;
  const fields = Object.keys((answer.json() as { fields?: object }).fields ?? {});
  if (status !== 400 || !fields.length) return false;
  const body = (request.body ?? {}) as Body;
  const patterns = [
    ...stored.map((entry) => entry.field!),
    ...CROSS_FIELD_RULES.filter(
      (rule) => rule.operations.includes(operation.name) && rule.isBroken(body),
    ).map((rule) => rule.fields),
  ];
  return fields.every((field) => patterns.some((pattern) => pattern.test(field)));
}

interface GeneratedRequest {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body?: unknown;
}

/** One app on its own database, with the demo super admin and client signed in. */
interface World {
  testApp: TestApp;
  cookies: Record<Exclude<Caller, 'signedOut'>, string>;
  /** The client's own reads and their statuses when the world was made. */
  clientReads: { url: string; status: number }[];
}

let addressCount = 0;
/**
 * Each request comes from its own loopback address: the per-address limits on sign-in and password
 * routes are tested on their own (auth tests); here a 429 would only hide the answer under test.
 */
function nextAddress(): string {
  addressCount += 1;
  return `127.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255 || 1}`;
}

/** A 32-bit seed per operation, so adding an operation leaves the others' requests as they were. */
function toSeed(name: string): number {
  let hash = 2_166_136_261 ^ SEED;
  for (const character of name) hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619);
  return hash | 0;
}

async function signInFrom(testApp: TestApp, caller: Exclude<Caller, 'signedOut'>) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: CALLER_LOGINS[caller],
    remoteAddress: nextAddress(),
  });
  return response.statusCode === 200 ? getSessionCookie(response) : undefined;
}

describe('the API answers as its OpenAPI document says', () => {
  let world: World | undefined;
  afterAll(async () => world?.testApp.close());

  test('every documented operation, as super admin, client and signed out', async () => {
    const startedAt = performance.now();
    const problems: string[] = [];
    const totals = {
      requests: 0,
      checks: 0,
      accepted: 0,
      excused: 0,
      refusedAsInvalid: 0,
      worlds: 0,
    };
    const known = new KnownValues();
    /** Operations that answered some valid request with 2xx: their own code ran, not only a refusal. */
    const reached = new Set<string>();
    let operations: DocumentedOperation[] = [];

    const send = async (
      caller: Caller,
      operation: DocumentedOperation,
      request: GeneratedRequest,
    ) => {
      const current = world!;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.header))
        if (value !== undefined) headers[name] = toParameterText(value);
      if (caller !== 'signedOut') headers.cookie = current.cookies[caller];
      const hasBody = request.body !== undefined;
      if (hasBody) headers['content-type'] = 'application/json';
      return current.testApp.app.inject({
        method: operation.method,
        url: buildUrl(operation, request.path, request.query),
        headers,
        remoteAddress: nextAddress(),
        ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
      });
    };

    const getPermission = (operation: DocumentedOperation): Permission | undefined =>
      world!.testApp.app.registeredRoutes.find(
        (route) => route.method === operation.method && route.url === operation.routeUrl,
      )?.config.permission;

    /** Reads every list the callers may read, so later requests can name stored records. */
    const collectKnownValues = async () => {
      for (const operation of operations) {
        if (operation.method !== 'GET' || operation.parameters.some((p) => p.required)) continue;
        for (const caller of ['superAdmin', 'client'] as const) {
          const answer = await send(caller, operation, { path: {}, query: {}, header: {} });
          if (answer.statusCode === 200 && isJson(answer))
            known.collect(operation.path, answer.json());
        }
      }
    };

    const createWorld = async (): Promise<World> => {
      const testApp = await createTestApp();
      const cookies = {
        superAdmin: (await signInFrom(testApp, 'superAdmin'))!,
        client: (await signInFrom(testApp, 'client'))!,
      };
      world = { testApp, cookies, clientReads: [] };
      totals.worlds += 1;
      if (!operations.length) {
        // @fastify/swagger types its answer as OpenAPI 2 or 3 together; the app builds only 3.1.
        const document = (await testApp.app.swagger()) as unknown as OpenApiDocument;
        operations = listDocumentedOperations(document);
      }
      // The client's own reads: when a write takes the client's access away, these answers change.
      for (const operation of operations) {
        const permission = getPermission(operation);
        if (operation.method !== 'GET' || operation.parameters.some((p) => p.in === 'path'))
          continue;
        if (!permission || !can('client', permission)) continue;
        const url = buildUrl(operation, {}, {});
        const answer = await send('client', operation, { path: {}, query: {}, header: {} });
        world.clientReads.push({ url, status: answer.statusCode });
        if (isJson(answer)) known.protect(answer.json());
      }
      for (const cookie of Object.values(cookies)) {
        const me = await testApp.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie },
        });
        known.protect(me.json());
      }
      await collectKnownValues();
      return world;
    };

    /**
     * After a write that succeeded: the demo callers must still be who they were. A write that ended
     * a session (sign-out) is followed by signing in again; one that changed who may do what (a
     * rejected client, a deactivated user) by a fresh app, so no later answer is judged against a
     * state the walk made by chance.
     */
    const keepCallers = async () => {
      const current = world!;
      for (const caller of ['superAdmin', 'client'] as const) {
        const me = await current.testApp.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: current.cookies[caller] },
        });
        const user = me.json() as { username?: string; role?: string } | null;
        if (user?.username === CALLER_LOGINS[caller].username && user.role === CALLER_ROLES[caller])
          continue;
        const cookie = await signInFrom(current.testApp, caller);
        if (!cookie) return replaceWorld();
        current.cookies[caller] = cookie;
      }
      for (const read of current.clientReads) {
        const answer = await current.testApp.app.inject({
          method: 'GET',
          url: read.url,
          headers: { cookie: current.cookies.client },
        });
        if (answer.statusCode !== read.status) return replaceWorld();
      }
    };
    const replaceWorld = async () => {
      await world!.testApp.close();
      known.clear();
      await createWorld();
    };

    await createWorld();
    for (const { operation, pass } of orderOperations(operations)) {
      const permission = getPermission(operation);
      const expectedRefusal = (caller: Caller): number | undefined => {
        if (operation.isProtected && caller === 'signedOut') return 401;
        if (permission && caller !== 'signedOut' && !can(CALLER_ROLES[caller], permission))
          return 403;
        return undefined;
      };

      const judge = async (
        caller: Caller,
        request: GeneratedRequest,
        kind: { valid: true } | { valid: false; ruleBreak: RuleBreak },
      ) => {
        const answer = await send(caller, operation, request);
        totals.requests += 1;
        const result = checkAgainstDocument(operation, answer);
        totals.checks += result.checks + 1;
        const found = [...result.problems];
        const refusal = expectedRefusal(caller);
        const status = answer.statusCode;
        if (refusal !== undefined) {
          if (status !== refusal) found.push(`expected ${refusal} for this caller, got ${status}`);
        } else if (kind.valid) {
          const isAccepted = status >= 200 && status < 300;
          const isStoredDataRefusal =
            STORED_DATA_STATUSES.has(status) && String(status) in operation.responses;
          if (isAccepted) {
            totals.accepted += 1;
            reached.add(operation.name);
          } else if (
            isStoredDataRefusal ||
            (isJson(answer) && isExcusedRefusal(operation, request, answer))
          )
            totals.excused += 1;
          else found.push(`valid request refused with ${status}`);
        } else if (status === 400) {
          totals.refusedAsInvalid += 1;
        } else {
          found.push(`breaking ${describeBreak(kind.ruleBreak)} answered ${status}, not 400`);
        }
        if (status >= 200 && status < 300 && isJson(answer))
          known.collect(operation.path, answer.json());
        for (const problem of found)
          problems.push(
            `${operation.name} as ${caller}: ${problem}\n    sent ${describeRequest(operation, request)}\n    got ${answer.body.slice(0, 300)}`,
          );
        const isWrite = operation.method !== 'GET';
        if (isWrite && status >= 200 && status < 300) await keepCallers();
      };

      const seed = toSeed(`${operation.name} ${pass}`);
      const validRequests = sampleValidRequests(operation, known, seed);
      for (const request of validRequests) {
        for (const caller of CALLERS) await judge(caller, request, { valid: true });
      }
      const ruleBreaks = sampleRuleBreaks(operation, validRequests, seed);
      for (const { request, ruleBreak } of ruleBreaks) {
        for (const caller of CALLERS) await judge(caller, request, { valid: false, ruleBreak });
      }
    }

    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(
      `API contract: ${operations.length} operations, ${totals.requests} requests, ${totals.checks} checks, ` +
        `${reached.size} operations reached with a 2xx, ${totals.accepted} valid requests accepted, ${totals.excused} refused for stored data or a rule across fields, ` +
        `${totals.refusedAsInvalid} rule breaks refused with 400, ` +
        `${totals.worlds} apps, ${seconds} s`,
    );
    expect(problems.slice(0, 40).join('\n'), `${problems.length} problems`).toBe('');
  }, 900_000);
});

function isJson(answer: LightMyRequestResponse): boolean {
  return String(answer.headers['content-type'] ?? '').startsWith('application/json');
}

/**
 * Creates first, then actions on named records (W-2s generated, payments recorded), so that reads
 * find records of each kind; then edits, and deletes last: a delete that succeeds removes a record
 * the others could have reached.
 */
function orderOperations(operations: DocumentedOperation[]): WalkStep[] {
  const hasPathParameter = (operation: DocumentedOperation) =>
    operation.parameters.some((parameter) => parameter.in === 'path');
  const inPhase = (phase: (operation: DocumentedOperation) => boolean, pass = 1) =>
    operations.filter(phase).map((operation) => ({ operation, pass }));
  const isGet = (operation: DocumentedOperation) => operation.method === 'GET';
  return [
    ...inPhase((operation) => operation.method === 'POST' && !hasPathParameter(operation)),
    ...inPhase(isGet),
    // Actions in the reverse of the document's order, which is the modules' order: a paycheck voided
    // (payroll) before the W-2s are generated (tax forms) would leave no W-2 to read.
    ...inPhase((operation) => operation.method === 'POST' && hasPathParameter(operation)).reverse(),
    // Reads again, with other requests: now past the actions (W-2s generated, paychecks voided).
    ...inPhase(isGet, 2),
    ...inPhase((operation) => operation.method === 'PUT' || operation.method === 'PATCH'),
    ...inPhase((operation) => operation.method === 'DELETE'),
  ];
}

/** An operation walked in its place in the order; reads are walked twice. */
interface WalkStep {
  operation: DocumentedOperation;
  pass: number;
}

function sampleValidRequests(
  operation: DocumentedOperation,
  known: KnownValues,
  seed: number,
): GeneratedRequest[] {
  // A write never names the demo callers' own user or company in its path: it could take away
  // the access the rest of the walk signs in with.
  const isWrite = operation.method !== 'GET';
  const parametersIn = (where: string) =>
    operation.parameters.filter((parameter) => parameter.in === where);
  const toRecord = (where: string) => {
    const parameters = parametersIn(where);
    const toArbitrary = (parameter: OpenApiParameter) => {
      const arbitrary = toValidArbitrary(
        parameter.schema,
        {
          knownValues: (name, schema) =>
            known
              .lookup(name, operation.path, isWrite && where === 'path')
              .filter((value) => isValidParameter(schema, toParameterText(value))),
        },
        parameter.name,
      );
      if (parameter.required) return arbitrary;
      // An optional header is mostly left out: a random If-Match is a stale version (412), and an
      // edit sent without one is the one that reaches the code past it.
      const absentWeight = where === 'header' ? 3 : 1;
      return fc.oneof(
        { weight: absentWeight, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary },
      );
    };
    return fc.record(
      Object.fromEntries(parameters.map((parameter) => [parameter.name, toArbitrary(parameter)])),
    );
  };
  const body = operation.body
    ? toValidArbitrary(operation.body.schema, {
        knownValues: (name, schema) =>
          known.lookup(name, operation.path, false).filter((value) => isValidValue(schema, value)),
      })
    : undefined;
  const arbitrary = fc.record({
    path: toRecord('path'),
    query: toRecord('query'),
    header: toRecord('header'),
    body: !body
      ? fc.constant(undefined)
      : operation.body!.isRequired
        ? body
        : fc.option(body, { nil: undefined }),
  });
  const requests = fc.sample(arbitrary, { seed, numRuns: VALID_RUNS });
  for (const request of requests) assertDocumentTakes(operation, request);
  return requests;
}

/** A generated request the document itself refuses is a fault of the generator, not the server. */
function assertDocumentTakes(operation: DocumentedOperation, request: GeneratedRequest): void {
  for (const parameter of operation.parameters) {
    const value = request[parameter.in as 'path' | 'query' | 'header'][parameter.name];
    if (value === undefined) continue;
    if (!isValidParameter(parameter.schema, toParameterText(value)))
      throw new Error(
        `${operation.name}: generated ${parameter.name}=${String(value)} breaks its schema`,
      );
  }
  if (request.body !== undefined && !isValidValue(operation.body!.schema, request.body))
    throw new Error(
      `${operation.name}: generated a body its schema refuses (${describeErrors(operation.body!.schema, request.body)}): ${JSON.stringify(request.body)}`,
    );
}

function sampleRuleBreaks(
  operation: DocumentedOperation,
  validRequests: GeneratedRequest[],
  seed: number,
): { request: GeneratedRequest; ruleBreak: RuleBreak }[] {
  const base = validRequests.find((request) => request.body !== undefined) ?? validRequests[0]!;
  const acceptsParameter = (schema: JsonSchema, value: unknown) =>
    isValidParameter(schema, toParameterText(value));
  const breaks: RuleBreak[] = [];
  for (const parameter of operation.parameters) {
    const value = base[parameter.in as 'path' | 'query' | 'header'][parameter.name];
    const prefix = [parameter.in, parameter.name];
    for (const ruleBreak of listRuleBreaks(parameter.schema, value, acceptsParameter))
      breaks.push({ ...ruleBreak, path: [...prefix, ...ruleBreak.path] });
    if (parameter.required && parameter.in !== 'path')
      breaks.push({ path: prefix, rule: 'required', remove: true });
  }
  if (operation.body) {
    const body = base.body;
    for (const ruleBreak of listRuleBreaks(operation.body.schema, body, isValidValue))
      breaks.push({ ...ruleBreak, path: ['body', ...ruleBreak.path] });
    if (operation.body.isRequired) breaks.push({ path: ['body'], rule: 'required', remove: true });
  }
  const picked =
    breaks.length <= MAX_RULE_BREAKS
      ? breaks
      : fc.sample(
          fc.shuffledSubarray(breaks, { minLength: MAX_RULE_BREAKS, maxLength: MAX_RULE_BREAKS }),
          {
            seed,
            numRuns: 1,
          },
        )[0]!;
  return picked.map((ruleBreak) => ({
    request: applyRuleBreak(base, ruleBreak) as GeneratedRequest,
    ruleBreak,
  }));
}

function describeBreak(ruleBreak: RuleBreak): string {
  const where = ruleBreak.path.join('.');
  return ruleBreak.remove
    ? `${ruleBreak.rule} (${where} left out)`
    : `${ruleBreak.rule} (${where} = ${JSON.stringify(ruleBreak.value)?.slice(0, 60)})`;
}

function describeRequest(operation: DocumentedOperation, request: GeneratedRequest): string {
  const url = buildUrl(operation, request.path, request.query);
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body).slice(0, 300)}`;
  return `${operation.method} ${url}${body}`;
}
