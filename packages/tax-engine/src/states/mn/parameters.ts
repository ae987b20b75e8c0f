import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

// Sources (for docs/tax-coverage.md): the $5,200 allowance and both tables agree in the Microsoft Dynamics
// GP U.S. 2025 Payroll Tax Update and Bloomberg Tax (Jan. 2025); every threshold less the zero band equals a
// 2025 statutory bracket; the formula's steps are those of earlier editions' computer formula.

/** Minnesota's two annual schedules; "married, withhold at the higher single rate" uses single. */
export type MnScheduleStatus = 'single' | 'married';

const INSTRUCTIONS =
  'Minnesota Department of Revenue, 2025 Minnesota Withholding Tax Instructions and Tables, computer formula';

export const MN_ALLOWANCE = defineParameter(
  'us.states.mn.withholding.allowance',
  'Value of one W-4MN allowance, subtracted from annualised wages',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${INSTRUCTIONS}: $5,200 for each W-4MN allowance`,
      value: usd(5_200),
    },
  ],
);

export const MN_RATE_SCHEDULES = defineParameter<Record<MnScheduleStatus, WithholdingTable>>(
  'us.states.mn.withholding.rate-schedules',
  'Annual withholding schedules after allowances, by W-4MN status',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `${INSTRUCTIONS}, annual tax tables (single; married)`,
      value: {
        single: {
          boundary: 'over',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(4_550, 0, '5.35'),
            tableRow(37_120, '1742.50', '6.80'),
            tableRow(111_540, '6803.06', '7.85'),
            tableRow(203_180, '13996.80', '9.85'),
          ],
        },
        married: {
          boundary: 'over',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(14_300, 0, '5.35'),
            tableRow(61_920, '2547.67', '6.80'),
            tableRow(203_480, '12173.75', '7.85'),
            tableRow(344_710, '23260.31', '9.85'),
          ],
        },
      },
    },
  ],
);

export const MN_SUPPLEMENTAL_RATE = defineParameter(
  'us.states.mn.withholding.supplemental-rate',
  'Flat rate on supplemental wages paid separately',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${INSTRUCTIONS}, supplemental payments: 6.25%`,
      value: percent('6.25'),
    },
  ],
);

/** Minnesota's parameters as the rule reads them, resolved at the pay date. */
export const MN_PARAMETERS = {
  allowance: MN_ALLOWANCE,
  rateSchedules: MN_RATE_SCHEDULES,
  supplementalRate: MN_SUPPLEMENTAL_RATE,
};
