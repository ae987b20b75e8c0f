import { defineParameter, percent, usd } from '../../parameters/parameter';
import { SUPPLEMENTAL_FLAT_RATE } from '../../parameters/us/irs/payroll/supplemental-wages';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

const INSTRUCTIONS =
  'Vermont Department of Taxes, 2025 Income Tax Withholding Instructions, Tables, and Charts (GB-1210)';

const VT_SINGLE_TABLE: WithholdingTable = {
  boundary: 'over',
  rows: [
    tableRow(0, 0, '0'),
    tableRow(3_825, 0, '3.35'),
    tableRow(53_225, '1654.90', '6.6'),
    tableRow(123_525, '6294.70', '7.6'),
    tableRow(253_525, '16174.70', '8.75'),
  ],
};

const VT_MARRIED_TABLE: WithholdingTable = {
  boundary: 'over',
  rows: [
    tableRow(0, 0, '0'),
    tableRow(11_475, 0, '3.35'),
    tableRow(93_975, '2763.75', '6.6'),
    tableRow(210_925, '10482.45', '7.6'),
    tableRow(315_475, '18428.25', '8.75'),
  ],
};

export const VT_PARAMETERS = {
  allowanceValue: defineParameter(
    'us.states.vt.withholding.allowance-value',
    'Annual amount per W-4VT allowance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${INSTRUCTIONS}, percentage method: $5,300 per allowance`,
        value: usd(5_300),
      },
    ],
  ),
  singleTable: defineParameter(
    'us.states.vt.withholding.single-table',
    'Annual tax, single or head of household',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${INSTRUCTIONS}, annual percentage table, single or head of household: 0% to $3,825; 3.35%; $1,654.90 + 6.6% over $53,225; $6,294.70 + 7.6% over $123,525; $16,174.70 + 8.75% over $253,525`,
        value: VT_SINGLE_TABLE,
      },
    ],
  ),
  marriedTable: defineParameter(
    'us.states.vt.withholding.married-table',
    'Annual tax, married or civil union',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${INSTRUCTIONS}, annual percentage table, married: 0% to $11,475; 3.35%; $2,763.75 + 6.6% over $93,975; $10,482.45 + 7.6% over $210,925; $18,428.25 + 8.75% over $315,475`,
        value: VT_MARRIED_TABLE,
      },
    ],
  ),
  supplementalShareOfFederal: defineParameter(
    'us.states.vt.withholding.supplemental-share-of-federal',
    'Vermont withholding on supplemental wages as a share of the federal withholding on them',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${INSTRUCTIONS}, supplemental wages: 30% of the federal withholding`,
        value: percent('30'),
      },
    ],
  ),
  extraShareOfFederal: defineParameter(
    'us.states.vt.withholding.extra-share-of-federal',
    'Without a W-4VT, Vermont extra withholding as a share of the federal W-4 extra amount',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${INSTRUCTIONS}, employees without Form W-4VT: add 30% of the extra federal withholding`,
        value: percent('30'),
      },
    ],
  ),
  federalSupplementalRate: SUPPLEMENTAL_FLAT_RATE,
};
