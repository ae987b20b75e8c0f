import { formatMoney, parseMoney, sumCents } from '@paylab/shared/money';
import type { PayRunPreview } from '@paylab/shared';

export interface PayRunConfirmation {
  /** Employees the run pays: every employee of the run, none refused (processing needs that). */
  employeeCount: number;
  grossPay: string;
  netPay: string;
  /** Gross pay plus the employer's own taxes: Social Security, Medicare, FUTA and SUTA. */
  employerCost: string;
  payDate: string;
}

/**
 * What the administrator commits to before a pay run is written (issue 27, item 5), from the
 * preview's totals over every employee of the run, not only the page on screen.
 */
export function summarizePayRun(preview: PayRunPreview): PayRunConfirmation {
  const { totals } = preview;
  const employerTaxes = [
    totals.employer.socialSecurityTax,
    totals.employer.medicareTax,
    totals.employer.futaTax,
    totals.employer.sutaTax,
  ].map(parseMoney);
  return {
    employeeCount: preview.employeeCount - preview.errorCount,
    grossPay: totals.grossPay,
    netPay: totals.netPay,
    employerCost: formatMoney(sumCents([parseMoney(totals.grossPay), ...employerTaxes])),
    payDate: preview.payDate,
  };
}
