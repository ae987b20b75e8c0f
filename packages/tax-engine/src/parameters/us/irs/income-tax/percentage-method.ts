/*
 * 2026 values: the Pub 15-T (2026) Worksheet 1A amounts and annual tables were not read from the IRS
 * PDF itself. They agree across several independent public transcriptions of p15t--2026.pdf, and every
 * 2026 table row re-derives from Rev. Proc. 2025-32 and the 2026 Form W-4 (standard deduction less
 * line 1g; the checkbox rows are the half-width brackets), which test/cases/federal-2026.test.ts
 * checks. The line 1k allowance ($4,300) also agrees with the 2026 nonresident alien Table 1
 * ($16,100 - $4,300 = $11,800 a year).
 */
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
    {
      effectiveFrom: '2026-01-01',
      value: {
        'married-joint': usd(12_900),
        'single-or-married-separate': usd(8_600),
        'head-of-household': usd(8_600),
      },
      unit: 'cents/year',
      citation:
        'IRS Pub 15-T (2026), section 1, Worksheet 1A line 1g: $12,900 if married filing jointly, $8,600 otherwise',
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
    {
      effectiveFrom: '2026-01-01',
      value: usd(4_300),
      unit: 'cents/year',
      citation:
        'IRS Pub 15-T (2026), section 1, Worksheet 1A line 1k: number of allowances x $4,300',
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
    {
      effectiveFrom: '2026-01-01',
      unit: 'withholding-table/year',
      citation: `IRS Pub 15-T (2026), section 1, 2026 Annual Percentage Method Tables for Automated Payroll Systems, STANDARD Withholding Rate Schedules`,
      value: {
        'married-joint': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(19_300, 0, '10'),
            tableRow(44_100, '2480.00', '12'),
            tableRow(120_100, '11600.00', '22'),
            tableRow(230_700, '35932.00', '24'),
            tableRow(422_850, '82048.00', '32'),
            tableRow(531_750, '116896.00', '35'),
            tableRow(788_000, '206583.50', '37'),
          ],
        },
        'single-or-married-separate': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(7_500, 0, '10'),
            tableRow(19_900, '1240.00', '12'),
            tableRow(57_900, '5800.00', '22'),
            tableRow(113_200, '17966.00', '24'),
            tableRow(209_275, '41024.00', '32'),
            tableRow(263_725, '58448.00', '35'),
            tableRow(648_100, '192979.25', '37'),
          ],
        },
        'head-of-household': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(15_550, 0, '10'),
            tableRow(33_250, '1770.00', '12'),
            tableRow(83_000, '7740.00', '22'),
            tableRow(121_250, '16155.00', '24'),
            tableRow(217_300, '39207.00', '32'),
            tableRow(271_750, '56631.00', '35'),
            tableRow(656_150, '191171.00', '37'),
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
    {
      effectiveFrom: '2026-01-01',
      unit: 'withholding-table/year',
      citation: `IRS Pub 15-T (2026), section 1, 2026 Annual Percentage Method Tables for Automated Payroll Systems, Form W-4, Step 2, Checkbox Withholding Rate Schedules`,
      value: {
        'married-joint': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(16_100, 0, '10'),
            tableRow(28_500, '1240.00', '12'),
            tableRow(66_500, '5800.00', '22'),
            tableRow(121_800, '17966.00', '24'),
            tableRow(217_875, '41024.00', '32'),
            tableRow(272_325, '58448.00', '35'),
            tableRow(400_450, '103291.75', '37'),
          ],
        },
        'single-or-married-separate': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(8_050, 0, '10'),
            tableRow(14_250, '620.00', '12'),
            tableRow(33_250, '2900.00', '22'),
            tableRow(60_900, '8983.00', '24'),
            tableRow(108_938, '20512.00', '32'),
            tableRow(136_163, '29224.00', '35'),
            tableRow(328_350, '96489.63', '37'),
          ],
        },
        'head-of-household': {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '0'),
            tableRow(12_075, 0, '10'),
            tableRow(20_925, '885.00', '12'),
            tableRow(45_800, '3870.00', '22'),
            tableRow(64_925, '8077.50', '24'),
            tableRow(112_950, '19603.50', '32'),
            tableRow(140_175, '28315.50', '35'),
            tableRow(332_375, '95585.50', '37'),
          ],
        },
      },
    },
  ],
);
