import { defineParameter, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

const TABLES =
  "West Virginia Tax Division, Form WV/IT-100.1A Employer's Withholding Tax Tables (2025), percentage method";

/** Two-earner / two-job chart, the default for every employee. */
const WV_TWO_EARNER_TABLE: WithholdingTable = {
  boundary: 'over',
  rows: [
    tableRow(0, 0, '2.22'),
    tableRow(7_500, '166.50', '2.96'),
    tableRow(18_750, '499.50', '3.33'),
    tableRow(30_000, '874.13', '4.44'),
    tableRow(45_000, '1540.13', '4.82'),
  ],
};

/** One-earner / one-job chart, used only when the WV/IT-104 asks for the lower rate. */
const WV_ONE_EARNER_TABLE: WithholdingTable = {
  boundary: 'over',
  rows: [
    tableRow(0, 0, '2.22'),
    tableRow(10_000, '222.00', '2.96'),
    tableRow(25_000, '666.00', '3.33'),
    tableRow(40_000, '1165.50', '4.44'),
    tableRow(60_000, '2053.50', '4.82'),
  ],
};

export const WV_PARAMETERS = {
  exemptionValue: defineParameter(
    'us.states.wv.withholding.exemption-value',
    'Annual amount per exemption claimed on Form WV/IT-104',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${TABLES}: $2,000 per exemption`,
        value: usd(2_000),
      },
    ],
  ),
  twoEarnerTable: defineParameter(
    'us.states.wv.withholding.two-earner-table',
    'Annual tax, two-earner / two-job percentage chart (the default)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${TABLES}, two-earner/two-job chart: 2.22% to $7,500; $166.50 + 2.96%; $499.50 + 3.33% over $18,750; $874.13 + 4.44% over $30,000; $1,540.13 + 4.82% over $45,000`,
        value: WV_TWO_EARNER_TABLE,
      },
    ],
  ),
  oneEarnerTable: defineParameter(
    'us.states.wv.withholding.one-earner-table',
    'Annual tax, one-earner / one-job percentage chart',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${TABLES}, one-earner/one-job chart: 2.22% to $10,000; $222.00 + 2.96%; $666.00 + 3.33% over $25,000; $1,165.50 + 4.44% over $40,000; $2,053.50 + 4.82% over $60,000`,
        value: WV_ONE_EARNER_TABLE,
      },
    ],
  ),
};
