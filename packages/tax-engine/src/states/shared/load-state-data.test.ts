import { describe, expect, test } from 'vitest';

import { defineStateData, read } from './load-state-data';

/** A small state as its `state.json` would hold it; each test changes what it checks. */
function makeJson() {
  return {
    code: 'ZZ',
    name: 'Testland',
    hasWageIncomeTax: true,
    programs: [{ id: 'zz-income-tax', kind: 'income-tax', label: 'ZZ income tax' }],
    certificate: {
      form: 'ZZ-4',
      fields: [
        {
          key: 'status',
          kind: 'select',
          label: 'Status',
          options: [
            { value: 'single', label: 'Single' },
            { value: 'married', label: 'Married' },
          ],
        },
        { key: 'allowances', kind: 'count', label: 'Allowances' },
      ],
      defaults: { status: 'single', allowances: 0 },
    },
    compliance: {
      publication: 'ZZ Withholding Guide (2025)',
      method: 'Annualised: a flat rate after allowances.',
      notModelled: [],
      confidence: 'official',
      uncertainties: [],
    },
    parameters: {
      rate: {
        name: 'us.states.zz.rate',
        description: 'Flat rate',
        unit: 'ppm',
        values: [
          {
            effectiveFrom: '2025-01-01',
            citation: 'ZZ Guide (2025), page 2: 4.95%',
            value: '4.95',
          },
        ],
      },
      allowance: {
        name: 'us.states.zz.allowance',
        description: 'Annual value of one allowance',
        unit: 'cents/year',
        values: [
          {
            effectiveFrom: '2025-01-01',
            citation: 'ZZ Guide (2025), page 2: $1,192.50',
            value: '1192.50',
          },
          { effectiveFrom: '2025-07-01', citation: 'ZZ Notice (July 2025): $2,850', value: '2850' },
        ],
      },
      tables: {
        name: 'us.states.zz.tables',
        description: 'Annual tables',
        unit: 'withholding-table/year',
        values: [
          {
            effectiveFrom: '2025-01-01',
            citation: 'ZZ Guide (2025), page 3, tables',
            value: {
              single: {
                boundary: 'over',
                rows: [
                  ['0', '0', '2'],
                  ['10000', '200', '5.5', '9000'],
                ],
              },
              married: { boundary: 'at-least', rows: [['0', '0', '2']] },
            },
          },
        ],
      },
      brackets: {
        name: 'us.states.zz.brackets',
        description: 'Statutory brackets',
        unit: 'rate-schedule/year',
        values: [
          {
            effectiveFrom: '2025-01-01',
            citation: 'ZZ Code § 1 (2025)',
            value: [
              ['2', '500'],
              ['5', null],
            ],
          },
        ],
      },
    },
  };
}

/** A method's name, cited by its 2025 and 2026 editions. */
function makeMethod() {
  return {
    name: 'us.states.zz.method',
    description: 'Withholding method the formula follows',
    unit: 'method',
    values: ['2025', '2026'].map((year) => ({
      effectiveFrom: `${year}-01-01`,
      citation: `ZZ Guide (${year}), formula`,
      value: 'Formula',
    })),
  };
}

/** `json` whose certificate has `fields` as well, at `defaults`. */
function withCertificateFields(
  json: ReturnType<typeof makeJson>,
  fields: { key: string; kind: string; label: string }[],
  defaults: Record<string, unknown>,
) {
  return {
    ...json,
    certificate: {
      ...json.certificate,
      fields: [...json.certificate.fields, ...fields],
      defaults: { ...json.certificate.defaults, ...defaults },
    },
  };
}

const READERS = {
  rate: read.rate,
  allowance: read.cents,
  tables: read.byKey(['single', 'married'], read.table),
  brackets: read.brackets,
};

