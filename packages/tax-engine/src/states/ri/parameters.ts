import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

const TABLES =
  'Rhode Island Division of Taxation, 2025 Rhode Island Employer\'s Income Tax Withholding Tables, "Withholding Percentage Method"';
const DLT_2025 =
  'Rhode Island Department of Labor and Training, "2025 Tax Rates for Unemployment Insurance and Temporary Disability Insurance" (20 December 2024)';

/** One annual schedule for every filing status, printed "over ... but not over" with the tax below each row. */
const RI_RATE_TABLE: WithholdingTable = {
  boundary: 'over',
  rows: [
    tableRow(0, 0, '3.75'),
    tableRow(79_900, '2996.25', '4.75'),
    tableRow(181_650, '7829.38', '5.99'),
  ],
};

export const RI_PARAMETERS = {
  allowanceValue: defineParameter(
    'us.states.ri.withholding.allowance-value',
    'Annual amount per RI W-4 allowance, while annualised wages are at or below the cutoff',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${TABLES}, step 2: $1,000 per allowance`,
        value: usd(1_000),
      },
    ],
  ),
  allowanceCutoff: defineParameter(
    'us.states.ri.withholding.allowance-cutoff',
    'Annualised wages above which an allowance is worth $0',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${TABLES}, step 2: annual wages over $283,250, exemption amount $0`,
        value: usd(283_250),
      },
    ],
  ),
  rateTable: defineParameter(
    'us.states.ri.withholding.rate-table',
    'Annual tax on annualised taxable wages, all filing statuses',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${TABLES}, step 3: 3.75% to $79,900; $2,996.25 + 4.75% over $79,900; $7,829.38 + 5.99% over $181,650`,
        value: RI_RATE_TABLE,
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.ri.withholding.supplemental-rate',
    'Flat rate on supplemental wages paid separately',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${TABLES}, supplemental wages: 5.99%`,
        value: percent('5.99'),
      },
    ],
  ),
  tdiRate: defineParameter(
    'us.states.ri.tdi.rate',
    'Temporary Disability Insurance employee contribution rate',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${DLT_2025}: TDI contribution rate 1.3% for calendar year 2025`,
        value: percent('1.3'),
      },
    ],
  ),
  tdiWageBase: defineParameter(
    'us.states.ri.tdi.wage-base',
    'Temporary Disability Insurance taxable wage base',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${DLT_2025}: TDI taxable wage base $89,200 (maximum contribution $1,159.60)`,
        value: usd(89_200),
      },
    ],
  ),
};
