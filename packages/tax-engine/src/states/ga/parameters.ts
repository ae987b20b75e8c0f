import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';

/** Form G-4 line 3 marital status letters. */
export type GaStatusLetter = 'A' | 'B' | 'C' | 'D' | 'E';

const GUIDE = 'Georgia Employer’s Tax Guide (2025)';
const REVISED = 'Georgia Employer’s Tax Guide (2025, revised for H.B. 111)';

export const GA_PARAMETERS = {
  rate: defineParameter('us.states.ga.rate', 'Flat withholding rate on annual taxable wages', [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${GUIDE}, percentage method: 5.39% through 30 June 2025`,
      value: percent('5.39'),
    },
    {
      effectiveFrom: '2025-07-01',
      unit: 'ppm',
      citation: `${REVISED}, percentage method: 5.19% for wages paid from 1 July 2025, no adjustment for earlier pay`,
      value: percent('5.19'),
    },
  ]),
  supplementalRate: defineParameter(
    'us.states.ga.supplemental-rate',
    'Flat rate on supplemental wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${GUIDE}, supplemental wages: the flat 5.39%`,
        value: percent('5.39'),
      },
      {
        effectiveFrom: '2025-07-01',
        unit: 'ppm',
        citation: `${REVISED}, supplemental wages: the flat 5.19% from 1 July 2025`,
        value: percent('5.19'),
      },
    ],
  ),
  standardDeduction: defineParameter<Readonly<Record<GaStatusLetter, Cents>>>(
    'us.states.ga.standard-deduction',
    'Annual standard deduction by G-4 marital status letter',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${GUIDE}, percentage method: $12,000 single, head of household, married filing separately and each spouse when both work; $24,000 married filing jointly with one spouse working`,
        value: { A: usd(12_000), B: usd(12_000), C: usd(24_000), D: usd(12_000), E: usd(12_000) },
      },
    ],
  ),
  dependentAllowance: defineParameter(
    'us.states.ga.dependent-allowance',
    'Annual amount per G-4 line 4 dependent allowance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${GUIDE}, percentage method: $4,000 per dependent; O.C.G.A. § 48-7-26(b)`,
        value: usd(4_000),
      },
    ],
  ),
  additionalAllowance: defineParameter(
    'us.states.ga.additional-allowance',
    'Annual amount per G-4 line 5 additional allowance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `Form G-4 (2025), line 5 worksheet: $4,000 per allowance`,
        value: usd(4_000),
      },
    ],
  ),
} as const;