describe('defineStateData', () => {
  test('reads printed values into cents, parts per million, tables and brackets', () => {
    const state = defineStateData(makeJson(), READERS, { status: ['single', 'married'] });
    expect(state.parameters.rate.values).toEqual([
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: 'ZZ Guide (2025), page 2: 4.95%',
        value: 49_500,
      },
    ]);
    expect(state.parameters.allowance.values.map((value) => value.value)).toEqual([
      119_250, 285_000,
    ]);
    expect(state.parameters.tables.values[0]!.value).toEqual({
      single: {
        boundary: 'over',
        rows: [
          { atLeast: 0, baseTax: 0, rate: 20_000, excessOver: 0 },
          // Column E printed apart from column A.
          { atLeast: 1_000_000, baseTax: 20_000, rate: 55_000, excessOver: 900_000 },
        ],
      },
      married: {
        boundary: 'at-least',
        rows: [{ atLeast: 0, baseTax: 0, rate: 20_000, excessOver: 0 }],
      },
    });
    expect(state.parameters.brackets.values[0]!.value).toEqual([
      { rate: 20_000, upTo: 50_000 },
      { rate: 50_000, upTo: null },
    ]);
    expect(state.code).toBe('ZZ');
    expect(state.programs).toEqual(makeJson().programs);
    expect(state.certificate.defaults).toEqual({ status: 'single', allowances: 0 });
    expect(state.compliance.confidence).toBe('official');
  });

  // Each case breaks one rule of an otherwise valid file; the refusal names where it broke.
  test.each<[string, (json: ReturnType<typeof makeJson>) => void, string]>([
    [
      'names the state, the parameter and the value that does not fit its reader',
      (json) => {
        json.parameters.rate.values[0]!.value = 4.95 as unknown as string;
      },
      'State data ZZ: parameter rate: value 1: from 2025-01-01: expected a percentage as a string like "4.95", got 4.95',
    ],
    [
      'refuses a unit the reader does not read',
      (json) => {
        json.parameters.allowance.unit = 'ppm';
      },
      'State data ZZ: parameter allowance: unit must be cents or cents/year or cents/period or cents/month for this reader, got "ppm"',
    ],
    [
      'refuses a part of a table that is not as printed',
      (json) => {
        json.parameters.tables.values[0]!.value.single.rows[1] = ['10000', '200', '5.55555'];
      },
      'State data ZZ: parameter tables: value 1: from 2025-01-01: single: row 2: Percentage 5.55555 has more than 4 decimals',
    ],
    [
      'keeps the parameter check that dates ascend',
      (json) => {
        json.parameters.allowance.values.reverse();
      },
      'Parameter us.states.zz.allowance: values must be sorted by effectiveFrom',
    ],
    [
      'checks each default against its field',
      (json) => {
        json.certificate.defaults.status = 'widowed';
      },
      'State data ZZ: certificate: default of status: Status must be one of single, married',
    ],
  ])('%s', (_name, breakRule, message) => {
    const json = makeJson();
    breakRule(json);
    expect(() => defineStateData(json, READERS)).toThrow(message);
  });

  test('wants one parameter per reader, no more', () => {
    expect(() => defineStateData(makeJson(), { ...READERS, supplementalRate: read.rate })).toThrow(
      'State data ZZ: parameters (one per reader) must have the keys rate, allowance, tables, brackets, supplementalRate; missing supplementalRate',
    );
  });

  test('checks that a select offers exactly the values the formula tells apart', () => {
    expect(() =>
      defineStateData(makeJson(), READERS, { status: ['single', 'married', 'head-of-household'] }),
    ).toThrow(
      'State data ZZ: certificate: the select status must offer the values the formula knows, single, married, head-of-household; it offers single, married',
    );
  });

  test("reads contributions that name rate and wage base parameters, in the programs' order", () => {
    const json = {
      ...makeJson(),
      programs: [...makeJson().programs, { id: 'zz-tdi', kind: 'disability', label: 'ZZ TDI' }],
      contributions: { 'zz-tdi': { traceLabel: 'TDI', rate: 'rate', wageBase: 'allowance' } },
    };
    expect(defineStateData(json, READERS).contributions).toEqual([
      { programId: 'zz-tdi', traceLabel: 'TDI', rates: ['rate'], wageBase: 'allowance' },
    ]);
    json.contributions['zz-tdi'].rate = 'allowance';
    expect(() => defineStateData(json, READERS)).toThrow(
      'State data ZZ: contributions: zz-tdi: rate must name parameters read as rates, got "allowance"',
    );
  });

  test("marks a contribution's parameters absent before their first value, and only those", () => {
    const json = {
      ...makeJson(),
      programs: [...makeJson().programs, { id: 'zz-tdi', kind: 'disability', label: 'ZZ TDI' }],
      contributions: { 'zz-tdi': { traceLabel: 'TDI', rate: 'rate', wageBase: 'allowance' } },
    };
    json.parameters.rate.values[0]!.effectiveFrom = '2026-01-01';
    const { parameters } = defineStateData(json, READERS);
    expect(parameters.rate.isAbsentBeforeFirstValue).toBe(true);
    expect(parameters.allowance.isAbsentBeforeFirstValue).toBe(true);
    expect(parameters.tables.isAbsentBeforeFirstValue).toBeUndefined();
    expect(parameters.rate.values.map((value) => value.effectiveFrom)).toEqual(['2026-01-01']);
  });

  test('reads the income tax declaration that names certificate fields and a rate', () => {
    const base = makeJson();
    const json = {
      ...withCertificateFields(
        base,
        [
          { key: 'isExempt', kind: 'boolean', label: 'Exempt' },
          { key: 'extra', kind: 'money', label: 'Additional withholding' },
        ],
        { isExempt: false, extra: 0 },
      ),
      incomeTax: {
        exempt: { field: 'isExempt', label: 'ZZ-4 claims exemption', citation: 'Form ZZ-4' },
        supplemental: { method: 'flat-rate', rate: 'rate' },
        additional: { field: 'extra', label: 'ZZ-4 line 2', citation: 'Form ZZ-4', step: 'extra' },
      },
    };
    expect(defineStateData(json, READERS).incomeTax).toEqual({
      programId: 'zz-income-tax',
      ...json.incomeTax,
    });
    expect(defineStateData(base, READERS).incomeTax).toBeUndefined();

    json.incomeTax.exempt.field = 'extra';
    expect(() => defineStateData(json, READERS)).toThrow(
      'State data ZZ: incomeTax: exempt: field must name a boolean field of the certificate, got "extra"',
    );
    json.incomeTax.exempt.field = 'isExempt';
    json.incomeTax.supplemental.rate = 'allowance';
    expect(() => defineStateData(json, READERS)).toThrow(
      'State data ZZ: incomeTax: supplemental: rate must name a parameter read as a rate, got "allowance"',
    );
    json.incomeTax.supplemental = { method: 'bonus', rate: 'rate' };
    expect(() => defineStateData(json, READERS)).toThrow(
      'State data ZZ: incomeTax: supplemental: method must be flat-rate or aggregate, got "bonus"',
    );
  });

  test("reads a method's name as text under its dated citations", () => {
    const json = { ...makeJson(), parameters: { ...makeJson().parameters, method: makeMethod() } };
    const readers = { ...READERS, method: read.text };
    expect(defineStateData(json, readers).parameters.method.values).toEqual([
      {
        effectiveFrom: '2025-01-01',
        unit: 'method',
        citation: 'ZZ Guide (2025), formula',
        value: 'Formula',
      },
      {
        effectiveFrom: '2026-01-01',
        unit: 'method',
        citation: 'ZZ Guide (2026), formula',
        value: 'Formula',
      },
    ]);
    json.parameters.method.values[1]!.value = '';
    expect(() => defineStateData(json, readers)).toThrow(
      'State data ZZ: parameter method: value 2: from 2026-01-01: the text must be a non-empty string, got ""',
    );
    json.parameters.method.unit = 'cents';
    expect(() => defineStateData(json, readers)).toThrow(
      'State data ZZ: parameter method: unit must be method for this reader, got "cents"',
    );
  });

  test('reads a citation that names a parameter of the state instead of its text', () => {
    const base = makeJson();
    const json = {
      ...withCertificateFields(base, [{ key: 'isExempt', kind: 'boolean', label: 'Exempt' }], {
        isExempt: false,
      }),
      parameters: { ...base.parameters, method: makeMethod() },
      incomeTax: {
        exempt: { field: 'isExempt', label: 'ZZ-4 claims exemption', citationOf: 'method' },
        supplemental: { method: 'aggregate', citationOf: 'method' } as Record<string, string>,
      },
    };
    const readers = { ...READERS, method: read.text };
    expect(defineStateData(json, readers).incomeTax).toEqual({
      programId: 'zz-income-tax',
      ...json.incomeTax,
    });

    json.incomeTax.supplemental.citation = 'ZZ Guide (2025)';
    expect(() => defineStateData(json, readers)).toThrow(
      'State data ZZ: incomeTax: supplemental: needs one of citation (a text) and citationOf (a parameter), not both',
    );
    json.incomeTax.supplemental = { method: 'aggregate', citationOf: 'methods' };
    expect(() => defineStateData(json, readers)).toThrow(
      'State data ZZ: incomeTax: supplemental: citationOf must name a parameter of the state, got "methods"',
    );
  });
});
