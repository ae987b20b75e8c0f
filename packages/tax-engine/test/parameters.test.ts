import { divideRounded, multiplyRate } from '@paylab/shared/money';
import { describe, expect, test } from 'vitest';

import {
  INCOME_TAX_RATE_SCHEDULES_2025,
  PAY_FREQUENCIES,
  PAY_PERIODS_PER_YEAR,
  PAYROLL_TAX_RATES_2025,
  TAX_PARAMETERS,
} from '../src/index';
import {
  defineParameter,
  resolveParameter,
  resolveParameterGroup,
} from '../src/parameters/parameter';
import type { MarginalBracket, WithholdingTable } from '../src/parameters/schedules';
import {
  CHECKBOX_WITHHOLDING_TABLES,
  LINE_1G_AMOUNT,
  STANDARD_WITHHOLDING_TABLES,
  type FederalTableStatus,
} from '../src/parameters/us/irs/income-tax/percentage-method';
import {
  INCOME_TAX_BRACKETS,
  STANDARD_DEDUCTION,
  type RateScheduleStatus,
} from '../src/parameters/us/irs/income-tax/rate-schedules';
import { CA_RULE } from '../src/states/ca/rule';
import { MO_RULE } from '../src/states/mo/rule';
import { NY_RULE } from '../src/states/ny/rule';
import { hasWageIncomeTax, STATE_RULES } from '../src/states/registry';

const {
  annualMethodB: CA_ANNUAL_METHOD_B,
  estimatedDeduction: CA_ESTIMATED_DEDUCTION,
  exemptionAllowanceCredit: CA_EXEMPTION_ALLOWANCE_CREDIT,
  lowIncomeExemption: CA_LOW_INCOME_EXEMPTION,
  rateTables: CA_RATE_TABLES,
  standardDeduction: CA_STANDARD_DEDUCTION,
} = CA_RULE.parameters;

const ON = '2025-06-13';
const ON_2026 = '2026-06-12';
const STATUS_OF: Record<FederalTableStatus, RateScheduleStatus> = {
  'single-or-married-separate': 'single',
  'married-joint': 'married-joint',
  'head-of-household': 'head-of-household',
};

/** Cumulative bracket tax at each bracket's lower edge, in cents (whole-dollar widths x whole percentages are exact cents). */
function cumulativeTaxAtLowerEdges(
  brackets: readonly MarginalBracket[],
): { lower: number; rate: number; taxBelow: number }[] {
  let lower = 0;
  let taxBelow = 0;
  return brackets.map(({ rate, upTo }) => {
    const row = { lower, rate, taxBelow };
    if (upTo !== null) {
      taxBelow += multiplyRate(upTo - lower, rate);
      lower = upTo;
    }
    return row;
  });
}

/*
 * The second pass on the transcribed tables: every row re-derives from the year's Rev. Proc.
 * brackets and standard deductions (also printed on the year's Form W-4 Deductions Worksheet) and
 * Worksheet 1A line 1g. A STANDARD row starts at a bracket floor shifted by (standard deduction -
 * line 1g) and carries the tax below that floor; a Step 2 checkbox row is the bracket floor plus
 * the standard deduction, halved to the dollar, carrying half the tax to the cent.
 */
