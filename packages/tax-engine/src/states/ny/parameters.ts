/*
 * 2026 values: NYS-50-T-NYS (1/26), in force for payrolls made on or after January 1, 2026 (the
 * five lowest rates cut under Chapter 59 of the Laws of 2025, Part A), was not opened itself; its
 * Tables B and C, Method II annual tables, Method III rates and supplemental rate were read in two
 * public transcriptions that agree on every figure (and a third that agrees on the annual
 * tables). The 2026 PFL rate (0.432%) and annual maximum ($411.91, from the NYSAWW of $1,833.63)
 * agree in three. DBL is statutory and unchanged. docs/tax-coverage.md keeps the detail;
 * NY_RULE.compliance.uncertainties lists what stays open.
 *
 * Yonkers resident surcharge (2025): tax.ny.gov "Withholding tax rate changes" names NYS-50-T-Y
 * (1/23) as the Yonkers publication for 2025. That edition itself was not opened. Its 16.75% factor
 * was read in the 1/16 edition's Method II tables ("Multiply by 16.75% (.1675)") and the 1/15
 * edition's notes; that it holds in 1/23 follows from the APA PayState note on 1/23 (resident
 * supplemental rate 1.95975%, which is 16.75% of the state's 11.70%) and from 20 NYCRR 251.1(b),
 * which sets the supplemental rate as the surcharge rate times the state supplemental rate. For
 * 2026 no Yonkers edition was found; a Bloomberg Tax report says the Yonkers resident methods were
 * revised with the 2026 state rates, but not that the 16.75% factor stayed: it is kept, unconfirmed.
 * New York City resident tax: tax.ny.gov names NYS-50-T-NYC (1/18) as the New York City
 * publication in force from 2018 through 2025, and (1/26) for 2026. Neither edition was opened. The
 * 1/18 annual Method II table, deduction allowance and exemption allowance were read in a public
 * payroll engine's rows dated January 1, 2018 (FairnessTNA, a TimeTrex fork, NY_NYC.class.php,
 * whose 2016 and July 2017 rows match the 5/11 and 7/17 editions' printed tables); public
 * transcriptions of 1/26 (one with its annual and per-period tables, two with the bi-weekly or
 * weekly tables, one with its worked examples) print the same figures. The 4.25% supplemental
 * rate is 20 NYCRR 291.1's. docs/tax-coverage.md keeps the detail.
 */
import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';
import type { PayFrequency } from '../../types';

/** IT-2104 single and head of household both use the single table. */
export type NyWithholdingStatus = 'single' | 'married';

const NYS50 =
  'NYS-50-T-NYS (1/23) New York State Withholding Tax Tables and Methods, Method II exact calculation (in force for 2025)';
const NYS50_2026 =
  'NYS-50-T-NYS (1/26) New York State Withholding Tax Tables and Methods, effective January 1, 2026';

export const NY_DEDUCTION_ALLOWANCE = defineParameter<Readonly<Record<NyWithholdingStatus, Cents>>>(
  'us.states.ny.dtf.withholding.deduction-allowance',
  'Method II deduction allowance (Table A of 1/23, Table B of 1/26), annual',
  [
    {
      effectiveFrom: '2025-01-01',
      value: { single: usd(7_400), married: usd(7_950) },
      unit: 'cents/year',
      citation: `${NYS50}, Table A: deduction allowance $7,400 single, $7,950 married`,
    },
    {
      effectiveFrom: '2026-01-01',
      value: { single: usd(7_400), married: usd(7_950) },
      unit: 'cents/year',
      citation: `${NYS50_2026}, Table B: deduction allowance, annual payroll period, $7,400 single, $7,950 married`,
    },
  ],
);

export const NY_EXEMPTION_ALLOWANCE = defineParameter(
  'us.states.ny.dtf.withholding.exemption-allowance',
  'Method II exemption allowance per IT-2104 allowance (Table A of 1/23, Table C of 1/26), annual',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(1_000),
      unit: 'cents/year',
      citation: `${NYS50}, Table A: $1,000 per exemption allowance`,
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(1_000),
      unit: 'cents/year',
      citation: `${NYS50_2026}, Table C: exemption allowance, annual payroll period, $1,000 per exemption`,
    },
  ],
);

export const NY_RATE_TABLES = defineParameter<
  Readonly<Record<NyWithholdingStatus, WithholdingTable>>
