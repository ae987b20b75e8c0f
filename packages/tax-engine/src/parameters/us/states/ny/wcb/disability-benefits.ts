import type { Cents } from '@paylab/shared/money';

import type { PayFrequency } from '../../../../../types';
import { defineParameter, percent, usd } from '../../../../parameter';

export const NY_DBL_RATE = defineParameter(
  'us.states.ny.wcb.dbl.rate',
  'New York disability benefits (DBL) employee contribution rate',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('0.5'),
      unit: 'ppm',
      citation:
        "NY Workers' Compensation Law section 209(3)(a): one-half of one per cent of wages, not over sixty cents per week",
    },
  ],
);

/** The $0.60 weekly cap expressed per payroll period, as the regulation prints it. */
export const NY_DBL_MAXIMUM_PER_PERIOD = defineParameter<Readonly<Record<PayFrequency, Cents>>>(
  'us.states.ny.wcb.dbl.maximum-per-period',
  'Maximum DBL employee contribution per payroll period',
  [
    {
      effectiveFrom: '2025-01-01',
      value: {
        weekly: usd('0.60'),
        'bi-weekly': usd('1.20'),
        'semi-monthly': usd('1.30'),
        monthly: usd('2.60'),
      },
      unit: 'cents/period',
      citation:
        '12 NYCRR 362.2: maximum employee contribution weekly $0.60, biweekly $1.20, semimonthly $1.30, monthly $2.60 (WCL 209(3)(a) $0.60 a week)',
    },
  ],
);
