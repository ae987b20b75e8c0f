import type { RatePpm } from '@paylab/shared/money';

import { defineParameter, percent } from '../../parameters/parameter';

const FORM = "Arizona Form A-4, Employee's Arizona Withholding Election (2025)";

export const AZ_PARAMETERS = {
  electionRates: defineParameter<readonly RatePpm[]>(
    'us.states.az.election-rates',
    'The percentages of gross taxable wages an employee may elect on Form A-4 (0 with the box 2 certification)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${FORM}, box 1 (0.5% to 3.5%) and box 2 (zero)`,
        value: ['0', '0.5', '1.0', '1.5', '2.0', '2.5', '3.0', '3.5'].map(percent),
      },
    ],
  ),
  defaultRate: defineParameter(
    'us.states.az.default-rate',
    'The percentage withheld when the employee has not filed Form A-4',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${FORM}, instructions: 2.0% until an A-4 is filed; A.R.S. § 43-403`,
        value: percent('2.0'),
      },
    ],
  ),
} as const;
