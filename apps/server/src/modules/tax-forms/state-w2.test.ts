import { beforeAll, describe, expect, test } from 'vitest';
import { readPdfText } from '../../test/read-pdf';
import { readCsvLines, readJson, useTestApp } from '../../test/test-app';
import { bindPayrollApi, listMonthsOf2025 } from '../payroll/payroll-test-support';

/*
 * W-2 boxes 14-20 from paychecks the engine works out (issue 28, section 3). Each figure is worked
 * by hand from the state's 2025 values in packages/tax-engine/src/states/<st>/parameters.ts:
 *
 * NJ  EMP-NJ1, 10,000.00 a month (120,000 a year), no NJ-W4 on file (Rate A, no allowances), paid
 *     January to May: 50,000.00.
 *     Income tax, NJ-WT annual Rate A: 2,930 + 7.0% x (120,000 - 75,000) = 6,080.00 / 12 = 506.67
 *     a month, 2,533.35 for five.
 *     UI 0.3825% + WF/SWF 0.0425% = 0.425% on wages up to 43,300, rounded on the year to date:
 *     0.425% x 43,300 = 184.025 = 184.03 (May's check crosses the base).
 *     TDI 0.23% x 50,000 = 115.00; FLI 0.33% x 50,000 = 165.00 (base 165,400 not reached).
 * MD  EMP-MD1, 5,000.00 a month (60,000 a year), MW507 single, 1 exemption, Howard County, paid
 *     January to March: 15,000.00. Employer Withholding Guide percentage formula before July 2025:
 *     60,000 - standard deduction (15% = 9,000, at most 2,700) - 3,200 = 54,100 taxable.
 *     State 4.75% x 54,100 = 2,569.75 / 12 = 214.15 a month, 642.45 for three.
 *     Howard County 3.20% x 54,100 = 1,731.20 / 12 = 144.27 a month, 432.81 for three.
 * NY  EMP-NYC1, 5,000.00 a month (60,000 a year), IT-2104 single, 1 allowance, New York City
 *     resident with 1 line 2 allowance, paid January to March: 15,000.00.
 *     State, NYS-50-T-NYS Method II annual: 60,000 - 7,400 - 1,000 = 51,600; 600 + 5.5% x 37,700 =
 *     2,673.50 / 12 = 222.79 a month, 668.37 for three.
 *     City, NYS-50-T-NYC Method II annual: 60,000 - 5,000 - 1,000 = 54,000; 783 + 4.15% x 29,000 =
 *     1,986.50 / 12 = 165.54 a month, 496.62 for three.
 *     DBL 0.5% x 5,000 = 25.00 > the monthly cap 2.60: 7.80; PFL 0.388% x 5,000 = 19.40: 58.20.
 */
