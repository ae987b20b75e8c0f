import { defineParameter, percent } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

// Sources (for docs/tax-coverage.md): the three 2025 schedules agree in the NFC bulletin of March 2025
// and the Microsoft Dynamics GP U.S. 2025 Payroll Tax Update; the supplemental rate is ARM 42.17.133(3).

/** Montana's three annual schedules, by the employee's filing status on Form MW-4. */
export type MtScheduleStatus = 'single' | 'married' | 'head-of-household';

const GUIDE =
  'Montana Department of Revenue, Montana Employer and Information Agent Guide with Montana Withholding Tax Tables (2025)';

export const MT_RATE_SCHEDULES = defineParameter<Record<MtScheduleStatus, WithholdingTable>>(
  'us.states.mt.withholding.rate-schedules',
  'Annual withholding schedules on wages, by filing status (the standard deduction is the 0% band)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `${GUIDE}, annual withholding formulas (Admin. R. Mont. 42.17.105(2) as adjusted for 2025): single or married filing separately; married filing jointly; head of household`,
      value: {
        single: {
          boundary: 'at-least',
          rows: [tableRow(0, 0, '0'), tableRow(15_000, 0, '4.7'), tableRow(36_100, 992, '5.9')],
        },
        married: {
          boundary: 'at-least',
          rows: [tableRow(0, 0, '0'), tableRow(30_000, 0, '4.7'), tableRow(72_200, 1_983, '5.9')],
        },
        'head-of-household': {
          boundary: 'at-least',
          rows: [tableRow(0, 0, '0'), tableRow(22_500, 0, '4.7'), tableRow(54_200, 1_490, '5.9')],
        },
      },
    },
  ],
);

export const MT_SUPPLEMENTAL_RATE = defineParameter(
  'us.states.mt.withholding.supplemental-rate',
  'Flat rate the employer may withhold on supplemental wages instead of aggregating them',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: 'Admin. R. Mont. 42.17.133(3): supplemental wages at the rate of five percent',
      value: percent('5'),
    },
  ],
);

/** Montana's parameters as the rule reads them, resolved at the pay date. */
export const MT_PARAMETERS = {
  rateSchedules: MT_RATE_SCHEDULES,
  supplementalRate: MT_SUPPLEMENTAL_RATE,
};
