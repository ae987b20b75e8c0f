import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

const BOOKLET_A =
  "Booklet A, Employer's Tax Guide (Rev. 2025), Appendix 1: Income Tax Withholding Tables for tax year 2025 (HAR 18-235-61-06(b))";
const TDI = 'Hawaii DLIR Disability Compensation Division, 2025 Maximum Weekly Wage Base';

/** Booklet A's annual tables: single (which includes heads of household) and married. */
export type HiTableStatus = 'single' | 'married';

export const HI_PARAMETERS = {
  allowance: defineParameter(
    'us.states.hi.dotax.booklet-a.allowance',
    'Annual value of each HW-4 withholding allowance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${BOOKLET_A}, Part 1, step 1(b): $1,144 for each regular withholding allowance`,
        value: usd(1_144),
      },
    ],
  ),
  lumpSumAllowance: defineParameter(
    'us.states.hi.dotax.booklet-a.lump-sum-allowance',
    'Extra lump sum withholding allowance, subtracted for every employee',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${BOOKLET_A}, Part 1, step 1(c): extra lump sum withholding allowance of $1,650`,
        value: usd(1_650),
      },
    ],
  ),
  annualTables: defineParameter<Readonly<Record<HiTableStatus, WithholdingTable>>>(
    'us.states.hi.dotax.booklet-a.annual-tables',
    'Annualized income tax withholding tables, single (including heads of household) and married',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${BOOKLET_A}, Part 1, tables A (single persons, including unmarried heads of household) and B (married persons), 1.4% to 7.9%`,
        value: {
          single: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '1.4'),
              tableRow(9_600, 134, '3.2'),
              tableRow(14_400, 288, '5.5'),
              tableRow(19_200, 552, '6.4'),
              tableRow(24_000, 859, '6.8'),
              tableRow(36_000, 1_675, '7.2'),
              tableRow(48_000, 2_539, '7.6'),
              tableRow(125_000, 8_391, '7.9'),
            ],
          },
          married: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '1.4'),
              tableRow(19_200, 269, '3.2'),
              tableRow(28_800, 576, '5.5'),
              tableRow(38_400, 1_104, '6.4'),
              tableRow(48_000, 1_718, '6.8'),
              tableRow(72_000, 3_350, '7.2'),
              tableRow(96_000, 5_078, '7.6'),
              tableRow(250_000, 16_782, '7.9'),
            ],
          },
        },
      },
    ],
  ),
  tdiRate: defineParameter(
    'us.states.hi.dlir.tdi.rate',
    'Temporary disability insurance: most the employee may be charged, as a share of weekly wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `HRS 392-43(a); ${TDI}: employee contribution one-half of the cost, not more than 0.5% of weekly wages`,
        value: percent('0.5'),
      },
    ],
  ),
  tdiWeeklyWageBase: defineParameter(
    'us.states.hi.dlir.tdi.weekly-wage-base',
    'Temporary disability insurance: maximum weekly wage base',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents',
        citation: `HRS 392-43(b)(2); ${TDI}: $1,441.72 a week, so the employee contribution is at most $7.21 a week`,
        value: usd('1441.72'),
      },
    ],
  ),
};