describe.each([
  ['Pub 15-T (2025) tables re-derive from Rev. Proc. 2024-40 (federal-2025 notes 3.3)', ON],
  ['Pub 15-T (2026) tables re-derive from Rev. Proc. 2025-32', ON_2026],
])('%s', (_title, on) => {
  const brackets = resolveParameter(INCOME_TAX_BRACKETS, on).value;
  const deductions = resolveParameter(STANDARD_DEDUCTION, on).value;
  const line1g = resolveParameter(LINE_1G_AMOUNT, on).value;

  test.each(Object.keys(STATUS_OF) as FederalTableStatus[])(
    'STANDARD %s: A = bracket + (standard deduction - line 1g), C = tax below',
    (status) => {
      const offset = deductions[STATUS_OF[status]] - line1g[status];
      const expected = [
        { atLeast: 0, baseTax: 0, rate: 0, excessOver: 0 },
        ...cumulativeTaxAtLowerEdges(brackets[STATUS_OF[status]]).map(
          ({ lower, rate, taxBelow }) => ({
            atLeast: lower + offset,
            baseTax: taxBelow,
            rate,
            excessOver: lower + offset,
          }),
        ),
      ];
      expect(resolveParameter(STANDARD_WITHHOLDING_TABLES, on).value[status].rows).toEqual(
        expected,
      );
    },
  );

  test.each(Object.keys(STATUS_OF) as FederalTableStatus[])(
    'CHECKBOX %s: A = (bracket + standard deduction) / 2 to the dollar, C = tax below / 2 to the cent',
    (status) => {
      const deduction = deductions[STATUS_OF[status]];
      const expected = [
        { atLeast: 0, baseTax: 0, rate: 0, excessOver: 0 },
        ...cumulativeTaxAtLowerEdges(brackets[STATUS_OF[status]]).map(
          ({ lower, rate, taxBelow }) => {
            const atLeast = divideRounded(lower + deduction, 200) * 100;
            return { atLeast, baseTax: divideRounded(taxBelow, 2), rate, excessOver: atLeast };
          },
        ),
      ];
      expect(resolveParameter(CHECKBOX_WITHHOLDING_TABLES, on).value[status].rows).toEqual(
        expected,
      );
    },
  );
});

describe.each([
  ['2025', ON],
  ['2026', ON_2026],
])('EDD Method B %s per-period Tables 1-4 re-derive from the annual column', (_year, on) => {
  const annual = resolveParameter(CA_ANNUAL_METHOD_B, on).value;

  test.each(PAY_FREQUENCIES)('%s', (frequency) => {
    const periods = PAY_PERIODS_PER_YEAR[frequency];
    const toWholeDollars = (cents: number): number => divideRounded(cents, periods * 100) * 100;
    expect(resolveParameter(CA_LOW_INCOME_EXEMPTION, on).value[frequency]).toEqual({
      low: toWholeDollars(annual.lowIncomeExemption.low),
      high: toWholeDollars(annual.lowIncomeExemption.high),
    });
    expect(resolveParameter(CA_STANDARD_DEDUCTION, on).value[frequency]).toEqual({
      low: toWholeDollars(annual.standardDeduction.low),
      high: toWholeDollars(annual.standardDeduction.high),
    });
    const allowances = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(resolveParameter(CA_ESTIMATED_DEDUCTION, on).value[frequency]).toEqual(
      allowances.map((n) => toWholeDollars(n * annual.estimatedDeductionPerAllowance)),
    );
    expect(resolveParameter(CA_EXEMPTION_ALLOWANCE_CREDIT, on).value[frequency]).toEqual(
      allowances.map((n) =>
        divideRounded(n * annual.exemptionAllowanceCreditPerAllowance, periods),
      ),
    );
  });
});

describe('EDD Method B 2025 per-period Table 5 re-derives from the annual column', () => {
  const annual = resolveParameter(CA_ANNUAL_METHOD_B, ON).value;

  test.each(PAY_FREQUENCIES)(
    'Table 5, %s: over = annual / periods to the dollar, plus = annual plus / periods to the cent',
    (frequency) => {
      const periods = PAY_PERIODS_PER_YEAR[frequency];
      const tables = resolveParameter(CA_RATE_TABLES, ON).value[frequency];
      for (const status of ['single', 'married', 'head-of-household'] as const) {
        const expected = annual.rateTables[status].rows.map((row) => {
          const over = divideRounded(row.atLeast, periods * 100) * 100;
          return {
            atLeast: over,
            baseTax: divideRounded(row.baseTax, periods),
            rate: row.rate,
            excessOver: over,
          };
        });
        expect(tables[status].rows).toEqual(expected);
      }
    },
  );

  test.each(['single', 'married', 'head-of-household'] as const)(
    'annual Table 5 %s chains to the cent',
    (status) => {
      expectChained(annual.rateTables[status], 1);
    },
  );
});

