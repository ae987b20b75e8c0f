import { describe, expect, it } from 'vitest';
import type { Form941Lines, TaxYearCoverageWire } from '@paylab/shared';
import {
  getDeadlineItems,
  getFederalRateReference,
  getYearUpdates,
  listCarriedForward,
  type QuarterlyFiling,
} from './compliance-content';

/** A quarter's 941 as Tax Forms answers it; only lines 12-14 matter to the deadlines. */
function filing(
  quarter: 1 | 2 | 3 | 4,
  filedDate: string | null,
  { line12 = '2469.00', line13 = '0.00', line14 = '2469.00' } = {},
): QuarterlyFiling {
  return {
    taxYear: 2026,
    quarter,
    filedDate,
    lines: { line12, line13, line14 } as unknown as Form941Lines,
  };
}

const find = (items: ReturnType<typeof getDeadlineItems>, id: string) =>
  items.find((item) => item.id === id)!;

describe('getDeadlineItems: 941 deadlines from the filing records (issue 27, item 10)', () => {
  it.each([
    [
      // Q1 2026 due Thu Apr 30; on Jun 10 that is 1 month (to May 30) and part of a second: 2 x 5%
      // of 2,469.00 = 246.90.
      'an unfiled 941 past its due date is overdue, with 5% of line 14 per month or part of one',
      filing(1, null),
      { status: 'overdue', filedDate: null },
      { amount: 24_690, monthsLate: 2, balanceDue: 246_900, deposits: 0 },
    ],
    [
      // Filed May 15 with 1,000.00 deposited: one month late, 5% of the 1,469.00 balance = 73.45.
      'a 941 filed late is completed and keeps its estimate',
      filing(1, '2026-05-15', { line13: '1000.00', line14: '1469.00' }),
      { status: 'completed', filedDate: '2026-05-15' },
      { amount: 7_345, monthsLate: 1, balanceDue: 146_900, deposits: 100_000 },
    ],
  ])('%s', (_name, record, state, penalty) => {
    const q1 = find(getDeadlineItems('2026-06-10', [record]), '2026-941-q1');
    expect(q1).toMatchObject(state);
    expect(q1.penalty).toEqual(penalty);
  });

  it('a 941 is completed only once marked filed, with no penalty when filed on time', () => {
    const onTime = find(getDeadlineItems('2026-06-10', [filing(1, '2026-04-28')]), '2026-941-q1');
    expect(onTime).toMatchObject({ status: 'completed', filedDate: '2026-04-28', penalty: null });
  });

  it('a past quarter with no return on record is not completed: it had no payroll', () => {
    expect(find(getDeadlineItems('2026-06-10', []), '2026-941-q1').status).toBe('no-payroll');
  });

  it('upcoming, and still current through the next business day after a weekend due date', () => {
    expect(find(getDeadlineItems('2026-06-10', [filing(2, null)]), '2026-941-q2').status).toBe(
      'upcoming',
    );
    // Q3 2026 is due Saturday Oct 31, timely through Monday Nov 2.
    const sunday = find(getDeadlineItems('2026-11-01', [filing(3, null)]), '2026-941-q3');
    expect(sunday).toMatchObject({ status: 'current', penalty: null });
    expect(find(getDeadlineItems('2026-11-03', [filing(3, null)]), '2026-941-q3').status).toBe(
      'overdue',
    );
  });

  it('a filing PayLab keeps no record of reads "passed" after its date, never completed', () => {
    const items = getDeadlineItems('2027-02-20', []);
    expect(find(items, '2026-w2-w3').status).toBe('passed');
    expect(find(items, '2026-940').status).toBe('passed');
    // Spec section 4: the W-2 item is overdue whenever the month is January.
    expect(find(getDeadlineItems('2027-01-20', []), '2026-w2-w3').status).toBe('overdue');
  });
});

const valueOf = (lines: { label: string; value: string }[], label: string) =>
  lines.find((line) => line.label === label)?.value;

describe("the chosen year's rates and updates (issue 30)", () => {
  it("gives each year's wage base and first single bracket, citing that year's publication", () => {
    const of2025 = getFederalRateReference('2025-11-27');
    const of2026 = getFederalRateReference('2026-11-27');
    // SSA: $176,100 for 2025, $184,500 for 2026; Rev. Proc. 2024-40 and 2025-32.
    expect(valueOf(of2025, 'Social Security wage base')).toBe('$176,100.00');
    expect(valueOf(of2026, 'Social Security wage base')).toBe('$184,500.00');
    expect(valueOf(of2025, 'Single bracket 10.00%')).toBe('$0.00 – $11,925.00');
    expect(valueOf(of2026, 'Single bracket 10.00%')).toBe('$0.00 – $12,400.00');
    expect(of2026.find((line) => line.label === 'Social Security wage base')?.citation).toMatch(
      /Pub 15 \(2026\)/,
    );
  });

  it('says how the wage base rose, and what changed on the W-2 and 941 of the year', () => {
    const updates = getYearUpdates('2026-11-27');
    expect(valueOf(updates, 'Social Security wage base')).toBe(
      '$184,500.00 (up from $176,100.00 in 2025)',
    );
    expect(valueOf(updates, 'Forms W-2 for 2026')).toMatch(/14a .* 14b .* TT/);
    expect(valueOf(updates, 'Form 941 for 2026')).toMatch(/15a-15e/);
    // PayLab holds no 2024 value to compare 2025's with, and the 2025 Form 941 changed nothing.
    const of2025 = getYearUpdates('2025-11-27');
    expect(valueOf(of2025, 'Social Security wage base')).toBe('$176,100.00');
    expect(valueOf(of2025, 'Forms W-2 for 2025')).toMatch(/^Unchanged by the July 2025 law/);
    expect(valueOf(of2025, 'Form 941 for 2025')).toBeUndefined();
  });

  it("states Form 940's 2025 change in 2025 only: 2026 prints the 2025 edition", () => {
    expect(valueOf(getYearUpdates('2025-11-27'), 'Form 940 for 2025')).toMatch(/15a-15e/);
    expect(valueOf(getYearUpdates('2026-11-27'), 'Form 940 for 2026')).toBeUndefined();
  });

  it('names the year a carried FUTA credit reduction list comes from', () => {
    const modelled = { name: 'x', status: 'modelled', valuesYear: 2026, carriedForward: [] };
    const coverage = {
      year: 2026,
      federal: modelled,
      fica: modelled,
      form940: {
        ...modelled,
        name: 'FUTA credit reduction states',
        status: 'carried-forward',
        valuesYear: 2025,
      },
      benefits: modelled,
      deductionTreatment: modelled,
      specSimplified: modelled,
      states: [
        { ...modelled, code: 'CA', name: 'California' },
        { ...modelled, code: 'IL', name: 'Illinois', status: 'carried-forward', valuesYear: 2025 },
      ],
    } as TaxYearCoverageWire;
    expect(valueOf(getYearUpdates('2026-11-27', coverage), 'FUTA credit reduction states')).toBe(
      'CA 1.20%, VI 4.50% (the 2025 list: the Department of Labor names the 2026 states in November)',
    );
    expect(listCarriedForward(coverage)).toEqual([
      { name: 'FUTA credit reduction states', valuesYear: 2025 },
      { name: 'Illinois', valuesYear: 2025 },
    ]);
  });
});
