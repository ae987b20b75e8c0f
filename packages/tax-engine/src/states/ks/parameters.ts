import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

const KW_100 =
  'KW-100, Kansas Withholding Tax Guide (Rev. 10-24), withholding tax rates for wages paid on and after July 1, 2024';

/** K-4 line A: single (which includes head of household) or joint. */
export type KsStatus = 'single' | 'joint';

export const KS_PARAMETERS = {
  personalAllowance: defineParameter<Readonly<Record<KsStatus, number>>>(
    'us.states.ks.kdor.kw-100.personal-allowance',
    'Annual allowance for the first K-4 allowance (single) or the first two (joint)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${KW_100}, "Allowance amount": $9,160 for the first allowance, $18,320 for the first two if joint`,
        value: { single: usd(9_160), joint: usd(18_320) },
      },
    ],
  ),
  dependentAllowance: defineParameter(
    'us.states.ks.kdor.kw-100.dependent-allowance',
    'Annual allowance for each further K-4 allowance (head of household, dependents)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${KW_100}, "Allowance amount": $2,320 for each further allowance`,
        value: usd(2_320),
      },
    ],
  ),
  annualTables: defineParameter<Readonly<Record<KsStatus, WithholdingTable>>>(
    'us.states.ks.kdor.kw-100.annual-tables',
    'Annual percentage formula tables, single and joint',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${KW_100}, annual payroll period tables: single 5.2% over $3,605 and $1,196 plus 5.58% over $26,605; joint 5.2% over $8,240 and $2,392 plus 5.58% over $54,240`,
        value: {
          single: {
            boundary: 'over',
            rows: [tableRow(0, 0, '0'), tableRow(3_605, 0, '5.2'), tableRow(26_605, 1_196, '5.58')],
          },
          joint: {
            boundary: 'over',
            rows: [tableRow(0, 0, '0'), tableRow(8_240, 0, '5.2'), tableRow(54_240, 2_392, '5.58')],
          },
        },
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.ks.kdor.kw-100.supplemental-rate',
    'Flat rate on supplemental wages withheld apart from regular wages',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${KW_100}, "Supplemental wages": 5% where federal withholding on them is at the flat rate`,
        value: percent('5'),
      },
    ],
  ),
};
