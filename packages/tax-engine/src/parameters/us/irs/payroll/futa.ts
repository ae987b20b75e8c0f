/*
 * 2026 values: the rates and the $7,000 wage base are unchanged and statutory (26 U.S.C. 3301,
 * 3302, 3306(b)(1)); the Pub 15 (2026) wording is quoted from public copies of the publication, not
 * from the IRS PDF itself.
 *
 * FUTA_CREDIT_REDUCTION has no 2026 value: the Department of Labor names the 2026 credit reduction
 * states only after the November 10, 2026 repayment deadline, and no final 2026 list (nor a final
 * 2026 Schedule A) could be found. The 2025 list (CA 1.2%, VI 4.5%) therefore stays in force for
 * 2026 pay dates. DOL's potential 2026 list names California (1.5%) and the Virgin Islands (4.8%).
 * Add the final list as a 2026-01-01 value when it is published.
 */
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
    {
      effectiveFrom: '2026-01-01',
      value: percent('6.0'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2026), section 14: "For 2026, the FUTA tax rate is 6.0%"; 26 U.S.C. 3301',
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
    {
      effectiveFrom: '2026-01-01',
      value: percent('5.4'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2026), section 14: credit of up to 5.4% for state unemployment tax, so the net FUTA rate is 0.6%; 26 U.S.C. 3302',
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
    {
      effectiveFrom: '2026-01-01',
      value: usd(7_000),
      unit: 'cents/year',
      citation:
        'IRS Pub 15 (2026), section 14: "The tax applies to the first $7,000 you pay to each employee as wages during the year"; 26 U.S.C. 3306(b)(1)',
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