>(
  'us.states.ny.dtf.withholding.table-ii',
  'Method II Table II, annual payroll period ("over ... but not over"); the top rows tax the entire net wages',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `${NYS50}, Table II, annual payroll period`,
      value: {
        single: {
          boundary: 'over',
          rows: [
            tableRow(0, 0, '4.00'),
            tableRow(8_500, 340, '4.50'),
            tableRow(11_700, 484, '5.25'),
            tableRow(13_900, 600, '5.50'),
            tableRow(80_650, 4_271, '6.00'),
            tableRow(96_800, 5_240, '7.14'),
            tableRow(107_650, 6_014, '7.64'),
            tableRow(157_650, 9_832, '6.50'),
            tableRow(215_400, 13_586, '11.01'),
            tableRow(265_400, 19_092, '7.35'),
            tableRow(1_077_550, 0, '10.45', 0),
            tableRow(5_000_000, 0, '11.10', 0),
            tableRow(25_000_000, 0, '11.70', 0),
          ],
        },
        married: {
          boundary: 'over',
          rows: [
            tableRow(0, 0, '4.00'),
            tableRow(8_500, 340, '4.50'),
            tableRow(11_700, 484, '5.25'),
            tableRow(13_900, 600, '5.50'),
            tableRow(80_650, 4_271, '6.00'),
            tableRow(96_800, 5_240, '6.67'),
            tableRow(107_650, 5_963, '7.17'),
            tableRow(157_650, 9_546, '8.11'),
            tableRow(211_550, 13_919, '6.50'),
            tableRow(323_200, 21_177, '12.84'),
            tableRow(373_200, 27_599, '7.35'),
            tableRow(1_077_550, 79_368, '7.65'),
            tableRow(2_155_350, 0, '10.45', 0),
            tableRow(5_000_000, 0, '11.10', 0),
            tableRow(25_000_000, 0, '11.70', 0),
          ],
        },
      },
    },
    {
      effectiveFrom: '2026-01-01',
      unit: 'withholding-table/year',
      citation: `${NYS50_2026}, Method II exact calculation, annual payroll period tables ("at least ... but less than"); Method III top income tax rates on the entire annualized net wages`,
      value: {
        single: {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '3.90'),
            tableRow(8_500, 332, '4.40'),
            tableRow(11_700, 472, '5.15'),
            tableRow(13_900, 586, '5.40'),
            tableRow(80_650, 4_190, '5.90'),
            tableRow(96_800, 5_143, '7.03'),
            tableRow(107_650, 5_906, '7.53'),
            tableRow(157_650, 9_673, '6.40'),
            tableRow(215_400, 13_369, '11.44'),
            tableRow(265_400, 19_091, '7.35'),
            tableRow(1_077_550, 0, '10.45', 0),
            tableRow(5_000_000, 0, '11.10', 0),
            tableRow(25_000_000, 0, '11.70', 0),
          ],
        },
        married: {
          boundary: 'at-least',
          rows: [
            tableRow(0, 0, '3.90'),
            tableRow(8_500, 332, '4.40'),
            tableRow(11_700, 472, '5.15'),
            tableRow(13_900, 586, '5.40'),
            tableRow(80_650, 4_190, '5.90'),
            tableRow(96_800, 5_143, '6.57'),
            tableRow(107_650, 5_855, '7.07'),
            tableRow(157_650, 9_388, '8.01'),
            tableRow(211_550, 13_708, '6.40'),
            tableRow(323_200, 20_854, '13.49'),
            tableRow(373_200, 27_600, '7.35'),
            tableRow(1_077_550, 79_369, '7.65'),
            tableRow(2_155_350, 0, '10.45', 0),
            tableRow(5_000_000, 0, '11.10', 0),
            tableRow(25_000_000, 0, '11.70', 0),
          ],
        },
      },
    },
  ],
);

export const NY_SUPPLEMENTAL_RATE = defineParameter(
  'us.states.ny.dtf.withholding.supplemental-rate',
  'New York State withholding rate on supplemental wages paid separately',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('11.70'),
      unit: 'ppm',
      citation: `${NYS50}, "Supplemental wage payment withholding rates": New York State 11.70%`,
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('11.70'),
      unit: 'ppm',
      citation: `${NYS50_2026}, "Supplemental wage payment withholding rates": New York State 11.70%`,
    },
  ],
);

