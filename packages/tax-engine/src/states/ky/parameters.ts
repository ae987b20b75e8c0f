import { defineParameter, percent, usd } from '../../parameters/parameter';

const FORMULA = 'Kentucky Withholding Tax Formula 2025, 42A003(TCF)';

export const KY_PARAMETERS = {
  standardDeduction: defineParameter(
    'us.states.ky.dor.42a003.standard-deduction',
    'Kentucky standard deduction subtracted from annual wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, step 2: subtract the $3,270 standard deduction`,
        value: usd(3_270),
      },
    ],
  ),
  rate: defineParameter('us.states.ky.dor.42a003.rate', 'Kentucky income tax withholding rate', [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${FORMULA}, step 3: 4% of taxable income`,
      value: percent('4'),
    },
  ]),
};
