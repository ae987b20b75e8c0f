import { defineParameter, percent } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

/** FYI-104 prints one table per federal W-4 status; married filing separately uses the single one. */
export type NmWithholdingStatus = 'single' | 'married' | 'head-of-household';

const FYI_104 =
  'FYI-104, New Mexico Withholding Tax (effective January 1, 2025), percentage method, annual payroll period';

export const NM_PARAMETERS = {
  rateTables: defineParameter<Readonly<Record<NmWithholdingStatus, WithholdingTable>>>(
    'us.states.nm.withholding.rate-tables',
    'Annual percentage-method tables by federal W-4 status ("over ... but not over")',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${FYI_104}: Single or married filing separately, Married filing jointly, Head of household tables`,
        value: {
          single: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '0'),
              tableRow(7_500, 0, '1.5'),
              tableRow(13_000, '82.50', '3.2'),
              tableRow(20_000, '306.50', '3.2'),
              tableRow(24_000, '434.50', '4.3'),
              tableRow(33_000, '821.50', '4.3'),
              tableRow(41_000, '1165.50', '4.7'),
              tableRow(58_000, '1964.50', '4.7'),
              tableRow(74_000, '2716.50', '4.9'),
              tableRow(217_500, 9_748, '5.9'),
            ],
          },
          married: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '0'),
              tableRow(15_000, 0, '1.5'),
              tableRow(23_000, 120, '3.2'),
              tableRow(31_000, 376, '3.2'),
              tableRow(40_000, 664, '4.3'),
              tableRow(56_000, 1_352, '4.3'),
              tableRow(65_000, 1_739, '4.7'),
              tableRow(101_000, 3_431, '4.7'),
              tableRow(115_000, 4_089, '4.9'),
              tableRow(330_000, 14_624, '5.9'),
            ],
          },
          'head-of-household': {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '0'),
              tableRow(11_250, 0, '1.5'),
              tableRow(19_250, 120, '3.2'),
              tableRow(27_250, 376, '3.2'),
              tableRow(36_250, 664, '4.3'),
              tableRow(52_250, 1_352, '4.3'),
              tableRow(61_250, 1_739, '4.7'),
              tableRow(97_250, 3_431, '4.7'),
              tableRow(111_250, 4_089, '4.9'),
              tableRow(326_250, 14_624, '5.9'),
            ],
          },
        },
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.nm.withholding.supplemental-rate',
    'Flat rate on supplemental wages paid separately',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${FYI_104}, supplemental wages: 5.9%`,
        value: percent('5.9'),
      },
    ],
  ),
};
