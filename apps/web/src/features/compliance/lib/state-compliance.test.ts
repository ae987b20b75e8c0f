import { describe, expect, test } from 'vitest';
import {
  describeParameterValue,
  GENERAL_NOT_MODELLED,
  getStateCompliancePage,
  listStateLinks,
  toStatePageHref,
} from './state-compliance';

describe('the state picker', () => {
  test('lists the 50 states and DC by name, 9 of them without a wage income tax', () => {
    const links = listStateLinks();
    expect(links).toHaveLength(51);
    expect(links.slice(0, 3).map((link) => link.name)).toEqual(['Alabama', 'Alaska', 'Arizona']);
    expect(links.filter((link) => !link.hasWageIncomeTax).map((link) => link.code)).toEqual([
      'AK',
      'FL',
      'NV',
      'NH',
      'SD',
      'TN',
      'TX',
      'WA',
      'WY',
    ]);
    expect(toStatePageHref('NJ')).toBe('/compliance/states/nj');
  });
});

describe("a state's Compliance page", () => {
  test('New Jersey: its publication, its four lines and where each goes on the W-2', () => {
    const page = getStateCompliancePage('nj', '2025-06-13')!;
    expect(page).toMatchObject({ code: 'NJ', name: 'New Jersey', hasWageIncomeTax: true });
    expect(page.publication).toMatch(/^NJ-WT Withholding Rate Tables/);
    expect(page.programs).toEqual([
      { id: 'nj-income-tax', label: 'New Jersey income tax', kind: 'Income tax', w2: 'Box 17' },
      {
        id: 'nj-ui-wf',
        label: 'NJ Unemployment / Workforce Development',
        kind: 'Unemployment (employee share)',
        w2: 'Box 14 as “NJUI/WF/SWF”',
      },
      {
        id: 'nj-tdi',
        label: 'NJ Temporary Disability Insurance',
        kind: 'Disability insurance',
        w2: 'Box 14 as “NJSDI”',
      },
      {
        id: 'nj-fli',
        label: 'NJ Family Leave Insurance',
        kind: 'Family leave',
        w2: 'Box 14 as “NJFLI”',
      },
    ]);
  });

  test('New Jersey: each program rate and wage base in force, as the NJDOL 2025 rates state them', () => {
    const values = getStateCompliancePage('NJ', '2025-06-13')!.values;
    const valueOf = (label: string) => values.find((line) => line.label === label)?.value;
    expect(valueOf('Worker contribution to Temporary Disability Insurance')).toBe('0.23%');
    expect(valueOf('Worker contribution to Family Leave Insurance')).toBe('0.33%');
    expect(valueOf('Worker contribution to the Unemployment Compensation Fund')).toBe('0.3825%');
    expect(valueOf('Yearly wages subject to UI and WF/SWF worker contributions')).toBe(
      '$43,300.00 a year',
    );
    expect(valueOf('Yearly wages subject to worker TDI and FLI contributions')).toBe(
      '$165,400.00 a year',
    );
    expect(values.every((line) => line.citation.length > 0)).toBe(true);
  });

  test('Minnesota: Paid Leave is listed from 1 January 2026, and in 2025 its values say when they begin', () => {
    const labels = (date: string) =>
      getStateCompliancePage('MN', date)!.programs.map((program) => program.label);
    expect(labels('2025-12-31')).toEqual(['MN income tax']);
    expect(labels('2026-01-01')).toEqual(['MN income tax', 'MN Paid Leave']);
    const rate = getStateCompliancePage('MN', '2025-12-31')!.values.find((line) =>
      line.label.startsWith("Employee's largest share of the Minnesota Paid Leave premium"),
    );
    expect(rate).toMatchObject({ value: 'Not yet in force', changesOn: '2026-01-01' });
  });

  test('Maryland: the county line goes to boxes 18-20; a value that changes in July says so', () => {
    const june = getStateCompliancePage('MD', '2025-06-30')!;
    expect(june.programs.map((program) => program.w2)).toEqual([
      'Box 17',
      'Boxes 18-20 (the locality in box 20)',
    ]);
    const exemption = june.values.find(
      (line) => line.label === 'Value of one MW507 exemption, subtracted from annual wages',
    );
    expect(exemption?.value).toBe('$3,200.00 a year');
    const deduction = (page: typeof june) =>
      page.values.find((line) => line.label.startsWith('Standard deduction'))!;
    // 15% within $1,800-$2,700 until June; a flat $3,350 from July 1 (H.B. 352).
    expect(deduction(june)).toMatchObject({
      value: 'rate: 15%; minimum: $1,800.00 a year; maximum: $2,700.00 a year',
      changesOn: '2025-07-01',
    });
    const july = deduction(getStateCompliancePage('MD', '2025-07-01')!);
    expect(july.value).toBe('$3,350.00 a year');
    expect(july.changesOn).toBeUndefined();
    // County rates a line each: Allegany County 3.03% (Comptroller's 2025 local rates).
    const counties = june.values.find((line) => line.label.startsWith('County and Baltimore'))!;
    expect(counties.value).toBe('24 values');
    expect(counties.rows).toContain('allegany: 3.03%');
  });

  test('a long value reads a line per band or entry', () => {
    const nj = getStateCompliancePage('NJ', '2025-06-13')!;
    const tables = nj.values.find((line) => line.label.startsWith('Annual percentage-method'))!;
    expect(tables.value).toBe('By A, B, C, D, E');
    expect(tables.rows).toHaveLength(5);
    // NJ-WT Rate A: 1.5% from 0, 2% over 20,000, ... 11.8% over 1,000,000.
    expect(tables.rows![0]).toMatch(/^A: 1\.5% over \$0\.00; 2% over \$20,000\.00; /);
  });

  test("Maryland: the MW507's fields, their choices and what applies with none on file", () => {
    const { certificate } = getStateCompliancePage('MD', '2025-06-30')!;
    expect(certificate.form).toBe('MW507');
    const county = certificate.fields.find((field) => field.key === 'county')!;
    // 23 counties, Baltimore City, and the nonresident choice.
    expect(county.allowed).toHaveLength(25);
    expect(county.defaultValue).toBe('Baltimore City');
    expect(certificate.fields.find((field) => field.key === 'extraWithholding')).toMatchObject({
      kind: 'Amount',
      allowed: 'An amount, $0.00 or more',
      defaultValue: '$0.00',
    });
    expect(certificate.fields.find((field) => field.key === 'exemptions')).toMatchObject({
      kind: 'Count',
      allowed: 'A whole number from 0 to 99',
      defaultValue: '0',
    });
  });

  test("what is not modelled: the state's own list, then the notes every state carries", () => {
    const page = getStateCompliancePage('MD', '2025-06-30')!;
    expect(page.notModelled.slice(-2)).toEqual([...GENERAL_NOT_MODELLED]);
    expect(page.notModelled[0]).toMatch(/^Reciprocity with residents of the District of Columbia/);
    expect(GENERAL_NOT_MODELLED.join(' ')).toMatch(/Maryland and Indiana county taxes/);
    expect(GENERAL_NOT_MODELLED.join(' ')).toMatch(/PayLab withholds for the work state/);
    expect(page.confidence).toBe('uncertain');
    expect(page.uncertainties.length).toBeGreaterThan(0);
  });

  test("California and New York state their own requirement lines; other states' method is enough", () => {
    expect(getStateCompliancePage('CA', '2025-06-13')!.requirements.length).toBeGreaterThan(0);
    expect(getStateCompliancePage('NJ', '2025-06-13')!.requirements).toEqual([]);
  });

  test('a state without a wage income tax and a date before 2025', () => {
    const page = getStateCompliancePage('tx', '2024-03-01')!;
    expect(page).toMatchObject({ code: 'TX', hasWageIncomeTax: false, date: '2025-01-01' });
    expect(page.programs).toEqual([]);
    expect(getStateCompliancePage('ZZ', '2025-06-13')).toBeNull();
  });
});

