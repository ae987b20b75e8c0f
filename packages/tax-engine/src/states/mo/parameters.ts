import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

// Sources (for docs/tax-coverage.md): deductions, table and the 4.7% supplemental rate agree in the
// Microsoft Dynamics GP U.S. 2025 Payroll Tax Update, Bloomberg Tax (Nov. 2024) and Dayforce's 2025
// tax-table notice; the DOR PDF itself was not read.

/** The filing statuses of Form MO W-4 (2025), line 1. */
export type MoFilingStatus = 'single' | 'married-spouse-not-working' | 'head-of-household';

const FORMULA = 'Missouri Department of Revenue, 2025 Missouri Withholding Tax Formula';

export const MO_STANDARD_DEDUCTION = defineParameter<Record<MoFilingStatus, Cents>>(
  'us.states.mo.withholding.standard-deduction',
  'Annual standard deduction by MO W-4 filing status',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${FORMULA}, step 1, standard deduction: $15,000 single, married spouse working or filing separately; $30,000 married spouse not working; $22,500 head of household`,
      value: {
        single: usd(15_000),
        'married-spouse-not-working': usd(30_000),
        'head-of-household': usd(22_500),
      },
    },
  ],
);

export const MO_RATE_SCHEDULE = defineParameter<WithholdingTable>(
  'us.states.mo.withholding.rate-schedule',
  'Annual withholding rate schedule on Missouri taxable income, all statuses',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `${FORMULA}, step 2, annual payroll period rate table`,
      value: {
        boundary: 'over',
        rows: [
          tableRow(0, 0, '0'),
          tableRow(1_313, 0, '2'),
          tableRow(2_626, 26, '2.5'),
          tableRow(3_939, 59, '3'),
          tableRow(5_252, 98, '3.5'),
          tableRow(6_565, 144, '4'),
          tableRow(7_878, 197, '4.5'),
          tableRow(9_191, 256, '4.7'),
        ],
      },
    },
  ],
);

export const MO_SUPPLEMENTAL_RATE = defineParameter(
  'us.states.mo.withholding.supplemental-rate',
  'Flat rate on supplemental wages paid separately',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${FORMULA}, supplemental wages: 4.7%`,
      value: percent('4.7'),
    },
  ],
);

/** Missouri's parameters as the rule reads them, resolved at the pay date. */
export const MO_PARAMETERS = {
  standardDeduction: MO_STANDARD_DEDUCTION,
  rateSchedule: MO_RATE_SCHEDULE,
  supplementalRate: MO_SUPPLEMENTAL_RATE,
};
