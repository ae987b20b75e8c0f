import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

/** The tables follow the federal W-4 status; married filing separately uses the single table. */
export type NdWithholdingStatus = 'single' | 'married' | 'head-of-household';

const ND_2025 =
  'North Dakota Income Tax Withholding Rates and Instructions for Wages Paid in 2025, annual percentage method';

export const ND_PARAMETERS = {
  rateTables: defineParameter<Readonly<Record<NdWithholdingStatus, WithholdingTable>>>(
    'us.states.nd.withholding.rate-tables',
    'Annual tables by federal W-4 status ("over ... but not over"); the standard deduction is built into the zero band',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${ND_2025}: Single, Married filing jointly and Head of household tables`,
        value: {
          single: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '0'),
              tableRow(55_975, 0, '1.95'),
              tableRow(252_325, '3828.83', '2.50'),
            ],
          },
          married: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '0'),
              tableRow(55_488, 0, '1.95'),
              tableRow(164_038, '2116.73', '2.50'),
            ],
          },
          'head-of-household': {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '0'),
              tableRow(76_200, 0, '1.95'),
              tableRow(282_700, '4026.75', '2.50'),
            ],
          },
        },
      },
    ],
  ),
  allowance: defineParameter(
    'us.states.nd.withholding.allowance',
    'Value of one allowance of a 2019-or-earlier federal W-4, annual',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${ND_2025}, Forms W-4 before 2020: $5,050 per allowance`,
        value: usd(5_050),
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.nd.withholding.supplemental-rate',
    'Flat rate on supplemental wages paid separately',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${ND_2025}, supplemental wages: 1.5%`,
        value: percent('1.5'),
      },
    ],
  ),
};
