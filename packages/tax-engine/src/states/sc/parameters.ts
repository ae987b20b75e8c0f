import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

const FORMULA =
  'South Carolina Department of Revenue, WH-1603F, Formula for Computing South Carolina Withholding Tax (2025)';

/** The formula's addition method: 0% to $3,560, 3% over $3,560, $428.10 + 6.2% over $17,830. */
const SC_RATE_TABLE: WithholdingTable = {
  boundary: 'over',
  rows: [tableRow(0, 0, '0'), tableRow(3_560, 0, '3'), tableRow(17_830, '428.10', '6.2')],
};

export const SC_PARAMETERS = {
  allowanceValue: defineParameter(
    'us.states.sc.withholding.allowance-value',
    'Annual amount per SC W-4 allowance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, I.A: $4,860 per allowance claimed`,
        value: usd(4_860),
      },
    ],
  ),
  standardDeductionRate: defineParameter(
    'us.states.sc.withholding.standard-deduction-rate',
    'Standard deduction as a share of annual wages, when one or more allowances are claimed',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${FORMULA}, I.B: 10% of annual wages if claiming 1 or more allowances; $0 if zero allowances`,
        value: percent('10'),
      },
    ],
  ),
  standardDeductionMaximum: defineParameter(
    'us.states.sc.withholding.standard-deduction-maximum',
    'Largest standard deduction',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${FORMULA}, I.B: standard deduction up to $7,300`,
        value: usd(7_300),
      },
    ],
  ),
  rateTable: defineParameter(
    'us.states.sc.withholding.rate-table',
    'Annual tax on taxable income (addition method)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${FORMULA}, II, addition method: 0% to $3,560; 3% of the excess over $3,560; $428.10 + 6.2% of the excess over $17,830`,
        value: SC_RATE_TABLE,
      },
    ],
  ),
};