describe('W-2 boxes 14-20 from state lines', () => {
  const testApp = useTestApp();
  const payroll = bindPayrollApi(testApp);
  const get = (url: string) => testApp.sendAsAdmin('GET', url);

  /** The 2025 W-2 of the employee with `employeeCode`, as the forms list answers it. */
  const readW2Of = async (employeeCode: string) => {
    const forms = readJson(await get('/api/w2/year/2025'), 200) as Record<string, unknown>[];
    return forms.find((form) => form.employeeCode === employeeCode);
  };
  /** Hires a monthly employee and pays the first `months` months of 2025, 160 hours each. */
  const hireAndPayMonths = async (months: number, employee: Record<string, unknown>) => {
    const { id } = await payroll.hire({ payFrequency: 'monthly', ...employee });
    await payroll.processPeriods(id, 160, listMonthsOf2025(months));
  };

  beforeAll(async () => {
    await hireAndPayMonths(5, {
      employeeId: 'EMP-NJ1',
      firstName: 'Nia',
      lastName: 'Jersey',
      annualSalary: '120000.00',
      state: 'NJ',
    });
    await hireAndPayMonths(3, {
      employeeId: 'EMP-MD1',
      firstName: 'Mo',
      lastName: 'Howard',
      annualSalary: '60000.00',
      state: 'MD',
      stateCertificate: { filingStatus: 'single', exemptions: 1, county: 'howard' },
    });
    await hireAndPayMonths(3, {
      employeeId: 'EMP-NYC1',
      firstName: 'Nora',
      lastName: 'Gotham',
      annualSalary: '60000.00',
      state: 'NY',
      stateCertificate: {
        filingStatus: 'single',
        allowances: 1,
        locality: 'new-york-city',
        nycAllowances: 1,
      },
    });
    readJson(await testApp.sendAsAdmin('POST', '/api/w2/generate/2025'), 200);
  });

  test("New Jersey: box 14 holds each program's year under its W-2 name", async () => {
    const nj = await readW2Of('EMP-NJ1');
    expect(nj).toMatchObject({
      wagesTipsCompensation: '50000.00',
      box14: [
        { label: 'NJUI/WF/SWF', amount: '184.03' },
        { label: 'NJSDI', amount: '115.00' },
        { label: 'NJFLI', amount: '165.00' },
      ],
      otherInfo: 'NJUI/WF/SWF 184.03; NJSDI 115.00; NJFLI 165.00',
      stateLines: [
        {
          state: 'NJ',
          stateWages: '50000.00',
          stateIncomeTax: '2533.35',
          localWages: '0.00',
          localIncomeTax: '0.00',
          localityName: null,
        },
      ],
      localityName: null,
    });
  });

  test('Maryland: the county tax fills boxes 18-20 beside the state, named as the MW507 names it', async () => {
    const md = await readW2Of('EMP-MD1');
    expect(md).toMatchObject({
      wagesTipsCompensation: '15000.00',
      box14: [],
      state: 'MD',
      stateWages: '15000.00',
      stateIncomeTax: '642.45',
      stateLines: [
        {
          state: 'MD',
          stateWages: '15000.00',
          stateIncomeTax: '642.45',
          localWages: '15000.00',
          localIncomeTax: '432.81',
          localityName: 'Howard County',
        },
      ],
      localWages: '15000.00',
      localIncomeTax: '432.81',
      localityName: 'Howard County',
    });
  });

  test('New York City: the city tax fills boxes 18-20 beside the state, DBL and PFL box 14', async () => {
    const nyc = await readW2Of('EMP-NYC1');
    expect(nyc).toMatchObject({
      wagesTipsCompensation: '15000.00',
      box14: [
        { label: 'NYSDI', amount: '7.80' },
        { label: 'NYPFL', amount: '58.20' },
      ],
      stateLines: [
        {
          state: 'NY',
          stateWages: '15000.00',
          stateIncomeTax: '668.37',
          localWages: '15000.00',
          localIncomeTax: '496.62',
          localityName: 'New York City',
        },
      ],
      localityName: 'New York City',
    });
  });

  test('the W-3 totals boxes 16-19 by the same rules', async () => {
    const [w3] = readJson(await get('/api/w3/year/2025'), 200);
    expect(w3).toMatchObject({
      totalW2Forms: 3,
      state: 'X',
      // 50,000.00 + 15,000.00 + 15,000.00
      totalStateWages: '80000.00',
      // 2,533.35 + 642.45 + 668.37
      totalStateIncomeTax: '3844.17',
      // 15,000.00 + 15,000.00
      totalLocalWages: '30000.00',
      // 432.81 + 496.62
      totalLocalIncomeTax: '929.43',
    });
  });

  test('the PDF and the CSV carry box 14 and boxes 18-20', async () => {
    const forms = readJson(await get('/api/w2/year/2025'), 200) as {
      id: string;
      employeeCode: string;
    }[];
    const textOf = async (code: string) => {
      const form = forms.find((entry) => entry.employeeCode === code)!;
      const response = await get(`/api/w2/${form.id}/pdf`);
      expect(response.statusCode).toBe(200);
      const [page] = await readPdfText(response.rawPayload);
      return page!.map((item) => item.text);
    };
    const njText = await textOf('EMP-NJ1');
    for (const entry of ['NJUI/WF/SWF 184.03', 'NJSDI 115.00', 'NJFLI 165.00'])
      expect(njText).toContain(entry);
    const mdText = await textOf('EMP-MD1');
    expect(mdText).toContain('Howard County');
    expect(mdText).toContain('432.81');
    const nycText = await textOf('EMP-NYC1');
    expect(nycText).toContain('New York City');
    expect(nycText).toContain('496.62');

    const csv = readCsvLines(await get('/api/w2/year/2025/csv'));
    expect(csv[0]).toMatch(/,Box18LocalWages,Box19LocalTax,Box20LocalityName$/);
    expect(csv.find((row) => row.includes('EMP-MD1'))).toMatch(
      /,MD,15000\.00,642\.45,15000\.00,432\.81,Howard County$/,
    );
    expect(csv.find((row) => row.includes('EMP-NYC1'))).toMatch(
      /,NY,15000\.00,668\.37,15000\.00,496\.62,New York City$/,
    );
  });
});
