import { defineParameter, percent, usd } from '../../parameters/parameter';

const IL_700_T =
  'Booklet IL-700-T (R-12/24), Illinois Withholding Tax Tables, effective January 1, 2025';

export const IL_PARAMETERS = {
  rate: defineParameter('us.states.il.idor.il-700-t.rate', 'Illinois income tax withholding rate', [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${IL_700_T}, cover and "Automated payroll method": tax rate 4.95%`,
      value: percent('4.95'),
    },
  ]),
  basicAllowance: defineParameter(
    'us.states.il.idor.il-700-t.basic-allowance',
    'Annual value of each IL-W-4 Line 1 (basic) allowance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${IL_700_T}, "Automated payroll method": Line 1 allowances x $2,850`,
        value: usd(2_850),
      },
    ],
  ),
  additionalAllowance: defineParameter(
    'us.states.il.idor.il-700-t.additional-allowance',
    'Annual value of each IL-W-4 Line 2 (additional) allowance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${IL_700_T}, "Automated payroll method": Line 2 allowances x $1,000`,
        value: usd(1_000),
      },
    ],
  ),
};
