import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

export type OkWithholdingStatus = 'single' | 'married';

const OW_2 =
  'Packet OW-2, 2025 Oklahoma Income Tax Withholding Tables, Percentage Method of Withholding, annual payroll';

export const OK_PARAMETERS = {
  allowance: defineParameter(
    'us.states.ok.withholding.allowance',
    'Value of one OK-W-4 allowance, annual',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${OW_2}: $1,000 per allowance`,
        value: usd(1_000),
      },
    ],
  ),
  rateTables: defineParameter<Readonly<Record<OkWithholdingStatus, WithholdingTable>>>(
    'us.states.ok.withholding.rate-tables',
    'Annual percentage-method tables ("over ... but not over"); the standard deduction is the zero band',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${OW_2}, Single and Married tables`,
        value: {
          single: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '0'),
              tableRow(6_350, 0, '0.25'),
              tableRow(7_350, '2.50', '0.75'),
              tableRow(8_850, '13.75', '1.75'),
              tableRow(10_100, '35.63', '2.75'),
              tableRow(11_250, '67.25', '3.75'),
              tableRow(13_550, '153.50', '4.75'),
            ],
          },
          married: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '0'),
              tableRow(12_700, 0, '0.25'),
              tableRow(14_700, 5, '0.75'),
              tableRow(17_700, '27.50', '1.75'),
              tableRow(20_200, '71.25', '2.75'),
              tableRow(22_500, '134.50', '3.75'),
              tableRow(27_100, 307, '4.75'),
            ],
          },
        },
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.ok.withholding.supplemental-rate',
    'Flat rate on supplemental wages paid separately: the highest income tax rate of the year',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'Okla. Admin. Code 710:90-1-6(b)(1)(A): the highest rate of 68 O.S. 2355(B)(1), 4.75% for 2025',
        value: percent('4.75'),
      },
    ],
  ),
};
