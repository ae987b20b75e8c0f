import { defineParameter, percent, usd } from '../../parameters/parameter';

const RATES_2025 =
  'Alaska Department of Labor and Workforce Development, Employment Security Tax, "2025 Unemployment Insurance Tax Rates" (labor.alaska.gov/estax/2025-experience-rates.html)';

export const AK_PARAMETERS = {
  uiEmployeeRate: defineParameter(
    'us.states.ak.ui.employee-rate',
    'Unemployment insurance employee contribution rate',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${RATES_2025}: the 2025 employee rate is 0.50%`,
        value: percent('0.5'),
      },
    ],
  ),
  uiWageBase: defineParameter(
    'us.states.ak.ui.wage-base',
    'Unemployment insurance taxable wage base, employee and employer alike',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${RATES_2025}: the 2025 taxable wage base is $51,700.00`,
        value: usd(51_700),
      },
    ],
  ),
};