export const NY_DBL_RATE = defineParameter(
  'us.states.ny.wcb.dbl.rate',
  'New York disability benefits (DBL) employee contribution rate',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('0.5'),
      unit: 'ppm',
      citation:
        "NY Workers' Compensation Law section 209(3)(a): one-half of one per cent of wages, not over sixty cents per week",
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('0.5'),
      unit: 'ppm',
      citation:
        "NY Workers' Compensation Law section 209(3)(a), in force for 2026: one-half of one per cent of wages, not over sixty cents per week (NY WCB, disability benefits for employers)",
    },
  ],
);

/** The $0.60 weekly cap expressed per payroll period, as the regulation prints it. */
export const NY_DBL_MAXIMUM_PER_PERIOD = defineParameter<Readonly<Record<PayFrequency, Cents>>>(
  'us.states.ny.wcb.dbl.maximum-per-period',
  'Maximum DBL employee contribution per payroll period',
  [
    {
      effectiveFrom: '2025-01-01',
      value: {
        weekly: usd('0.60'),
        'bi-weekly': usd('1.20'),
        'semi-monthly': usd('1.30'),
        monthly: usd('2.60'),
      },
      unit: 'cents/period',
      citation:
        '12 NYCRR 362.2: maximum employee contribution weekly $0.60, biweekly $1.20, semimonthly $1.30, monthly $2.60 (WCL 209(3)(a) $0.60 a week)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: {
        weekly: usd('0.60'),
        'bi-weekly': usd('1.20'),
        'semi-monthly': usd('1.30'),
        monthly: usd('2.60'),
      },
      unit: 'cents/period',
      citation:
        '12 NYCRR 362.2, in force for 2026: maximum employee contribution weekly $0.60, biweekly $1.20, semimonthly $1.30, monthly $2.60 (WCL 209(3)(a) $0.60 a week)',
    },
  ],
);

export const NY_PFL_RATE = defineParameter(
  'us.states.ny.dfs.pfl.rate',
  'New York paid family leave employee contribution rate',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('0.388'),
      unit: 'ppm',
      citation:
        'NY DFS 2025 paid family leave premium: 0.388% of gross wages per pay period (NY OSC payroll bulletin #2293)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('0.432'),
      unit: 'ppm',
      citation:
        'NY DFS 2026 paid family leave premium: 0.432% of gross wages per pay period ("Employee Notice of Paid Family Leave Payroll Deduction for 2026", paidfamilyleave.ny.gov)',
    },
  ],
);

export const NY_PFL_ANNUAL_MAXIMUM = defineParameter(
  'us.states.ny.dfs.pfl.annual-maximum',
  'Maximum NY PFL employee contribution per calendar year',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd('354.53'),
      unit: 'cents/year',
      citation:
        'NY DFS 2025 paid family leave premium: annual maximum $354.53 (0.388% of the annualized NYSAWW $91,373.88) (NY OSC payroll bulletin #2293)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd('411.91'),
      unit: 'cents/year',
      citation:
        'NY DFS 2026 paid family leave premium: annual maximum $411.91 (0.432% of the annualized NYSAWW $95,348.76, $1,833.63 a week) ("Employee Notice of Paid Family Leave Payroll Deduction for 2026")',
    },
  ],
);

const NYS50_Y =
  'NYS-50-T-Y (1/23) Yonkers Withholding Tax Tables and Methods, resident income tax surcharge (in force for 2025)';

export const NY_YONKERS_SURCHARGE_RATE = defineParameter(
  'us.states.ny.dtf.withholding.yonkers-resident-surcharge-rate',
  'Yonkers resident income tax surcharge withholding: share of the New York State amount',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('16.75'),
      unit: 'ppm',
      citation: `${NYS50_Y}, Method II exact calculation: the New York State table amount multiplied by 16.75% (.1675); supplemental wages at 1.95975%, the surcharge rate times the New York State supplemental rate (20 NYCRR 251.1(b))`,
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('16.75'),
      unit: 'ppm',
      citation:
        'Bloomberg Tax, "New York Updates State, Yonkers Withholding Methods" (2026): Yonkers resident methods revised with the 2026 state rates; the 16.75% factor of NYS-50-T-Y (1/23) applied to the NYS-50-T-NYS (1/26) amount',
    },
  ],
);

const NYS50_NYC =
  'NYS-50-T-NYC (1/18) New York City Withholding Tax Tables and Methods, Method II exact calculation (in force for 2025)';
const NYS50_NYC_2026 =
  'NYS-50-T-NYC (1/26) New York City Withholding Tax Tables and Methods, effective January 1, 2026';

export const NY_NYC_DEDUCTION_ALLOWANCE = defineParameter<
  Readonly<Record<NyWithholdingStatus, Cents>>
