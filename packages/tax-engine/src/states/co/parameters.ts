import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';

const WORKSHEET = 'DR 1098, Colorado Withholding Worksheet for Employers (rev. 11/14/23)';
const FAMLI = 'Colorado FAMLI Division, premium and benefits (2025)';

export interface CoW4Allowance {
  readonly marriedJoint: Cents;
  readonly other: Cents;
}

export const CO_PARAMETERS = {
  w4Allowance: defineParameter<CoW4Allowance>(
    'us.states.co.w4-allowance',
    'Annual withholding allowance by federal W-4 filing status when no DR 0004 is on file',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${WORKSHEET}, line 2a: $10,000 married filing jointly or qualifying surviving spouse, $5,000 otherwise`,
        value: { marriedJoint: usd(10_000), other: usd(5_000) },
      },
    ],
  ),
  rate: defineParameter('us.states.co.rate', 'Colorado income tax rate', [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${WORKSHEET}, line 2c: 4.40%; C.R.S. § 39-22-104`,
      value: percent('4.4'),
    },
  ]),
  supplementalRate: defineParameter(
    'us.states.co.supplemental-rate',
    'Rate on supplemental wages paid with or apart from regular wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${WORKSHEET}: the 4.40% rate, applied to the bonus without a further allowance`,
        value: percent('4.4'),
      },
    ],
  ),
  famliEmployeeRate: defineParameter(
    'us.states.co.famli.employee-rate',
    'FAMLI premium the employer may deduct from the employee (half of the 0.9% premium)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${FAMLI}: 0.9% of wages, 0.45% paid by the employee; C.R.S. § 8-13.3-507`,
        value: percent('0.45'),
      },
    ],
  ),
  famliWageBase: defineParameter(
    'us.states.co.famli.wage-base',
    'Yearly wages on which FAMLI premiums are paid (the Social Security wage base)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FAMLI}: premiums on wages up to the Social Security wage cap, $176,100 for 2025`,
        value: usd(176_100),
      },
    ],
  ),
} as const;
