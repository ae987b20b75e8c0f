import { getMonthName } from '@paylab/shared/dates';
import type { ReportPeriod } from '@paylab/shared';

export interface PeriodOption {
  value: ReportPeriod;
  label: string;
}

/** Spec section 2: the period select, applied to each paycheck's pay date (ADR 0034), as the 941 is. */
const CURRENT_YEAR_LABELS: Readonly<Record<ReportPeriod, string>> = {
  'current-month': 'Current Month',
  'last-month': 'Last Month',
  'current-quarter': 'Current Quarter',
  'current-year': 'Current Year',
};

/**
 * The period select's options for `year` on `today` (the company's working today). In the current
 * year they are the spec's; in another, the server counts the same periods around today's date of
 * that year, so they name the month, quarter and year they cover ("November 2025", "Q4 2025").
 */
export function listPeriodOptions(today: string, year: number): PeriodOption[] {
  const labels =
    Number(today.slice(0, 4)) === year ? CURRENT_YEAR_LABELS : describePeriodsOf(today, year);
  return (Object.keys(CURRENT_YEAR_LABELS) as ReportPeriod[]).map((value) => ({
    value,
    label: labels[value],
  }));
}

function describePeriodsOf(today: string, year: number): Record<ReportPeriod, string> {
  const month = Number(today.slice(5, 7));
  const lastMonth = month === 1 ? `December ${year - 1}` : `${getMonthName(month - 1)} ${year}`;
  return {
    'current-month': `${getMonthName(month)} ${year}`,
    'last-month': lastMonth,
    'current-quarter': `Q${Math.ceil(month / 3)} ${year}`,
    'current-year': `All of ${year}`,
  };
}
