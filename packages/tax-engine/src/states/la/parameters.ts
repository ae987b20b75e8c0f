import { defineParameter, percent, usd } from '../../parameters/parameter';

const R_1306 =
  'R-1306 (1/25), Louisiana Withholding Tables and Instructions for Employers, effective January 1, 2025';

export const LA_PARAMETERS = {
  rate: defineParameter('us.states.la.ldr.r-1306.rate', 'Louisiana withholding rate', [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${R_1306}, "Formulas - Based on a 3.09% Withholding Rate"`,
      value: percent('3.09'),
    },
  ]),
  standardDeduction: defineParameter<{ readonly single: number; readonly joint: number }>(
    'us.states.la.ldr.r-1306.standard-deduction',
    'Annual standard deduction by the L-4 Block A claim: 1 (single, married separate) or 2 (married joint, qualifying surviving spouse, head of household)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${R_1306}, formulas 2 and 3: W = (S - (12,500/N)) x .0309 and W = (S - (25,000/N)) x .0309`,
        value: { single: usd(12_500), joint: usd(25_000) },
      },
    ],
  ),
};