describe('EDD Method B 2026 rate tables (26methb.pdf) chain row to row', () => {
  // EDD prints each period's table with its own rounding (the monthly thresholds are twice the
  // semi-monthly ones), so they do not re-derive from the annual table; each row's base is the one
  // before plus its rate over the width, to the cent, which catches a mistyped figure.
  const annual = resolveParameter(CA_ANNUAL_METHOD_B, ON_2026).value;
  const statuses = ['single', 'married', 'head-of-household'] as const;

  test.each(PAY_FREQUENCIES)('%s', (frequency) => {
    const tables = resolveParameter(CA_RATE_TABLES, ON_2026).value[frequency];
    for (const status of statuses) expectChained(tables[status], 0);
  });

  test.each(statuses)('annual %s', (status) => {
    expectChained(annual.rateTables[status], 0);
  });
});

/** Each row's base equals the previous base plus its rate over the width, within `toleranceCents`. */
function expectChained(table: WithholdingTable, toleranceCents: number): void {
  const marginal = table.rows.filter((row) => row.excessOver === row.atLeast);
  for (let index = 1; index < marginal.length; index += 1) {
    const previous = marginal[index - 1]!;
    const row = marginal[index]!;
    const chained = previous.baseTax + multiplyRate(row.atLeast - previous.atLeast, previous.rate);
    expect(Math.abs(chained - row.baseTax), `row over ${row.atLeast / 100}`).toBeLessThanOrEqual(
      toleranceCents,
    );
  }
}

// The printed bases round as they go: up to 2 dollars off the chained value in 1/23 (state-2025
// notes 2.4) and 2.61 dollars in 1/26 (married, the row at 211,550, so in both transcriptions).
describe.each([
  ['1/23', ON, 200],
  ['1/26', ON_2026, 300],
])('NYS-50-T-NYS (%s) annual table bases chain', (_edition, on, toleranceCents) => {
  test.each(['single', 'married'] as const)('%s', (status) => {
    expectChained(
      resolveParameter(NY_RULE.parameters.rateTables, on).value[status],
      toleranceCents,
    );
  });
});

// Tables whose printed bases are whole dollars rounded from the exact chain, so each is within a
// dollar of the printed base before it plus its row: NYS-50-T-NYC (183.60 prints 184, then 388.35
// prints 388; one table for single and married) and the Missouri formula (2026: 1,348 x 2% = 26.96
// prints 27).
describe.each([
  ['NYS-50-T-NYC (1/18)', NY_RULE.parameters.nycRateTable, ON],
  ['NYS-50-T-NYC (1/26)', NY_RULE.parameters.nycRateTable, ON_2026],
  ['Missouri Withholding Tax Formula (2025)', MO_RULE.parameters.rateSchedule, ON],
  ['Missouri Withholding Tax Formula (2026)', MO_RULE.parameters.rateSchedule, ON_2026],
] as const)('%s annual table bases chain', (_edition, table, on) => {
  test('every row', () => {
    expectChained(resolveParameter(table, on).value, 100);
  });
});

