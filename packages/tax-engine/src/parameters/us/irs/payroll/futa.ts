import type { RatePpm } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../../parameter';

export const FUTA_GROSS_RATE = defineParameter(
  'us.irs.payroll.futa.rate.gross',
  'FUTA tax rate before the state unemployment credit',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('6.0'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2025), section 14: "For 2025, the FUTA tax rate is 6.0%"; 26 U.S.C. 3301',
    },
  ],
);

export const FUTA_MAXIMUM_CREDIT_RATE = defineParameter(
  'us.irs.payroll.futa.rate.maximum-credit',
  'Credit against FUTA for state unemployment tax paid in full and on time',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('5.4'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2025), section 14: credit of up to 5.4% for state unemployment tax, so the net FUTA rate is 0.6%; Form 940 (2025) line 8 (x 0.006)',
    },
  ],
);

export const FUTA_WAGE_BASE = defineParameter(
  'us.irs.payroll.futa.wage-base',
  'Wages subject to FUTA per employee per calendar year',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(7_000),
      unit: 'cents/year',
      citation:
        'IRS Pub 15 (2025), section 14: "The tax applies to the first $7,000 you pay to each employee as wages during the year"',
    },
  ],
);

/**
 * Settled once a year on Form 940 Schedule A, never per paycheck; held so the 940 builder and the
 * Compliance Center can show it.
 */
export const FUTA_CREDIT_REDUCTION = defineParameter<Readonly<Record<string, RatePpm>>>(
  'us.irs.payroll.futa.credit-reduction',
  'FUTA credit reduction by state for Form 940 Schedule A',
  [
    {
      effectiveFrom: '2025-01-01',
      value: { CA: percent('1.2'), VI: percent('4.5') },
      unit: 'ppm-by-state',
      citation:
        'Form 940 Schedule A (2025), credit reduction states (U.S. Department of Labor, FUTA credit reductions for 2025): CA 1.2%, VI 4.5%; CT and NY 0.0% after repaying by 2025-11-10',
    },
  ],
);
