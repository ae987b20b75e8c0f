import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

/** W-4N offers two statuses; head of household checks "Single" (W-4N note under line 3). */
export type NeWithholdingStatus = 'single' | 'married';

const CIRCULAR_EN = '2025 Nebraska Circular EN, Percentage Method, annual payroll period';

export const NE_PARAMETERS = {
  allowance: defineParameter(
    'us.states.ne.withholding.allowance',
    'Value of one W-4N withholding allowance, annual',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${CIRCULAR_EN}: withholding allowance $2,360`,
        value: usd(2_360),
      },
    ],
  ),
  rateTables: defineParameter<Readonly<Record<NeWithholdingStatus, WithholdingTable>>>(
    'us.states.ne.withholding.rate-tables',
    'Annual percentage-method tables ("over ... but not over"); the first row is the zero band',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${CIRCULAR_EN}, Single and Married tables`,
        value: {
          single: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '0'),
              tableRow(3_310, 0, '2.26'),
              tableRow(6_480, '71.64', '3.22'),
              tableRow(21_050, '540.79', '4.91'),
              tableRow(30_510, '1005.28', '5.07'),
              tableRow(38_740, '1422.54', '5.23'),
              tableRow(72_750, '3201.26', '5.37'),
            ],
          },
          married: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '0'),
              tableRow(7_910, 0, '2.26'),
              tableRow(12_560, '105.09', '3.22'),
              tableRow(31_270, '707.55', '4.91'),
              tableRow(48_650, '1560.91', '5.07'),
              tableRow(60_360, '2154.61', '5.23'),
              tableRow(80_040, '3183.87', '5.37'),
            ],
          },
        },
      },
    ],
  ),
  minimumShare: defineParameter(
    'us.states.ne.withholding.minimum-share',
    'Minimum withholding: this share of what a single employee with 1 allowance (married: 2) would owe',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'Circular EN, minimum withholding (LB 223): one half of the single/1 or married/2 amount unless the employee justifies less',
        value: percent('50'),
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.ne.withholding.supplemental-rate',
    'Flat rate on supplemental wages paid separately',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: '2025 Nebraska Circular EN, supplemental wages: 5%',
        value: percent('5'),
      },
    ],
  ),
};
