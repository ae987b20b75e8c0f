import type { Cents } from '@paylab/shared/money';

import { defineParameter, usd } from '../../../parameter';
import { tableRow, type WithholdingTable } from '../../../schedules';

/** The three Pub 15-T table columns; married filing separately always uses the single column. */
export type FederalTableStatus =
  'single-or-married-separate' | 'married-joint' | 'head-of-household';

export const LINE_1G_AMOUNT = defineParameter<Readonly<Record<FederalTableStatus, Cents>>>(
  'us.irs.income-tax.withholding.worksheet-1a.line-1g',
  'Worksheet 1A line 1g: amount added to Step 4(b) when the Step 2 box is not checked',
  [
    {
      effectiveFrom: '2025-01-01',
      value: {
        'married-joint': usd(12_900),
        'single-or-married-separate': usd(8_600),
        'head-of-household': usd(8_600),
      },
      unit: 'cents/year',
      citation:
        'IRS Pub 15-T (2025), section 1, Worksheet 1A line 1g: $12,900 if married filing jointly, $8,600 otherwise',
    },
  ],
);

export const LINE_1K_ALLOWANCE = defineParameter(
  'us.irs.income-tax.withholding.worksheet-1a.line-1k',
  'Worksheet 1A line 1k: annual value of one allowance on a 2019-or-earlier Form W-4',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(4_300),
      unit: 'cents/year',
      citation:
        'IRS Pub 15-T (2025), section 1, Worksheet 1A line 1k: number of allowances x $4,300',
    },
  ],
);

export const STANDARD_WITHHOLDING_TABLES = defineParameter<
  Readonly<Record<FederalTableStatus, WithholdingTable>>
>(
  'us.irs.income-tax.withholding.standard-tables',
  'Annual percentage method tables, STANDARD withholding rate schedules (W-4 Step 2 box not checked, or any 2019-or-earlier W-4)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `IRS Pub 15-T (2025), section 1, 2025 Annual Percentage Method Tables for Automated Payroll Systems, STANDARD Withholding Rate Schedules`,
      value: {
        'married-joint': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(17_100, 0, '10'),
            tableRow(40_950, '2385.00', '12'),
            tableRow(114_050, '11157.00', '22'),
            tableRow(223_800, '35302.00', '24'),
            tableRow(411_700, '80398.00', '32'),
            tableRow(518_150, '114462.00', '35'),
            tableRow(768_700, '202154.50', '37'),
          ],
        },
        'single-or-married-separate': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(6_400, 0, '10'),
            tableRow(18_325, '1192.50', '12'),
            tableRow(54_875, '5578.50', '22'),
            tableRow(109_750, '17651.00', '24'),
            tableRow(203_700, '40199.00', '32'),
            tableRow(256_925, '57231.00', '35'),
            tableRow(632_750, '188769.75', '37'),
          ],
        },
        'head-of-household': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(13_900, 0, '10'),
            tableRow(30_900, '1700.00', '12'),
            tableRow(78_750, '7442.00', '22'),
            tableRow(117_250, '15912.00', '24'),
            tableRow(211_200, '38460.00', '32'),
            tableRow(264_400, '55484.00', '35'),
            tableRow(640_250, '187031.50', '37'),
          ],
        },
      },
    },
  ],
);

export const CHECKBOX_WITHHOLDING_TABLES = defineParameter<
  Readonly<Record<FederalTableStatus, WithholdingTable>>
>(
  'us.irs.income-tax.withholding.checkbox-tables',
  'Annual percentage method tables, Form W-4 Step 2 Checkbox withholding rate schedules (2020+ W-4 with the Step 2 box checked)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `IRS Pub 15-T (2025), section 1, 2025 Annual Percentage Method Tables for Automated Payroll Systems, Form W-4, Step 2, Checkbox Withholding Rate Schedules`,
      value: {
        'married-joint': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(15_000, 0, '10'),
            tableRow(26_925, '1192.50', '12'),
            tableRow(63_475, '5578.50', '22'),
            tableRow(118_350, '17651.00', '24'),
            tableRow(212_300, '40199.00', '32'),
            tableRow(265_525, '57231.00', '35'),
            tableRow(390_800, '101077.25', '37'),
          ],
        },
        'single-or-married-separate': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(7_500, 0, '10'),
            tableRow(13_463, '596.25', '12'),
            tableRow(31_738, '2789.25', '22'),
            tableRow(59_175, '8825.50', '24'),
            tableRow(106_150, '20099.50', '32'),
            tableRow(132_763, '28615.50', '35'),
            tableRow(320_675, '94384.88', '37'),
          ],
        },
        'head-of-household': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(11_250, 0, '10'),
            tableRow(19_750, '850.00', '12'),
            tableRow(43_675, '3721.00', '22'),
            tableRow(62_925, '7956.00', '24'),
            tableRow(109_900, '19230.00', '32'),
            tableRow(136_500, '27742.00', '35'),
            tableRow(324_425, '93515.75', '37'),
          ],
        },
      },
    },
  ],
);
