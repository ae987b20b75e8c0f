import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';
import { bracket } from '../../parameters/schedules';

/** Filing status on the Delaware W-4. */
export type DeFilingStatus = 'single' | 'married-joint' | 'married-separate';

const FORMULA = 'Delaware Division of Revenue, Withholding Tax Tables and Formula (2025)';
const PAID_LEAVE = 'Delaware Paid Leave, Del. Code tit. 19 § 3705(b)';

export const DE_PARAMETERS = {
  standardDeduction: defineParameter<Readonly<Record<DeFilingStatus, Cents>>>(
    'us.states.de.standard-deduction',
    'Standard deduction subtracted from annual wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}: $3,250 single or married filing separately, $6,500 married filing jointly`,
        value: { single: usd(3_250), 'married-joint': usd(6_500), 'married-separate': usd(3_250) },
      },
    ],
  ),
  brackets: defineParameter('us.states.de.brackets', 'Tax rates on annual taxable wages', [
    {
      effectiveFrom: '2025-01-01',
      unit: 'rate-schedule/year',
      citation: `${FORMULA}; Del. Code tit. 30 § 1102: 0% to $2,000, 2.2%, 3.9%, 4.8%, 5.2%, 5.55% to $60,000, 6.6% above`,
      value: [
        bracket('0', 2_000),
        bracket('2.2', 5_000),
        bracket('3.9', 10_000),
        bracket('4.8', 20_000),
        bracket('5.2', 25_000),
        bracket('5.55', 60_000),
        bracket('6.6', null),
      ],
    },
  ]),
  personalCredit: defineParameter(
    'us.states.de.personal-credit',
    'Annual tax credit per personal exemption claimed',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}: $110 x number of personal exemptions; Del. Code tit. 30 § 1110`,
        value: usd(110),
      },
    ],
  ),
  paidLeaveEmployeeRate: defineParameter(
    'us.states.de.paid-leave.employee-rate',
    'Delaware Paid Leave contribution the employer may deduct from the employee (half of 0.8%)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${PAID_LEAVE}: medical 0.4%, family caregiving 0.08%, parental 0.32% for 2025 and 2026; the employee may be charged up to half, 0.4%`,
        value: percent('0.4'),
      },
    ],
  ),
  paidLeaveWageBase: defineParameter(
    'us.states.de.paid-leave.wage-base',
    'Yearly wages on which Delaware Paid Leave contributions are due (the Social Security wage base)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${PAID_LEAVE}; contributions on wages up to the Social Security wage base, $176,100 for 2025`,
        value: usd(176_100),
      },
    ],
  ),
} as const;
