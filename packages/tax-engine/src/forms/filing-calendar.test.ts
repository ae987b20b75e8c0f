import { describe, expect, test } from 'vitest';

import {
  getComplianceItemStatus,
  getFederalFilingDeadlines,
  getFilingDeadlinesAround,
  getForm941DueDate,
  getForm941Line1Date,
  getQuarterlyReportStatus,
  getQuarterOfDate,
  getLastTimelyFilingDate,
  getNextBusinessDay,
  isQuarterlyReportLate,
} from './index';

describe('filing calendar', () => {
  test("the spec's quarter due dates (section 9)", () => {
    expect([1, 2, 3, 4].map((quarter) => getForm941DueDate(2025, quarter))).toEqual([
      '2025-04-30',
      '2025-07-31',
      '2025-10-31',
      '2026-01-31',
    ]);
    expect(() => getForm941DueDate(2025, 5)).toThrow(/quarter/);
  });

  test('quarters of dates and the line 1 reference dates', () => {
    expect(
      ['2025-01-01', '2025-03-31', '2025-04-01', '2025-09-30', '2025-12-31'].map(getQuarterOfDate),
    ).toEqual([1, 1, 2, 3, 4]);
    expect([1, 2, 3, 4].map((quarter) => getForm941Line1Date(2025, quarter))).toEqual([
      '2025-03-12',
      '2025-06-12',
      '2025-09-12',
      '2025-12-12',
    ]);
  });

  test('a deadline on a weekend moves to the Monday after (26 U.S.C. 7503)', () => {
    // 2025-04-30 Wednesday; 2026-01-31 Saturday; 2027-01-31 Sunday; 2025-05-10 Saturday (forms-2025 notes 4.2).
    expect(
      ['2025-04-30', '2026-01-31', '2027-01-31', '2025-05-10'].map(getLastTimelyFilingDate),
    ).toEqual(['2025-04-30', '2026-02-02', '2027-02-01', '2025-05-12']);
  });

  test('a deadline on a legal holiday, or on a weekend before one, moves to the next business day (IRS Pub 509)', () => {
    // 2027-02-15 Presidents' Day (a Monday); 2026-02-15 a Sunday before Presidents' Day; 2026-07-03 the
    // observed Independence Day (a Friday); 2025-04-16 DC Emancipation Day; 2026-04-15 an ordinary Wednesday.
    expect(
      ['2027-02-15', '2026-02-15', '2026-07-03', '2025-04-16', '2026-04-15'].map(
        getNextBusinessDay,
      ),
    ).toEqual(['2027-02-16', '2026-02-17', '2026-07-06', '2025-04-17', '2026-04-15']);
    expect(getLastTimelyFilingDate('2027-02-15')).toBe('2027-02-16');
  });

  test('a quarterly report is late only when unfiled after its due date', () => {
    expect(isQuarterlyReportLate({ dueDate: '2025-04-30', filedDate: null }, '2025-04-30')).toBe(
      false,
    );
    expect(isQuarterlyReportLate({ dueDate: '2025-04-30', filedDate: null }, '2025-05-01')).toBe(
      true,
    );
    expect(
      isQuarterlyReportLate({ dueDate: '2025-04-30', filedDate: '2025-06-01' }, '2025-07-01'),
    ).toBe(false);
    // Q4 2025: due Jan 31, 2026, a Saturday, so timely through Monday Feb 2 (forms-2025 notes 4.2).
    expect(isQuarterlyReportLate({ dueDate: '2026-01-31', filedDate: null }, '2026-02-02')).toBe(
      false,
    );
    expect(isQuarterlyReportLate({ dueDate: '2026-01-31', filedDate: null }, '2026-02-03')).toBe(
      true,
    );
    expect(getQuarterlyReportStatus({ filedDate: '2025-04-20', isLate: false })).toBe('filed');
    expect(getQuarterlyReportStatus({ filedDate: null, isLate: true })).toBe('late');
    expect(getQuarterlyReportStatus({ filedDate: null, isLate: false })).toBe('due');
  });

  test('the W-2 item of a year is due January 31 of the next', () => {
    const w2 = getFederalFilingDeadlines(2025).find((item) => item.id === 'w2-w3')!;
    expect(w2.dueDate).toBe('2026-01-31');
  });

  // The W-2 item is overdue whenever the current month is January (spec section 4); other items
  // are upcoming, current within 30 days, completed after the date.
  test.each([
    { id: 'w2-w3', today: '2026-01-05', status: 'overdue' },
    { id: 'w2-w3', today: '2027-01-20', status: 'overdue' },
    { id: 'w2-w3', today: '2025-11-01', status: 'upcoming' },
    // 2025-12-31 + 30 days = 2026-01-30, still before the due date; from January 1 the spec's rule wins.
    { id: 'w2-w3', today: '2025-12-31', status: 'upcoming' },
    { id: 'w2-w3', today: '2026-01-31', status: 'overdue' },
    { id: 'w2-w3', today: '2026-02-01', status: 'completed' },
    { id: '941-q1', today: '2025-03-30', status: 'upcoming' },
    { id: '941-q1', today: '2025-03-31', status: 'current' },
    { id: '941-q1', today: '2025-04-30', status: 'current' },
    { id: '941-q1', today: '2025-05-01', status: 'completed' },
    { id: '941-q1', today: '2025-01-10', status: 'upcoming' },
  ])('the 2025 $id item on $today is $status', ({ id, today, status }) => {
    const item = getFederalFilingDeadlines(2025).find((entry) => entry.id === id)!;
    expect(getComplianceItemStatus(item, today)).toBe(status);
  });

  test('deadlines come in date order', () => {
    const dates = getFederalFilingDeadlines(2025).map((item) => item.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toEqual([
      '2025-04-30',
      '2025-07-31',
      '2025-10-31',
      '2026-01-31',
      '2026-01-31',
      '2026-01-31',
      '2026-02-17',
    ]);
  });

  test('the deadlines around a day: the last 90 days and the year ahead, across two tax years', () => {
    // 2026-11-22: 90 days back is 2026-08-24, a year ahead 2027-11-22.
    const items = getFilingDeadlinesAround('2026-11-22');
    expect(items.map((item) => [item.id, item.dueDate])).toEqual([
      ['2026-941-q3', '2026-10-31'],
      ['2026-941-q4', '2027-01-31'],
      ['2026-w2-w3', '2027-01-31'],
      ['2026-940', '2027-01-31'],
      // February 15, 2027 is Presidents' Day: the renewal is due the day after.
      ['2026-w4-exempt', '2027-02-16'],
    ]);
    expect(items.map((item) => getComplianceItemStatus(item, '2026-11-22'))).toEqual([
      'completed',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    // In January the year-end items of the year before are still listed; the W-2 item is overdue (spec section 4).
    const january = getFilingDeadlinesAround('2026-01-10');
    const w2 = january.find((item) => item.id === '2025-w2-w3')!;
    expect(getComplianceItemStatus(w2, '2026-01-10')).toBe('overdue');
    expect(january.find((item) => item.id === '2025-941-q4')).toMatchObject({
      dueDate: '2026-01-31',
    });
    expect(
      getComplianceItemStatus(
        january.find((item) => item.id === '2025-941-q4')!,
        '2026-01-10',
      ),
    ).toBe('current');
  });
});