describe('parameter catalogue', () => {
  test('every value is dated, unit-tagged and cited', () => {
    expect(TAX_PARAMETERS.length).toBeGreaterThan(40);
    for (const parameter of TAX_PARAMETERS) {
      expect(parameter.values.length, parameter.name).toBeGreaterThan(0);
      for (const value of parameter.values) {
        expect(value.effectiveFrom, parameter.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(value.unit, parameter.name).toBeTruthy();
        expect(value.citation.length, parameter.name).toBeGreaterThan(20);
      }
    }
  });

  test('parameter names are unique', () => {
    const names = TAX_PARAMETERS.map((parameter) => parameter.name);
    expect(new Set(names).size).toBe(names.length);
  });

  test('the registry is the one list of states without a wage income tax', () => {
    const withoutTax = Object.values(STATE_RULES).filter((rule) => !rule.hasWageIncomeTax);
    expect(withoutTax.map((rule) => rule.code).sort()).toEqual([
      'AK',
      'FL',
      'NH',
      'NV',
      'SD',
      'TN',
      'TX',
      'WA',
      'WY',
    ]);
    expect(withoutTax.every((rule) => !hasWageIncomeTax(rule.code))).toBe(true);
    expect(hasWageIncomeTax('CA') && hasWageIncomeTax('NY')).toBe(true);
  });

  test('resolveParameter picks the value in force and refuses dates before the first', () => {
    const parameter = defineParameter('test.rate', 'a rate that changes', [
      { effectiveFrom: '2025-01-01', value: 1, unit: 'ppm', citation: 'first value for the test' },
      { effectiveFrom: '2026-01-01', value: 2, unit: 'ppm', citation: 'second value for the test' },
    ]);
    expect(resolveParameter(parameter, '2025-12-31').value).toBe(1);
    expect(resolveParameter(parameter, '2026-01-01').value).toBe(2);
    expect(resolveParameter(parameter, '2030-06-01').value).toBe(2);
    expect(() => resolveParameter(parameter, '2024-12-31')).toThrow(/No value of test.rate/);
  });

  test('a group leaves out a parameter absent before its first value, and refuses any other', () => {
    const later = {
      ...defineParameter('test.begins-later', 'a premium that begins in 2026', [
        {
          effectiveFrom: '2026-01-01',
          value: 3,
          unit: 'ppm',
          citation: 'first value for the test',
        },
      ]),
      isAbsentBeforeFirstValue: true,
    };
    const always = defineParameter('test.always', 'a rate in force from 2025', [
      { effectiveFrom: '2025-01-01', value: 1, unit: 'ppm', citation: 'first value for the test' },
    ]);
    expect(resolveParameterGroup({ always, later }, '2025-12-31')).toEqual({
      always: always.values[0],
    });
    expect(resolveParameterGroup({ always, later }, '2026-01-01')).toEqual({
      always: always.values[0],
      later: later.values[0],
    });
    expect(() =>
      resolveParameterGroup(
        { always, later: { ...later, isAbsentBeforeFirstValue: false } },
        '2025-12-31',
      ),
    ).toThrow(/No value of test.begins-later/);
  });
});

describe('display constants', () => {
  test('the Dashboard card: first four single brackets of Rev. Proc. 2024-40, open-ended top', () => {
    const single = INCOME_TAX_RATE_SCHEDULES_2025.brackets.value.single;
    expect(single.slice(0, 4)).toEqual([
      { rate: 100_000, from: 0, to: 1_192_500 },
      { rate: 120_000, from: 1_192_500, to: 4_847_500 },
      { rate: 220_000, from: 4_847_500, to: 10_335_000 },
      { rate: 240_000, from: 10_335_000, to: 19_730_000 },
    ]);
    expect(single.at(-1)).toEqual({ rate: 370_000, from: 62_635_000, to: null });
    expect(INCOME_TAX_RATE_SCHEDULES_2025.brackets.value['married-joint'][0]).toEqual({
      rate: 100_000,
      from: 0,
      to: 2_385_000,
    });
    expect(INCOME_TAX_RATE_SCHEDULES_2025.standardDeductions.value).toEqual({
      single: 1_500_000,
      'married-separate': 1_500_000,
      'married-joint': 3_000_000,
      'head-of-household': 2_250_000,
    });
    expect(INCOME_TAX_RATE_SCHEDULES_2025.brackets.citation).toMatch(/Rev\. Proc\. 2024-40/);
  });

  test('the rate box and Compliance Center figures', () => {
    const rates = PAYROLL_TAX_RATES_2025;
    expect(rates.taxYear).toBe(2025);
    expect(rates.socialSecurityRate.value).toBe(62_000);
    expect(rates.socialSecurityWageBase.value).toBe(17_610_000);
    expect(rates.medicareRate.value).toBe(14_500);
    expect(rates.additionalMedicareRate.value).toBe(9_000);
    expect(rates.additionalMedicareThreshold.value).toBe(20_000_000);
    expect(rates.futaNetRate.value).toBe(6_000);
    expect(rates.futaWageBase.value).toBe(700_000);
    expect(rates.futaCreditReduction.value.CA).toBe(12_000);
    expect(rates.supplementalFlatRate.value).toBe(220_000);
    expect(rates.supplementalMandatoryRate.value).toBe(370_000);
    expect(rates.supplementalMandatoryThreshold.value).toBe(100_000_000);
    for (const value of Object.values(rates)) {
      if (typeof value === 'object') expect(value.citation.length).toBeGreaterThan(20);
    }
  });
});
