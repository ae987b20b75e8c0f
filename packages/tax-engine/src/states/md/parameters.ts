import type { Cents, RatePpm } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';
import {
  bracket,
  tableRow,
  type MarginalBracket,
  type WithholdingTable,
} from '../../parameters/schedules';

// Sources (for docs/tax-coverage.md): exemption, state rates and 2025 county rates from
// suburbancomputer.com's 2025 Maryland page, agreeing with the Comptroller's 2024 local-rate page except
// for the four counties listed as uncertain; the formula's shape (4.75% from the first dollar, nothing
// at or below $5,000) from the Microsoft Dynamics GP tax updates' combined tables; the July changes from
// Paylocity, EY Tax News and the Interior Business Center's October 2025 notice. The Comptroller's
// PDFs themselves were not read.

/** The two rate columns of Form MW507: single (also married withholding at the single rate) and married. */
export type MdScheduleStatus = 'single' | 'married';

/** Maryland's 23 counties and Baltimore City, the local jurisdictions of Form MW507. */
export const MD_COUNTIES = [
  'allegany',
  'anne-arundel',
  'baltimore-city',
  'baltimore-county',
  'calvert',
  'caroline',
  'carroll',
  'cecil',
  'charles',
  'dorchester',
  'frederick',
  'garrett',
  'harford',
  'howard',
  'kent',
  'montgomery',
  'prince-georges',
  'queen-annes',
  'st-marys',
  'somerset',
  'talbot',
  'washington',
  'wicomico',
  'worcester',
] as const;
export type MdCounty = (typeof MD_COUNTIES)[number];

/** A county's 2025 rate: one rate on all taxable income, or brackets by filing status. */
export type MdLocalRate =
  | { readonly kind: 'flat'; readonly rate: RatePpm }
  | {
      readonly kind: 'brackets';
      readonly single: readonly MarginalBracket[];
      readonly married: readonly MarginalBracket[];
    };

/** The standard deduction: a share of annual wages between a minimum and maximum, or a flat amount. */
export type MdStandardDeduction =
  | {
      readonly kind: 'percent-of-wages';
      readonly rate: RatePpm;
      readonly minimum: Cents;
      readonly maximum: Cents;
    }
  | { readonly kind: 'flat'; readonly amount: Cents };

const GUIDE = 'Comptroller of Maryland, Maryland Employer Withholding Guide (January 2025)';
const REVISED =
  'Comptroller of Maryland, revised withholding formula (July 2025) for H.B. 352 (2025)';
const LOCAL_RATES = 'Comptroller of Maryland, local income tax rates for tax year 2025';

export const MD_EXEMPTION = defineParameter(
  'us.states.md.withholding.exemption',
  'Value of one MW507 exemption, subtracted from annual wages',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${GUIDE}, percentage formula: $3,200 for each exemption claimed on Form MW507`,
      value: usd(3_200),
    },
  ],
);

export const MD_STANDARD_DEDUCTION = defineParameter<MdStandardDeduction>(
  'us.states.md.withholding.standard-deduction',
  'Standard deduction of the withholding formula, the same for every MW507 status',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${GUIDE}, percentage formula: 15% of annual wages, at least $1,800 and at most $2,700`,
      value: {
        kind: 'percent-of-wages',
        rate: percent('15'),
        minimum: usd(1_800),
        maximum: usd(2_700),
      },
    },
    {
      effectiveFrom: '2025-07-01',
      unit: 'cents/year',
      citation: `${REVISED}: a flat standard deduction of $3,350`,
      value: { kind: 'flat', amount: usd(3_350) },
    },
  ],
);

export const MD_STATE_SCHEDULES = defineParameter<Record<MdScheduleStatus, WithholdingTable>>(
  'us.states.md.withholding.state-schedules',
  'Annual state rate schedules of the withholding formula (4.75% from the first dollar, then the upper brackets)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `${GUIDE}, percentage formula, state rates: single 4.75% to $100,000, then 5%, 5.25%, 5.5% and 5.75% over $250,000; married 4.75% to $150,000, then 5%, 5.25%, 5.5% and 5.75% over $300,000`,
      value: {
        single: {
          boundary: 'over',
          rows: [
            tableRow(0, 0, '4.75'),
            tableRow(100_000, 4_750, '5'),
            tableRow(125_000, 6_000, '5.25'),
            tableRow(150_000, '7312.50', '5.5'),
            tableRow(250_000, '12812.50', '5.75'),
          ],
        },
        married: {
          boundary: 'over',
          rows: [
            tableRow(0, 0, '4.75'),
            tableRow(150_000, 7_125, '5'),
            tableRow(175_000, 8_375, '5.25'),
            tableRow(225_000, 11_000, '5.5'),
            tableRow(300_000, 15_125, '5.75'),
          ],
        },
      },
    },
    {
      effectiveFrom: '2025-07-01',
      unit: 'withholding-table/year',
      citation: `${REVISED}: two brackets added, 6.25% over $500,000 and 6.5% over $1,000,000 single; 6.25% over $600,000 and 6.5% over $1,200,000 married`,
      value: {
        single: {
          boundary: 'over',
          rows: [
            tableRow(0, 0, '4.75'),
            tableRow(100_000, 4_750, '5'),
            tableRow(125_000, 6_000, '5.25'),
            tableRow(150_000, '7312.50', '5.5'),
            tableRow(250_000, '12812.50', '5.75'),
            tableRow(500_000, '27187.50', '6.25'),
            tableRow(1_000_000, '58437.50', '6.5'),
          ],
        },
        married: {
          boundary: 'over',
          rows: [
            tableRow(0, 0, '4.75'),
            tableRow(150_000, 7_125, '5'),
            tableRow(175_000, 8_375, '5.25'),
            tableRow(225_000, 11_000, '5.5'),
            tableRow(300_000, 15_125, '5.75'),
            tableRow(600_000, 32_375, '6.25'),
            tableRow(1_200_000, 69_875, '6.5'),
          ],
        },
      },
    },
  ],
);

