import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

/**
 * The formula's two columns: `single` is single with fewer than 3 allowances; `married` is married,
 * or single with 3 or more allowances (150-206-436).
 */
export type OrWithholdingColumn = 'single' | 'married';

/** The most federal withholding that may subtract, by annual wages (at least `wagesAtLeast`). */
export interface FederalSubtractionStep {
  readonly wagesAtLeast: Cents;
  readonly maximum: Cents;
}

const FORMULAS = '150-206-436, Oregon Withholding Tax Formulas (January 2025)';

function step(wagesAtLeast: number, maximum: number): FederalSubtractionStep {
  return { wagesAtLeast: usd(wagesAtLeast), maximum: usd(maximum) };
}

export const OR_PARAMETERS = {
  standardDeduction: defineParameter<Readonly<Record<OrWithholdingColumn, Cents>>>(
    'us.states.or.withholding.standard-deduction',
    'Annual standard deduction by formula column',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULAS}: standard deduction $2,835 single with fewer than 3 allowances, $5,670 married or single with 3 or more`,
        value: { single: usd(2_835), married: usd(5_670) },
      },
    ],
  ),
  allowanceCredit: defineParameter(
    'us.states.or.withholding.allowance-credit',
    'Tax credit per OR-W-4 allowance, annual',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULAS}: $256 per allowance`,
        value: usd(256),
      },
    ],
  ),
  allowanceCreditWageLimit: defineParameter<Readonly<Record<OrWithholdingColumn, Cents>>>(
    'us.states.or.withholding.allowance-credit-wage-limit',
    'Annual wages above which no allowance credit is given',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULAS}: no allowances when single wages exceed $100,000 or married wages $200,000`,
        value: { single: usd(100_000), married: usd(200_000) },
      },
    ],
  ),
  federalSubtraction: defineParameter<
    Readonly<Record<OrWithholdingColumn, readonly FederalSubtractionStep[]>>
  >(
    'us.states.or.withholding.federal-subtraction',
    'Most annualized federal withholding that subtracts, phasing out with annual wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULAS}: federal tax subtraction up to $8,500, phasing out by $1,700 steps`,
        value: {
          single: [
            step(0, 8_500),
            step(125_000, 6_800),
            step(130_000, 5_100),
            step(135_000, 3_400),
            step(140_000, 1_700),
            step(145_000, 0),
          ],
          married: [
            step(0, 8_500),
            step(250_000, 6_800),
            step(260_000, 5_100),
            step(270_000, 3_400),
            step(280_000, 1_700),
            step(290_000, 0),
          ],
        },
      },
    ],
  ),
  lowWageLimit: defineParameter(
    'us.states.or.withholding.low-wage-limit',
    'Annual wages up to which the low-wage tables apply',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULAS}: "annual wages up to $50,000" tables`,
        value: usd(50_000),
      },
    ],
  ),
  rateTables: defineParameter<
    Readonly<Record<'low' | 'high', Readonly<Record<OrWithholdingColumn, WithholdingTable>>>>
  >(
    'us.states.or.withholding.rate-tables',
    'Annual tables on the base (wages less federal subtraction and standard deduction), "over ... but not over"',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${FORMULAS}: tables for annual wages up to $50,000 and over $50,000`,
        value: {
          low: {
            single: {
              boundary: 'over',
              rows: [
                tableRow(0, 256, '4.75'),
                tableRow(4_400, 465, '6.75'),
                tableRow(11_100, 917, '8.75'),
              ],
            },
            married: {
              boundary: 'over',
              rows: [
                tableRow(0, 256, '4.75'),
                tableRow(8_800, 674, '6.75'),
                tableRow(22_200, 1_579, '8.75'),
              ],
            },
          },
          high: {
            single: {
              boundary: 'over',
              rows: [tableRow(38_665, 661, '8.75', 11_100), tableRow(125_000, 10_627, '9.9')],
            },
            married: {
              boundary: 'over',
              rows: [tableRow(35_830, 1_323, '8.75', 22_200), tableRow(250_000, 21_256, '9.9')],
            },
          },
        },
      },
    ],
  ),
  noCertificateRate: defineParameter(
    'us.states.or.withholding.no-certificate-rate',
    'Flat rate on wages when no OR-W-4 is on file',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          '150-206-436 (January 2025), employees without an OR-W-4: withhold 8% of wages (HB 2119)',
        value: percent('8'),
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.or.withholding.supplemental-rate',
    'Flat rate an employer may use on supplemental wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: 'OAR 150-316-0257(2): supplemental wage payments may be withheld at a flat 8%',
        value: percent('8'),
      },
    ],
  ),
  transitRate: defineParameter(
    'us.states.or.dor.statewide-transit-tax.rate',
    'Statewide transit tax on all wages, withheld from the employee',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: 'Oregon Department of Revenue, statewide transit tax: 0.1% of wages',
        value: percent('0.1'),
      },
    ],
  ),
  paidLeaveRate: defineParameter(
    'us.states.or.oed.paid-leave.employee-rate',
    'Employee share of Paid Leave Oregon contributions: 60% of the 1% total',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'Oregon Employment Department, Paid Leave Oregon 2025: 1% total, employees pay 60% (0.6%)',
        value: percent('0.6'),
      },
    ],
  ),
  paidLeaveWageBase: defineParameter(
    'us.states.or.oed.paid-leave.wage-base',
    'Yearly wages subject to Paid Leave Oregon contributions',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation:
          'Oregon Employment Department, Paid Leave Oregon 2025 wage cap $176,100, the social security wage base',
        value: usd(176_100),
      },
    ],
  ),
};
