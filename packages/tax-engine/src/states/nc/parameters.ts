import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';

/** NC-4 offers three statuses; married filing separately checks the single box. */
export type NcWithholdingStatus = 'single' | 'head-of-household' | 'married-joint';

const NC_30 =
  'NC-30, Income Tax Withholding Tables and Instructions for Employers (2025), Annualized Wages Method';

export const NC_PARAMETERS = {
  standardDeduction: defineParameter<Readonly<Record<NcWithholdingStatus, Cents>>>(
    'us.states.nc.withholding.standard-deduction',
    'Annual standard deduction by NC-4 status',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${NC_30}: standard deduction $12,750 single, married or surviving spouse, $19,125 head of household`,
        value: {
          single: usd(12_750),
          'married-joint': usd(12_750),
          'head-of-household': usd(19_125),
        },
      },
    ],
  ),
  allowance: defineParameter(
    'us.states.nc.withholding.allowance',
    'Value of one NC-4 withholding allowance, annual',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${NC_30}: $2,500 per allowance`,
        value: usd(2_500),
      },
    ],
  ),
  withholdingRate: defineParameter(
    'us.states.nc.withholding.rate',
    'Withholding rate: the 4.25% individual rate plus the 0.1% the law adds for withholding',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${NC_30}: withholding rate 4.35%, 0.1% above the 4.25% individual income tax rate`,
        value: percent('4.35'),
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.nc.withholding.supplemental-rate',
    'Flat rate on supplemental wages paid separately',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${NC_30}, supplemental wages: 4.35%`,
        value: percent('4.35'),
      },
    ],
  ),
};
