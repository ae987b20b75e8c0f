import { useWorkingToday } from '../../hooks/use-working-today';

/**
 * The header's tax year: the year of the company's working today, so a company practising in 2025
 * or paying today in 2026 reads its own year (issue 30, item 2).
 */
export function TaxYearLabel() {
  return <>{useWorkingToday().slice(0, 4)} Tax Year | Updated with latest IRS rates</>;
}
