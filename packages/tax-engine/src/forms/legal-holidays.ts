/**
 * Legal holidays that move a federal filing deadline, by year, on the day they are observed: the
 * legal public holidays of 5 U.S.C. 6103(a) (one falling on a Saturday is observed the Friday
 * before, on a Sunday the Monday after: 5 U.S.C. 6103(b), Executive Order 11582) and DC
 * Emancipation Day, April 16 (D.C. Code 1-612.02), because IRS Pub 509 counts a legal holiday in
 * the District of Columbia. Years outside the table move deadlines for weekends only; add a year
 * before its deadlines are shown.
 */
export const LEGAL_HOLIDAYS_BY_YEAR: Readonly<Record<number, readonly string[]>> = {
  2025: [
    '2025-01-01',
    '2025-01-20',
    '2025-02-17',
    '2025-04-16',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-10-13',
    '2025-11-11',
    '2025-11-27',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-04-16',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03',
    '2026-09-07',
    '2026-10-12',
    '2026-11-11',
    '2026-11-26',
    '2026-12-25',
  ],
  // New Year's Day 2028 is a Saturday: observed on Friday, December 31, 2027.
  2027: [
    '2027-01-01',
    '2027-01-18',
    '2027-02-15',
    '2027-04-16',
    '2027-05-31',
    '2027-06-18',
    '2027-07-05',
    '2027-09-06',
    '2027-10-11',
    '2027-11-11',
    '2027-11-25',
    '2027-12-24',
    '2027-12-31',
  ],
  2028: [
    '2028-01-17',
    '2028-02-21',
    '2028-04-17',
    '2028-05-29',
    '2028-06-19',
    '2028-07-04',
    '2028-09-04',
    '2028-10-09',
    '2028-11-10',
    '2028-11-23',
    '2028-12-25',
  ],
};

export function isLegalHoliday(date: string): boolean {
  return LEGAL_HOLIDAYS_BY_YEAR[Number(date.slice(0, 4))]?.includes(date) ?? false;
}
