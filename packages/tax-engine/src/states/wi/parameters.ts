import { defineParameter, percent, usd } from '../../parameters/parameter';
import { bracket, tableRow, type WithholdingTable } from '../../parameters/schedules';

const METHOD_B =
  'Wisconsin Department of Revenue, Publication W-166 (6/24), Withholding Tax Guide, effective for withholding periods beginning on or after 1 January 2022, Method B';

/** One annual schedule for single and married, printed "over ... but not over" with the tax below each row. */
const WI_RATE_TABLE: WithholdingTable = {
  boundary: 'over',
  rows: [
    tableRow(0, 0, '3.54'),
    tableRow(12_760, '451.70', '4.65'),
    tableRow(25_520, '1045.04', '5.3'),
    tableRow(280_950, '14582.83', '7.65'),
  ],
};

export const WI_PARAMETERS = {
  standardDeductionSingle: defineParameter(
    'us.states.wi.withholding.standard-deduction-single',
    'Standard deduction, single, for annual wages up to the phase-out start',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${METHOD_B}, standard deduction table, single: $6,702 for wages under $17,780`,
        value: usd(6_702),
      },
    ],
  ),
  phaseOutStartSingle: defineParameter(
    'us.states.wi.withholding.phase-out-start-single',
    'Annual wages above which the single standard deduction shrinks',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${METHOD_B}, standard deduction table, single: $6,702 less 12% of wages over $17,780, $0 over $73,630`,
        value: usd(17_780),
      },
    ],
  ),
  phaseOutRateSingle: defineParameter(
    'us.states.wi.withholding.phase-out-rate-single',
    'Share of wages above the phase-out start taken off the single standard deduction',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${METHOD_B}, standard deduction table, single: less 12% of wages over $17,780`,
        value: percent('12'),
      },
    ],
  ),
  standardDeductionMarried: defineParameter(
    'us.states.wi.withholding.standard-deduction-married',
    'Standard deduction, married, for annual wages up to the phase-out start',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${METHOD_B}, standard deduction table, married: $9,461 for wages under $25,727`,
        value: usd(9_461),
      },
    ],
  ),
  phaseOutStartMarried: defineParameter(
    'us.states.wi.withholding.phase-out-start-married',
    'Annual wages above which the married standard deduction shrinks',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${METHOD_B}, standard deduction table, married: $9,461 less 20% of wages over $25,727, $0 over $73,032`,
        value: usd(25_727),
      },
    ],
  ),
  phaseOutRateMarried: defineParameter(
    'us.states.wi.withholding.phase-out-rate-married',
    'Share of wages above the phase-out start taken off the married standard deduction',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${METHOD_B}, standard deduction table, married: less 20% of wages over $25,727`,
        value: percent('20'),
      },
    ],
  ),
  exemptionValue: defineParameter(
    'us.states.wi.withholding.exemption-value',
    'Annual amount per WT-4 exemption',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${METHOD_B}: $400 per exemption claimed on Form WT-4`,
        value: usd(400),
      },
    ],
  ),
  rateTable: defineParameter(
    'us.states.wi.withholding.rate-table',
    'Annual tax on net wages, single and married',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${METHOD_B}, withholding table: 3.54% to $12,760; $451.70 + 4.65% over $12,760; $1,045.04 + 5.30% over $25,520; $14,582.83 + 7.65% over $280,950`,
        value: WI_RATE_TABLE,
      },
    ],
  ),
  supplementalRates: defineParameter(
    'us.states.wi.withholding.supplemental-rates',
    'Flat rate on supplemental wages paid separately, by the employee\'s annual wages (rate applies below "upTo")',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'rate-schedule/year',
        citation: `${METHOD_B}, supplemental wages: 3.54% for annual wages under $12,760, 4.65% under $25,520, 5.30% under $280,950, 7.65% above`,
        value: [
          bracket('3.54', 12_760),
          bracket('4.65', 25_520),
          bracket('5.3', 280_950),
          bracket('7.65', null),
        ],
      },
    ],
  ),
};