describe('describeParameterValue', () => {
  test('rates, amounts and counts by their unit', () => {
    expect(describeParameterValue(3_880, 'ppm')).toBe('0.388%');
    expect(describeParameterValue(4_330_000, 'cents/year')).toBe('$43,300.00 a year');
    expect(describeParameterValue(1_250, 'cents/period')).toBe('$12.50 a pay period');
    expect(describeParameterValue(3, 'count')).toBe('3');
  });

  test('brackets, tables and values by status, band by band', () => {
    // Alabama's single brackets: 2% to $500, 4% to $3,000, 5% above.
    expect(
      describeParameterValue(
        [
          { rate: 20_000, upTo: 50_000 },
          { rate: 40_000, upTo: 300_000 },
          { rate: 50_000, upTo: null },
        ],
        'rate-schedule/year',
      ),
    ).toBe('2% to $500.00; 4% to $3,000.00; 5% above');
    expect(describeParameterValue([{ rate: 49_500, upTo: null }], 'rate-schedule/year')).toBe(
      '4.95% of all',
    );
    const table = {
      boundary: 'over',
      rows: [
        { atLeast: 0, baseTax: 0, rate: 15_000, excessOver: 0 },
        { atLeast: 2_000_000, baseTax: 30_000, rate: 20_000, excessOver: 2_000_000 },
      ],
    };
    expect(describeParameterValue({ single: table }, 'withholding-table/year')).toBe(
      'single: 1.5% over $0.00; 2% over $20,000.00',
    );
  });

  test('a shape named by its kind reads its figures; a rate is a percentage whatever the unit', () => {
    // Maryland's standard deduction from July 2025: a flat $3,350; before: 15% within $1,800-$2,700.
    expect(describeParameterValue({ kind: 'flat', amount: 335_000 }, 'cents/year')).toBe(
      '$3,350.00 a year',
    );
    expect(
      describeParameterValue(
        { kind: 'percent-of-wages', rate: 150_000, minimum: 180_000, maximum: 270_000 },
        'cents/year',
      ),
    ).toBe('rate: 15%; minimum: $1,800.00 a year; maximum: $2,700.00 a year');
    expect(describeParameterValue({ kind: 'flat', rate: 30_300 }, 'rate-schedule/year')).toBe(
      '3.03%',
    );
  });

  test('a shape it does not know is left to the citation', () => {
    expect(describeParameterValue({ note: 'text' }, 'cents/year')).toBeNull();
    expect(describeParameterValue('text', 'ppm')).toBeNull();
  });
});
