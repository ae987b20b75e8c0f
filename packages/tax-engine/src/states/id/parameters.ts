import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

const EPB00006_2024 =
  'EPB00006, Idaho Income Tax Withholding Tables and Instructions for Employers (tables of May 21, 2024, in force from January 1, 2025)';
const EPB00006_2025 =
  'EPB00006, Idaho Income Tax Withholding Tables and Instructions for Employers (revised April 28, 2025, for wages paid from May 1, 2025)';

/** Idaho's annual tables: single (which includes head of household) and married. */
export type IdTableStatus = 'single' | 'married';

function buildTables(
  single: number,
  married: number,
  rate: string,
): Readonly<Record<IdTableStatus, WithholdingTable>> {
  return {
    single: { boundary: 'over', rows: [tableRow(0, 0, '0'), tableRow(single, 0, rate)] },
    married: { boundary: 'over', rows: [tableRow(0, 0, '0'), tableRow(married, 0, rate)] },
  };
}

export const ID_PARAMETERS = {
  annualTables: defineParameter<Readonly<Record<IdTableStatus, WithholdingTable>>>(
    'us.states.id.istc.epb00006.annual-tables',
    'Annualized wage method tables: nothing up to the zero band, then a flat rate on the excess',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${EPB00006_2024}, annual table: single over $14,600, married over $29,200, 5.695% of the excess`,
        value: buildTables(14_600, 29_200, '5.695'),
      },
      {
        effectiveFrom: '2025-05-01',
        value: buildTables(15_000, 30_000, '5.3'),
        unit: 'withholding-table/year',
        citation: `${EPB00006_2025}, annual table: single over $15,000, married over $30,000, 5.3% of the excess`,
      },
    ],
  ),
  childTaxCreditAllowance: defineParameter(
    'us.states.id.istc.epb00006.ictcat',
    'Idaho Child Tax Credit Allowance Table: annual value of one ID W-4 allowance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${EPB00006_2024}, Idaho Child Tax Credit Allowance Table (ICTCAT): annual $3,600`,
        value: usd(3_600),
      },
      {
        effectiveFrom: '2025-05-01',
        value: usd(3_868),
        unit: 'cents/year',
        citation: `${EPB00006_2025}, Idaho Child Tax Credit Allowance Table (ICTCAT): annual $3,868`,
      },
    ],
  ),
  supplementalRate: defineParameter(
    'us.states.id.istc.epb00006.supplemental-rate',
    'Flat rate on supplemental wages paid separately',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${EPB00006_2024}, "Supplemental wages": 5.695% of a separately issued payment`,
        value: percent('5.695'),
      },
      {
        effectiveFrom: '2025-05-01',
        value: percent('5.3'),
        unit: 'ppm',
        citation: `${EPB00006_2025}, "Supplemental wages": 5.3% of a separately issued payment`,
      },
    ],
  ),
};
