import { beforeAll, describe, expect, test } from 'vitest';
import { readJson, useTestApp } from '../../test/test-app';
import { setPayrollCalendar } from '../../test/set-payroll-calendar';

interface ListedState {
  code: string;
  name: string;
  hasWageIncomeTax: boolean;
  certificate: {
    form: string;
    fields: { key: string; kind: string; default: unknown; options: unknown; max: unknown }[];
    readsEmployeeStateFields: boolean;
  };
  lines: {
    id: string;
    kind: string;
    rate: string | null;
    rateCitation: string | null;
    wageBase: string | null;
  }[];
  localities: { field: string; value: string; label: string }[];
}

describe('GET /api/tax/states', () => {
  const testApp = useTestApp();
  // The rates in force are read on the working today: a day of the practice year 2025.
  beforeAll(() => setPayrollCalendar(testApp.database.db, 'practice-2025'));

  const read = async (cookie = testApp.adminCookie) =>
    testApp.app.inject({ method: 'GET', url: '/api/tax/states', headers: { cookie } });
  const find = (states: ListedState[], code: string) =>
    states.find((state) => state.code === code)!;

  test('lists the 50 states and DC, 42 of them taxing wages', async () => {
    const states: ListedState[] = readJson(await read(), 200);
    expect(states).toHaveLength(51);
    expect(new Set(states.map((state) => state.code)).size).toBe(51);
    expect(states.filter((state) => state.hasWageIncomeTax)).toHaveLength(42);
    // The nine without a tax on wages (issue 28, Acceptance): WA levies only its contributions.
    expect(
      states
        .filter((state) => !state.hasWageIncomeTax)
        .map((state) => state.code)
        .sort(),
    ).toEqual(['AK', 'FL', 'NH', 'NV', 'SD', 'TN', 'TX', 'WA', 'WY']);
  });

  test("gives each certificate's fields with their defaults, and the lines with their rates", async () => {
    const states: ListedState[] = readJson(await read(), 200);
    const illinois = find(states, 'IL');
    expect(illinois).toMatchObject({ name: 'Illinois', hasWageIncomeTax: true });
    expect(illinois.certificate).toMatchObject({ form: 'IL-W-4', readsEmployeeStateFields: false });
    // Without an IL-W-4, IDOR has the employer withhold with no allowances and no extra amount.
    expect(illinois.certificate.fields).toEqual([
      expect.objectContaining({ key: 'basicAllowances', kind: 'count', default: 0, max: 99 }),
      expect.objectContaining({ key: 'additionalAllowances', kind: 'count', default: 0 }),
      expect.objectContaining({ key: 'additionalWithholding', kind: 'money', default: '0.00' }),
      expect.objectContaining({ key: 'isExempt', kind: 'boolean', default: false, options: null }),
    ]);
    // Booklet IL-700-T (R-12/24): a flat 4.95%, no wage base.
    expect(illinois.lines).toEqual([
      expect.objectContaining({
        id: 'il-income-tax',
        kind: 'income-tax',
        rate: '0.0495',
        rateCitation: expect.stringContaining('IL-700-T'),
        wageBase: null,
      }),
    ]);
    expect(illinois.localities).toEqual([]);

    // EDD (2025): SDI 1.2% of all wages, the ceiling removed; the DE 4 reads the spec's fields.
    const california = find(states, 'CA');
    expect(california.certificate.readsEmployeeStateFields).toBe(true);
    expect(california.lines).toContainEqual(
      expect.objectContaining({ id: 'ca-sdi', kind: 'disability', rate: '0.0120', wageBase: null }),
    );
    // NY DFS 2025: PFL 0.388% of wages, more places than the usual 4.
    expect(find(states, 'NY').lines).toContainEqual(
      expect.objectContaining({ id: 'ny-pfl', kind: 'family-leave', rate: '0.00388' }),
    );
    // A state without a wage income tax still lists its form, if any, and its contributions.
    expect(find(states, 'TX')).toMatchObject({ lines: [], localities: [] });
  });

  test('lists the counties a Maryland or Indiana certificate names as localities', async () => {
    const states: ListedState[] = readJson(await read(), 200);
    const maryland = find(states, 'MD');
    expect(maryland.localities).toContainEqual({
      field: 'county',
      value: 'montgomery',
      label: 'Montgomery County',
    });
    // The 23 counties and Baltimore City, and the nonresident choice the MW507 offers.
    expect(maryland.localities).toHaveLength(25);
    expect(find(states, 'IN').localities.length).toBeGreaterThan(90);
  });

  test('lists New York City and Yonkers as the IT-2104 localities, each with its own line', async () => {
    const newYork = find(readJson(await read(), 200), 'NY');
    expect(newYork.localities).toEqual([
      { field: 'locality', value: 'new-york-city', label: 'New York City' },
      { field: 'locality', value: 'yonkers', label: 'Yonkers' },
      { field: 'locality', value: 'neither', label: 'Neither' },
    ]);
    expect(newYork.lines.map((line) => [line.id, line.kind])).toEqual([
      ['ny-income-tax', 'income-tax'],
      ['ny-nyc-income-tax', 'local-income-tax'],
      ['ny-yonkers-income-tax', 'local-income-tax'],
      ['ny-dbl', 'disability'],
      ['ny-pfl', 'family-leave'],
    ]);
  });

  test("with a year, gives the rates in force on today's date of that year", async () => {
    const inYear = async (year: number) =>
      find(
        readJson(
          await testApp.app.inject({
            method: 'GET',
            url: `/api/tax/states?year=${year}`,
            headers: { cookie: testApp.adminCookie },
          }),
          200,
        ),
        'CA',
      ).lines.find((line: { id: string }) => line.id === 'ca-sdi');
    // EDD: SDI 1.2% of all wages in 2025, 1.3% in 2026, each year citing its own page.
    expect(await inYear(2025)).toMatchObject({
      rate: '0.0120',
      rateCitation: expect.stringContaining('(2025)'),
    });
    expect(await inYear(2026)).toMatchObject({
      rate: '0.0130',
      rateCitation: expect.stringContaining('(2026)'),
    });
  });

  test.each(['2024', '2027', 'next', '2026.5'])(
    'refuses the year %s with a 400 naming the field',
    async (year) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/tax/states?year=${year}`,
        headers: { cookie: testApp.adminCookie },
      });
      const body = readJson(response, 400);
      expect(body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { year: expect.any(String) },
      });
    },
  );

  test('names the modelled years when it refuses one', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/tax/states?year=2027',
      headers: { cookie: testApp.adminCookie },
    });
    expect(readJson(response, 400).fields.year).toBe(
      'Choose the tax year 2025 or 2026: PayLab models no other',
    );
  });

  test('answers 403 to a client user and 401 without a session', async () => {
    const clientCookie = await testApp.signInDemoClient();
    expect((await read(clientCookie)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/tax/states' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/tax/calculate with an IL-W-4', () => {
  const testApp = useTestApp();
  const calculate = (payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/tax/calculate',
      headers: { cookie: testApp.adminCookie },
      payload: {
        ruleSet: 'official-2025',
        payDate: '2025-06-13',
        payFrequency: 'bi-weekly',
        grossPay: '2000.00',
        filingStatus: 'single',
        state: 'IL',
        ...payload,
      },
    });

  test('withholds by its lines and cites the line', async () => {
    // Booklet IL-700-T (R-12/24), page 4, "Automated payroll method", worked on the year:
    // 2,000 x 26 = 52,000 - (1 x 2,850 + 2 x 1,000 = 4,850) = 47,150 x 4.95% = 2,333.925
    // / 26 = 89.766 -> 89.77, plus Line 3's 5.00 = 94.77.
    const body = readJson(
      await calculate({
        stateCertificate: {
          basicAllowances: 1,
          additionalAllowances: '2',
          additionalWithholding: '5',
        },
      }),
      200,
    );
    expect(body).toMatchObject({
      stateIncomeTax: '94.77',
      stateDisabilityTax: '0.00',
      statePaidFamilyLeave: '0.00',
      stateOtherTaxes: '0.00',
    });
    expect(body.stateLines).toEqual([
      {
        programId: 'il-income-tax',
        kind: 'income-tax',
        label: 'IL income tax',
        amount: '94.77',
        citation: expect.stringContaining('Booklet IL-700-T (R-12/24)'),
      },
    ]);
  });

  test.each([
    ['a negative allowance count', { basicAllowances: -1 }, 'stateCertificate.basicAllowances'],
    ['a field of another form', { exemptions: 1 }, 'stateCertificate.exemptions'],
    ['exemption as text', { isExempt: 'no' }, 'stateCertificate.isExempt'],
  ])('refuses %s with a 400 naming the field', async (_name, certificate, field) => {
    const body = readJson(await calculate({ stateCertificate: certificate }), 400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(Object.keys(body.fields)).toEqual([field]);
  });
});
