import type { Cents } from '@paylab/shared/money';

import { defineParameter, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

// Sources (for docs/tax-coverage.md): deductions and exemptions agree in the Microsoft Dynamics GP tax
// updates, TKT and suburbancomputer.com; the 4.4% rate for 2025 in two tax-news pages and the statutory
// phase-down (GP shows 4.7% for 2024 and 4.0% for 2026). Pub 89-700 itself was not read.

/** The marital statuses of Form 89-350, which set the standard deduction. */
export type MsFilingStatus =
  'single' | 'married-spouse-not-employed' | 'married-spouse-employed' | 'head-of-family';

const PUB_89_700 =
  'Mississippi Department of Revenue, Pub 89-700, Mississippi Employer Withholding Tax Tables and Instructions (2025), computer payroll flowchart';

export const MS_STANDARD_DEDUCTION = defineParameter<Record<MsFilingStatus, Cents>>(
  'us.states.ms.withholding.standard-deduction',
  'Annual standard deduction by Form 89-350 status',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${PUB_89_700}: standard deduction $2,300 single or married with a working spouse; $4,600 married; $3,400 head of family`,
      value: {
        single: usd(2_300),
        'married-spouse-not-employed': usd(4_600),
        'married-spouse-employed': usd(2_300),
        'head-of-family': usd(3_400),
      },
    },
  ],
);

export const MS_RATE_SCHEDULE = defineParameter<WithholdingTable>(
  'us.states.ms.withholding.rate-schedule',
  'Annual rate schedule on taxable wages after the standard deduction and exemptions',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `${PUB_89_700}: no tax on the first $10,000 of taxable wages, 4.4% on the excess (Miss. Code Ann. section 27-7-5 as amended for 2025)`,
      value: { boundary: 'over', rows: [tableRow(0, 0, '0'), tableRow(10_000, 0, '4.4')] },
    },
  ],
);

/** Mississippi's parameters as the rule reads them, resolved at the pay date. */
export const MS_PARAMETERS = {
  standardDeduction: MS_STANDARD_DEDUCTION,
  rateSchedule: MS_RATE_SCHEDULE,
};