>(
  'us.states.ny.dtf.withholding.nyc-deduction-allowance',
  'New York City Method II deduction allowance (Table B), annual',
  [
    {
      effectiveFrom: '2025-01-01',
      value: { single: usd(5_000), married: usd(5_500) },
      unit: 'cents/year',
      citation: `${NYS50_NYC}, Table B: deduction allowance, annual payroll period, $5,000 single, $5,500 married`,
    },
    {
      effectiveFrom: '2026-01-01',
      value: { single: usd(5_000), married: usd(5_500) },
      unit: 'cents/year',
      citation: `${NYS50_NYC_2026}, Table B: deduction allowance, annual payroll period, $5,000 single, $5,500 married`,
    },
  ],
);

export const NY_NYC_EXEMPTION_ALLOWANCE = defineParameter(
  'us.states.ny.dtf.withholding.nyc-exemption-allowance',
  'New York City Method II exemption allowance per IT-2104 line 2 allowance (Table C), annual',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(1_000),
      unit: 'cents/year',
      citation: `${NYS50_NYC}, Table C: exemption allowance, annual payroll period, $1,000 per exemption`,
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(1_000),
      unit: 'cents/year',
      citation: `${NYS50_NYC_2026}, Table C: exemption allowance, annual payroll period, $1,000 per exemption`,
    },
  ],
);

/** The publication prints a single and a married table; they are the same, so one is held. */
export const NY_NYC_RATE_TABLE = defineParameter<WithholdingTable>(
  'us.states.ny.dtf.withholding.nyc-table-ii',
  'New York City Method II table, annual payroll period ("at least ... but less than"), single and married alike',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `${NYS50_NYC}, annual payroll period table, the single and married tables alike`,
      value: {
        boundary: 'at-least',
        rows: [
          tableRow(0, 0, '2.05'),
          tableRow(8_000, 164, '2.80'),
          tableRow(8_700, 184, '3.25'),
          tableRow(15_000, 388, '3.95'),
          tableRow(25_000, 783, '4.15'),
          tableRow(60_000, 2_236, '4.25'),
        ],
      },
    },
    {
      effectiveFrom: '2026-01-01',
      unit: 'withholding-table/year',
      citation: `${NYS50_NYC_2026}, Method II exact calculation, annual payroll period table, the single and married tables alike`,
      value: {
        boundary: 'at-least',
        rows: [
          tableRow(0, 0, '2.05'),
          tableRow(8_000, 164, '2.80'),
          tableRow(8_700, 184, '3.25'),
          tableRow(15_000, 388, '3.95'),
          tableRow(25_000, 783, '4.15'),
          tableRow(60_000, 2_236, '4.25'),
        ],
      },
    },
  ],
);

export const NY_NYC_SUPPLEMENTAL_RATE = defineParameter(
  'us.states.ny.dtf.withholding.nyc-supplemental-rate',
  'New York City resident withholding rate on supplemental wages paid separately',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('4.25'),
      unit: 'ppm',
      citation:
        '20 NYCRR 291.1: "an employer may withhold from the supplemental wages at a rate equal to 4.25 percent" (New York City personal income tax on residents)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('4.25'),
      unit: 'ppm',
      citation: `${NYS50_NYC_2026}, "Supplemental wage payment withholding rates": New York City 4.25% (20 NYCRR 291.1)`,
    },
  ],
);

/** Everything the New York rule reads, resolved at the pay date. */
export const NY_PARAMETERS = {
  deductionAllowance: NY_DEDUCTION_ALLOWANCE,
  exemptionAllowance: NY_EXEMPTION_ALLOWANCE,
  rateTables: NY_RATE_TABLES,
  supplementalRate: NY_SUPPLEMENTAL_RATE,
  dblRate: NY_DBL_RATE,
  dblMaximumPerPeriod: NY_DBL_MAXIMUM_PER_PERIOD,
  pflRate: NY_PFL_RATE,
  pflAnnualMaximum: NY_PFL_ANNUAL_MAXIMUM,
  yonkersSurchargeRate: NY_YONKERS_SURCHARGE_RATE,
  nycDeductionAllowance: NY_NYC_DEDUCTION_ALLOWANCE,
  nycExemptionAllowance: NY_NYC_EXEMPTION_ALLOWANCE,
  nycRateTable: NY_NYC_RATE_TABLE,
  nycSupplementalRate: NY_NYC_SUPPLEMENTAL_RATE,
};
