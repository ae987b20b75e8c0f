import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';
import { bracket } from '../../parameters/schedules';

/** Form A-4 lines 1-3: the personal exemption the employee claims ("0", S, MS, M or H). */
export type AlExemptionCode = '0' | 'S' | 'MS' | 'M' | 'H';

/** The four Standard Deduction Chart columns; "0" and S use the single column. */
export type AlDeductionColumn = 'single' | 'married-joint' | 'married-separate' | 'head-of-family';

/**
 * One chart column: the maximum up to `threshold` of gross income (whole dollars), less
 * `reduction` for each `step` of gross income or part thereof above it, never below `minimum`.
 */
export interface AlStandardDeduction {
  readonly maximum: Cents;
  readonly threshold: Cents;
  readonly step: Cents;
  readonly reduction: Cents;
  readonly minimum: Cents;
}

/** The dependent exemption by gross income: `amount` per dependent up to `upTo` (null: above). */
export interface AlDependentExemptionRow {
  readonly upTo: Cents | null;
  readonly amount: Cents;
}

const FORMULA =
  'Alabama Withholding Tax Tables and Instructions, formula of Ala. Admin. Code r. 810-3-71-.02';
const CHART = 'ADOR Form 40 Booklet Standard Deduction Chart (used unchanged for 2025)';

function column(
  maximum: number,
  threshold: number,
  step: number,
  reduction: number,
  minimum: number,
): AlStandardDeduction {
  return {
    maximum: usd(maximum),
    threshold: usd(threshold),
    step: usd(step),
    reduction: usd(reduction),
    minimum: usd(minimum),
  };
}

export const AL_PARAMETERS = {
  standardDeduction: defineParameter<Readonly<Record<AlDeductionColumn, AlStandardDeduction>>>(
    'us.states.al.standard-deduction',
    'Standard deduction by A-4 status, stepping down as annualised gross income rises',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, step 3; ${CHART}: $8,500 to $5,000 joint, $4,250 to $2,500 separate, $5,200 to $2,500 head of family, $3,000 to $2,500 single`,
        value: {
          'married-joint': column(8_500, 25_999, 500, 175, 5_000),
          'married-separate': column(4_250, 12_999, 250, 88, 2_500),
          'head-of-family': column(5_200, 25_999, 500, 135, 2_500),
          single: column(3_000, 25_999, 500, 25, 2_500),
        },
      },
    ],
  ),
  personalExemption: defineParameter<Readonly<Record<AlExemptionCode, Cents>>>(
    'us.states.al.personal-exemption',
    'Personal exemption by the A-4 exemption claimed',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: 'Form A-4, lines 1-3: "0" none; S or MS $1,500; M or H $3,000',
        value: { '0': 0, S: usd(1_500), MS: usd(1_500), M: usd(3_000), H: usd(3_000) },
      },
    ],
  ),
  dependentExemption: defineParameter<readonly AlDependentExemptionRow[]>(
    'us.states.al.dependent-exemption',
    'Exemption per A-4 dependent, by annualised gross income',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, step 6; Ala. Code § 40-18-19(a)(9): $1,000 to $50,000, $500 to $100,000, $300 above`,
        value: [
          { upTo: usd(50_000), amount: usd(1_000) },
          { upTo: usd(100_000), amount: usd(500) },
          { upTo: null, amount: usd(300) },
        ],
      },
    ],
  ),
  marriedBrackets: defineParameter(
    'us.states.al.brackets.married',
    'Tax rates for an employee claiming M',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'rate-schedule/year',
        citation: `${FORMULA}, step 8; Ala. Code § 40-18-5: 2% to $1,000, 4% to $6,000, 5% above`,
        value: [bracket('2', 1_000), bracket('4', 6_000), bracket('5', null)],
      },
    ],
  ),
  otherBrackets: defineParameter(
    'us.states.al.brackets.other',
    'Tax rates for an employee claiming 0, S, MS or H',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'rate-schedule/year',
        citation: `${FORMULA}, step 8; Ala. Code § 40-18-5: 2% to $500, 4% to $3,000, 5% above`,
        value: [bracket('2', 500), bracket('4', 3_000), bracket('5', null)],
      },
    ],
  ),
  supplementalRate: defineParameter('us.states.al.supplemental-rate', 'Supplemental wage rate', [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${FORMULA}: supplemental compensation paid separately may be withheld at 5%`,
      value: percent('5'),
    },
  ]),
} as const;