export const MD_WITHHOLDING_FLOOR = defineParameter(
  'us.states.md.withholding.floor',
  'Annual taxable wages at or below which nothing is withheld (state or local)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${GUIDE}, percentage withholding tables: no withholding on annual taxable wages of $5,000 or less`,
      value: usd(5_000),
    },
  ],
);

function flat(ratePercent: string): MdLocalRate {
  return { kind: 'flat', rate: percent(ratePercent) };
}

export const MD_LOCAL_RATES = defineParameter<Record<MdCounty, MdLocalRate>>(
  'us.states.md.withholding.local-rates',
  'County and Baltimore City income tax rates, applied to the same taxable wages as the state rates',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'rate-schedule/year',
      citation: `${LOCAL_RATES}, as listed in ${GUIDE} (Anne Arundel and Frederick by income bracket and filing status)`,
      value: {
        allegany: flat('3.03'),
        'anne-arundel': {
          kind: 'brackets',
          single: [bracket('2.70', 50_000), bracket('2.94', 400_000), bracket('3.20', null)],
          married: [bracket('2.70', 75_000), bracket('2.94', 480_000), bracket('3.20', null)],
        },
        'baltimore-city': flat('3.20'),
        'baltimore-county': flat('3.20'),
        calvert: flat('3.20'),
        caroline: flat('3.20'),
        carroll: flat('3.03'),
        cecil: flat('2.74'),
        charles: flat('3.03'),
        dorchester: flat('3.20'),
        frederick: {
          kind: 'brackets',
          single: [
            bracket('2.25', 25_000),
            bracket('2.75', 50_000),
            bracket('2.96', 150_000),
            bracket('3.20', null),
          ],
          married: [
            bracket('2.25', 25_000),
            bracket('2.75', 100_000),
            bracket('2.96', 250_000),
            bracket('3.20', null),
          ],
        },
        garrett: flat('2.65'),
        harford: flat('3.06'),
        howard: flat('3.20'),
        kent: flat('3.20'),
        montgomery: flat('3.20'),
        'prince-georges': flat('3.20'),
        'queen-annes': flat('3.20'),
        'st-marys': flat('3.20'),
        somerset: flat('3.20'),
        talbot: flat('2.40'),
        washington: flat('2.95'),
        wicomico: flat('3.20'),
        worcester: flat('2.25'),
      },
    },
  ],
);

export const MD_NONRESIDENT_RATE = defineParameter(
  'us.states.md.withholding.nonresident-rate',
  'Special nonresident tax, in place of a local tax, for employees who do not live in Maryland',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${GUIDE}, nonresidents: the special nonresident tax at the lowest local rate, 2.25%`,
      value: percent('2.25'),
    },
  ],
);

export const MD_SUPPLEMENTAL_STATE_RATE = defineParameter(
  'us.states.md.withholding.supplemental-state-rate',
  'State rate on lump-sum bonuses, to which the top local rate of the county is added',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${GUIDE}, page 9: annual bonuses at the highest state rate, 5.75%, plus the highest local rate of the county`,
      value: percent('5.75'),
    },
    {
      effectiveFrom: '2025-07-01',
      unit: 'ppm',
      citation: `${REVISED}: annual bonuses at the highest state rate, 6.50%, plus the highest local rate of the county`,
      value: percent('6.5'),
    },
  ],
);

/** Maryland's parameters as the rule reads them, resolved at the pay date. */
export const MD_PARAMETERS = {
  exemption: MD_EXEMPTION,
  standardDeduction: MD_STANDARD_DEDUCTION,
  stateSchedules: MD_STATE_SCHEDULES,
  withholdingFloor: MD_WITHHOLDING_FLOOR,
  localRates: MD_LOCAL_RATES,
  nonresidentRate: MD_NONRESIDENT_RATE,
  supplementalStateRate: MD_SUPPLEMENTAL_STATE_RATE,
};
