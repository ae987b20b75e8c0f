/*
 * 2026 values: EDD's "California Withholding Schedules for 2026" (26methb.pdf) itself could not be
 * opened; every 2026 value was read in public transcriptions of it, two of which agree on each
 * annual amount (Tables 1-7, annual: low income exemption $18,896 / $37,791, estimated deduction
 * $1,000, standard deduction $5,706 / $11,412, exemption allowance credit $168.30, the three annual
 * rate tables), and a third checks the 26methb.pdf text for $5,706, $11,412, $11,079, $22,158,
 * $22,173 and $1,485,906. The per-period Tables 1-4 re-derive from the annual amounts
 * (round(annual / periods)), as test/parameters.test.ts checks. The per-period rate tables are
 * printed by EDD with their own rounding (monthly = 2 x semi-monthly, and so on): the weekly single
 * table agrees in two transcriptions, the other eleven were read in one, and every row of each
 * chains to the cent from the row before. The SDI rate of 1.3% for 2026 (no wage ceiling) and the
 * 10.23% bonus rate agree in several transcriptions of EDD's rates page and DE 44 (2026).
 * docs/tax-coverage.md keeps the detail; CA_RULE.compliance.uncertainties lists what stays open.
 */
import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';
import type { PayFrequency } from '../../types';

/** EDD's three Table 5 schedules: DE 4 single and married-with-two-incomes both use "single". */
export type CaWithholdingStatus = 'single' | 'married' | 'head-of-household';

/**
 * Tables 1 and 3 have two columns: "low" is single, or married with 0 or 1 regular allowance;
 * "high" is married with 2 or more regular allowances, or head of household.
 */
export interface CaTwoColumnAmount {
  readonly low: Cents;
  readonly high: Cents;
}

const METHOD_B = 'EDD Method B - Exact Calculation Method, 2025 (25methb.pdf)';
const METHOD_B_2026 =
  'EDD "California Withholding Schedules for 2026", Method B - Exact Calculation Method (26methb.pdf)';

export const CA_LOW_INCOME_EXEMPTION = defineParameter<
  Readonly<Record<PayFrequency, CaTwoColumnAmount>>
>(
  'us.states.ca.edd.method-b.table-1',
  'Table 1: low income exemption (no withholding when gross wages are at or below)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/period',
      citation: `${METHOD_B}, Table 1 - Low Income Exemption Table (annual $18,368 / $36,736)`,
      value: {
        weekly: { low: usd(353), high: usd(706) },
        'bi-weekly': { low: usd(706), high: usd(1_413) },
        'semi-monthly': { low: usd(765), high: usd(1_531) },
        monthly: { low: usd(1_531), high: usd(3_061) },
      },
    },
    {
      effectiveFrom: '2026-01-01',
      unit: 'cents/period',
      citation: `${METHOD_B_2026}, Table 1 - Low Income Exemption Table (annual $18,896 / $37,791)`,
      value: {
        weekly: { low: usd(363), high: usd(727) },
        'bi-weekly': { low: usd(727), high: usd(1_454) },
        'semi-monthly': { low: usd(787), high: usd(1_575) },
        monthly: { low: usd(1_575), high: usd(3_149) },
      },
    },
  ],
);

/** Index = number of allowances, 0 to 10; above 10, the one-allowance amount times the number. */
export const CA_ESTIMATED_DEDUCTION = defineParameter<
  Readonly<Record<PayFrequency, readonly Cents[]>>
>(
  'us.states.ca.edd.method-b.table-2',
  'Table 2: estimated deduction by number of DE 4 estimated-deduction allowances',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents-by-allowances/period',
      citation: `${METHOD_B}, Table 2 - Estimated Deduction Table ($1,000 a year per allowance; more than 10 allowances: one-allowance amount x number)`,
      value: {
        weekly: [0, 19, 38, 58, 77, 96, 115, 135, 154, 173, 192].map(usd),
        'bi-weekly': [0, 38, 77, 115, 154, 192, 231, 269, 308, 346, 385].map(usd),
        'semi-monthly': [0, 42, 83, 125, 167, 208, 250, 292, 333, 375, 417].map(usd),
        monthly: [0, 83, 167, 250, 333, 417, 500, 583, 667, 750, 833].map(usd),
      },
    },
    {
      effectiveFrom: '2026-01-01',
      unit: 'cents-by-allowances/period',
      citation: `${METHOD_B_2026}, Table 2 - Estimated Deduction Table ($1,000 a year per allowance; more than 10 allowances: one-allowance amount x number)`,
      value: {
        weekly: [0, 19, 38, 58, 77, 96, 115, 135, 154, 173, 192].map(usd),
        'bi-weekly': [0, 38, 77, 115, 154, 192, 231, 269, 308, 346, 385].map(usd),
        'semi-monthly': [0, 42, 83, 125, 167, 208, 250, 292, 333, 375, 417].map(usd),
        monthly: [0, 83, 167, 250, 333, 417, 500, 583, 667, 750, 833].map(usd),
      },
    },
  ],
);

export const CA_STANDARD_DEDUCTION = defineParameter<
  Readonly<Record<PayFrequency, CaTwoColumnAmount>>
>('us.states.ca.edd.method-b.table-3', 'Table 3: standard deduction', [
  {
    effectiveFrom: '2025-01-01',
    unit: 'cents/period',
    citation: `${METHOD_B}, Table 3 - Standard Deduction Table (annual $5,540 / $11,080)`,
    value: {
      weekly: { low: usd(107), high: usd(213) },
      'bi-weekly': { low: usd(213), high: usd(426) },
      'semi-monthly': { low: usd(231), high: usd(462) },
      monthly: { low: usd(462), high: usd(923) },
    },
  },
  {
    effectiveFrom: '2026-01-01',
    unit: 'cents/period',
    citation: `${METHOD_B_2026}, Table 3 - Standard Deduction Table (annual $5,706 / $11,412)`,
    value: {
      weekly: { low: usd(110), high: usd(219) },
      'bi-weekly': { low: usd(219), high: usd(439) },
      'semi-monthly': { low: usd(238), high: usd(476) },
      monthly: { low: usd(476), high: usd(951) },
    },
  },
]);

/** Index = number of regular allowances, 0 to 10; above 10, the one-allowance amount times the number. */
export const CA_EXEMPTION_ALLOWANCE_CREDIT = defineParameter<
  Readonly<Record<PayFrequency, readonly Cents[]>>
>(
  'us.states.ca.edd.method-b.table-4',
  'Table 4: exemption allowance tax credit by number of DE 4 regular allowances',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents-by-allowances/period',
      citation: `${METHOD_B}, Table 4 - Exemption Allowance Table ($163.90 a year per allowance; more than 10 allowances: one-allowance amount x number)`,
      value: {
        weekly: [
          '0',
          '3.15',
          '6.30',
          '9.46',
          '12.61',
          '15.76',
          '18.91',
          '22.06',
          '25.22',
          '28.37',
          '31.52',
        ].map(usd),
        'bi-weekly': [
          '0',
          '6.30',
          '12.61',
          '18.91',
          '25.22',
          '31.52',
          '37.82',
          '44.13',
          '50.43',
          '56.73',
          '63.04',
        ].map(usd),
        'semi-monthly': [
          '0',
          '6.83',
          '13.66',
          '20.49',
          '27.32',
          '34.15',
          '40.98',
          '47.80',
          '54.63',
          '61.46',
          '68.29',
        ].map(usd),
        monthly: [
          '0',
          '13.66',
          '27.32',
          '40.98',
          '54.63',
          '68.29',
          '81.95',
          '95.61',
          '109.27',
          '122.93',
          '136.58',
        ].map(usd),
      },
    },
    {
      effectiveFrom: '2026-01-01',
      unit: 'cents-by-allowances/period',
      citation: `${METHOD_B_2026}, Table 4 - Exemption Allowance Table ($168.30 a year per allowance; more than 10 allowances: one-allowance amount x number)`,
      value: {
        weekly: [
          '0',
          '3.24',
          '6.47',
          '9.71',
          '12.95',
          '16.18',
          '19.42',
          '22.66',
          '25.89',
          '29.13',
          '32.37',
        ].map(usd),
        'bi-weekly': [
          '0',
          '6.47',
          '12.95',
          '19.42',
          '25.89',
          '32.37',
          '38.84',
          '45.31',
          '51.78',
          '58.26',
          '64.73',
        ].map(usd),
        'semi-monthly': [
          '0',
          '7.01',
          '14.03',
          '21.04',
          '28.05',
          '35.06',
          '42.08',
          '49.09',
          '56.10',
          '63.11',
          '70.13',
        ].map(usd),
        monthly: [
          '0',
          '14.03',
          '28.05',
          '42.08',
          '56.10',
          '70.13',
          '84.15',
          '98.18',
          '112.20',
          '126.23',
          '140.25',
        ].map(usd),
      },
    },
  ],
);

/**
 * Reads the compact notation of the state-2025 notes ("207:2.28@2.2" = over $207, $2.28 plus
 * 2.2% of the excess), so each table below can be compared with its source line by eye.
 */
function parseEddTable(notation: string): WithholdingTable {
  const rows = notation.split('|').map((cell) => {
    const match = /^\s*([\d.]+):([\d.]+)@([\d.]+)\s*$/.exec(cell);
    if (!match) throw new Error(`Unreadable EDD table cell: ${cell}`);
    return tableRow(match[1]!, match[2]!, match[3]!);
  });
  return { boundary: 'over', rows };
}

export const CA_RATE_TABLES = defineParameter<
  Readonly<Record<PayFrequency, Readonly<Record<CaWithholdingStatus, WithholdingTable>>>>
>(
  'us.states.ca.edd.method-b.table-5',
  'Table 5: tax rate tables per payroll period ("over ... but not over")',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/period',
      citation: `${METHOD_B}, Table 5 - Tax Rate Table`,
      value: {
        weekly: {
          single: parseEddTable(
            '0:0.00@1.1 | 207:2.28@2.2 | 490:8.51@4.4 | 774:20.99@6.6 | 1074:40.82@8.8 | 1358:65.76@10.23 | 6936:636.39@11.33 | 8323:793.54@12.43 | 13871:1483.23@13.53 | 19231:2208.35@14.63',
          ),
          married: parseEddTable(
            '0:0.00@1.1 | 414:4.55@2.2 | 981:17.03@4.4 | 1548:41.98@6.6 | 2149:81.63@8.8 | 2716:131.52@10.23 | 13872:1272.77@11.33 | 16646:1587.08@12.43 | 19231:1908.41@13.53 | 27743:3060.10@14.63',
          ),
          'head-of-household': parseEddTable(
            '0:0.00@1.1 | 414:4.55@2.2 | 981:17.02@4.4 | 1264:29.50@6.6 | 1565:49.32@8.8 | 1848:74.27@10.23 | 9433:850.15@11.33 | 11319:1063.90@12.43 | 18865:2001.87@13.53 | 19231:2051.34@14.63',
          ),
        },
        'bi-weekly': {
          single: parseEddTable(
            '0:0.00@1.1 | 414:4.55@2.2 | 981:17.03@4.4 | 1548:41.98@6.6 | 2149:81.63@8.8 | 2716:131.52@10.23 | 13872:1272.77@11.33 | 16646:1587.08@12.43 | 27743:2966.46@13.53 | 38462:4416.70@14.63',
          ),
          married: parseEddTable(
            '0:0.00@1.1 | 827:9.10@2.2 | 1961:34.05@4.4 | 3096:83.96@6.6 | 4297:163.27@8.8 | 5431:263.05@10.23 | 27743:2545.54@11.33 | 33291:3174.16@12.43 | 38462:3816.82@13.53 | 55486:6120.19@14.63',
          ),
          'head-of-household': parseEddTable(
            '0:0.00@1.1 | 828:9.11@2.2 | 1962:34.05@4.4 | 2529:59.00@6.6 | 3129:98.65@8.8 | 3696:148.55@10.23 | 18865:1700.31@11.33 | 22638:2127.80@12.43 | 37730:4003.74@13.53 | 38462:4102.68@14.63',
          ),
        },
        'semi-monthly': {
          single: parseEddTable(
            '0:0.00@1.1 | 448:4.93@2.2 | 1062:18.44@4.4 | 1677:45.48@6.6 | 2328:88.44@8.8 | 2942:142.48@10.23 | 15027:1378.83@11.33 | 18033:1719.34@12.43 | 30055:3213.67@13.53 | 41667:4784.76@14.63',
          ),
          married: parseEddTable(
            '0:0.00@1.1 | 896:9.86@2.2 | 2125:36.89@4.4 | 3354:90.96@6.6 | 4656:176.87@8.8 | 5884:284.97@10.23 | 30055:2757.67@11.33 | 36066:3438.68@12.43 | 41667:4134.89@13.53 | 60110:6630.21@14.63',
          ),
          'head-of-household': parseEddTable(
            '0:0.00@1.1 | 897:9.87@2.2 | 2125:36.88@4.4 | 2739:63.91@6.6 | 3390:106.87@8.8 | 4004:160.93@10.23 | 20437:1842.00@11.33 | 24525:2305.11@12.43 | 40874:4337.39@13.53 | 41667:4444.57@14.63',
          ),
        },
        monthly: {
          single: parseEddTable(
            '0:0.00@1.1 | 896:9.86@2.2 | 2125:36.89@4.4 | 3354:90.96@6.6 | 4656:176.87@8.8 | 5884:284.97@10.23 | 30055:2757.67@11.33 | 36066:3438.68@12.43 | 60110:6427.34@13.53 | 83333:9569.52@14.63',
          ),
          married: parseEddTable(
            '0:0.00@1.1 | 1793:19.72@2.2 | 4250:73.78@4.4 | 6708:181.91@6.6 | 9311:353.75@8.8 | 11768:569.93@10.23 | 60110:5515.34@11.33 | 72131:6877.35@12.43 | 83333:8269.78@13.53 | 120219:13260.41@14.63',
          ),
          'head-of-household': parseEddTable(
            '0:0.00@1.1 | 1794:19.73@2.2 | 4250:73.77@4.4 | 5479:127.83@6.6 | 6780:213.74@8.8 | 8009:321.85@10.23 | 40874:3684.00@11.33 | 49049:4610.22@12.43 | 81749:8674.77@13.53 | 83333:8889.14@14.63',
          ),
        },
      },
    },
    {
      effectiveFrom: '2026-01-01',
      unit: 'withholding-table/period',
      citation: `${METHOD_B_2026}, tax rate tables for the weekly, bi-weekly, semi-monthly and monthly payroll periods`,
      value: {
        weekly: {
          single: parseEddTable(
            '0:0.00@1.1 | 213:2.34@2.2 | 505:8.76@4.4 | 797:21.61@6.6 | 1107:42.07@8.8 | 1399:67.77@10.23 | 7144:655.48@11.33 | 8573:817.39@12.43 | 14288:1527.76@13.53 | 19231:2196.55@14.63',
          ),
          married: parseEddTable(
            '0:0.00@1.1 | 426:4.69@2.2 | 1010:17.54@4.4 | 1594:43.24@6.6 | 2214:84.16@8.8 | 2798:135.55@10.23 | 14288:1310.98@11.33 | 17146:1634.79@12.43 | 19231:1893.96@13.53 | 28575:3158.20@14.63',
          ),
          'head-of-household': parseEddTable(
            '0:0.00@1.1 | 426:4.69@2.2 | 1010:17.54@4.4 | 1302:30.39@6.6 | 1612:50.85@8.8 | 1904:76.55@10.23 | 9716:875.72@11.33 | 11659:1095.86@12.43 | 19231:2037.06@13.53 | 19431:2064.12@14.63',
          ),
        },
        'bi-weekly': {
          single: parseEddTable(
            '0:0.00@1.1 | 426:4.69@2.2 | 1010:17.54@4.4 | 1594:43.24@6.6 | 2214:84.16@8.8 | 2798:135.55@10.23 | 14288:1310.98@11.33 | 17146:1634.79@12.43 | 28576:3055.54@13.53 | 38462:4393.12@14.63',
          ),
          married: parseEddTable(
            '0:0.00@1.1 | 852:9.37@2.2 | 2020:35.07@4.4 | 3188:86.46@6.6 | 4428:168.30@8.8 | 5596:271.08@10.23 | 28576:2621.93@11.33 | 34292:3269.55@12.43 | 38462:3787.88@13.53 | 57150:6316.37@14.63',
          ),
          'head-of-household': parseEddTable(
            '0:0.00@1.1 | 852:9.37@2.2 | 2020:35.07@4.4 | 2604:60.77@6.6 | 3224:101.69@8.8 | 3808:153.08@10.23 | 19432:1751.42@11.33 | 23318:2191.70@12.43 | 38462:4074.10@13.53 | 38862:4128.22@14.63',
          ),
        },
        'semi-monthly': {
          single: parseEddTable(
            '0:0.00@1.1 | 462:5.08@2.2 | 1094:18.98@4.4 | 1727:46.83@6.6 | 2398:91.12@8.8 | 3030:146.74@10.23 | 15478:1420.17@11.33 | 18574:1770.95@12.43 | 30956:3310.03@13.53 | 41667:4759.23@14.63',
          ),
          married: parseEddTable(
            '0:0.00@1.1 | 924:10.16@2.2 | 2188:37.97@4.4 | 3454:93.67@6.6 | 4796:182.24@8.8 | 6060:293.47@10.23 | 30956:2840.33@11.33 | 37148:3541.88@12.43 | 41667:4103.59@13.53 | 61913:6842.87@14.63',
          ),
          'head-of-household': parseEddTable(
            '0:0.00@1.1 | 924:10.16@2.2 | 2189:37.99@4.4 | 2822:65.84@6.6 | 3492:110.06@8.8 | 4125:165.76@10.23 | 21050:1897.19@11.33 | 25260:2374.18@12.43 | 41667:4413.57@13.53 | 42101:4472.29@14.63',
          ),
        },
        monthly: {
          single: parseEddTable(
            '0:0.00@1.1 | 924:10.16@2.2 | 2188:37.97@4.4 | 3454:93.67@6.6 | 4796:182.24@8.8 | 6060:293.47@10.23 | 30956:2840.33@11.33 | 37148:3541.88@12.43 | 61912:6620.05@13.53 | 83334:9518.45@14.63',
          ),
          married: parseEddTable(
            '0:0.00@1.1 | 1848:20.33@2.2 | 4376:75.95@4.4 | 6908:187.36@6.6 | 9592:364.50@8.8 | 12120:586.96@10.23 | 61912:5680.68@11.33 | 74296:7083.79@12.43 | 83334:8207.21@13.53 | 123826:13685.78@14.63',
          ),
          'head-of-household': parseEddTable(
            '0:0.00@1.1 | 1848:20.33@2.2 | 4378:75.99@4.4 | 5644:131.69@6.6 | 6984:220.13@8.8 | 8250:331.54@10.23 | 42100:3794.40@11.33 | 50520:4748.39@12.43 | 83334:8827.17@13.53 | 84202:8944.61@14.63',
          ),
        },
      },
    },
  ],
);

export interface CaAnnualMethodB {
  readonly lowIncomeExemption: CaTwoColumnAmount;
  readonly estimatedDeductionPerAllowance: Cents;
  readonly standardDeduction: CaTwoColumnAmount;
  readonly exemptionAllowanceCreditPerAllowance: Cents;
  readonly rateTables: Readonly<Record<CaWithholdingStatus, WithholdingTable>>;
}

/**
 * The annual payroll period of Tables 1-5 (2025) and 1-7 (2026). The per-period tables above are
 * what the paycheck uses; tests re-derive Tables 1-4 (and the 2025 Table 5) from these and check
 * that each printed 2026 rate table chains, to catch transcription drift.
 */
export const CA_ANNUAL_METHOD_B = defineParameter<CaAnnualMethodB>(
  'us.states.ca.edd.method-b.annual',
  'Method B Tables 1-5, annual payroll period',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `${METHOD_B}, Tables 1-5, annual payroll period (the 1% Mental Health Services Tax included above $1,000,000)`,
      value: {
        lowIncomeExemption: { low: usd(18_368), high: usd(36_736) },
        estimatedDeductionPerAllowance: usd(1_000),
        standardDeduction: { low: usd(5_540), high: usd(11_080) },
        exemptionAllowanceCreditPerAllowance: usd('163.90'),
        rateTables: {
          single: parseEddTable(
            '0:0@1.1 | 10756:118.32@2.2 | 25499:442.67@4.4 | 40245:1091.49@6.6 | 55866:2122.48@8.8 | 70606:3419.60@10.23 | 360659:33092.02@11.33 | 432787:41264.12@12.43 | 721314:77128.03@13.53 | 1000000:114834.25@14.63',
          ),
          married: parseEddTable(
            '0:0@1.1 | 21512:236.63@2.2 | 50998:885.32@4.4 | 80490:2182.97@6.6 | 111732:4244.94@8.8 | 141212:6839.18@10.23 | 721318:66184.02@11.33 | 865574:82528.22@12.43 | 1000000:99237.37@13.53 | 1442628:159124.94@14.63',
          ),
          'head-of-household': parseEddTable(
            '0:0@1.1 | 21527:236.80@2.2 | 51000:885.21@4.4 | 65744:1533.95@6.6 | 81364:2564.87@8.8 | 96107:3862.25@10.23 | 490493:44207.94@11.33 | 588593:55322.67@12.43 | 980987:104097.24@13.53 | 1000000:106669.70@14.63',
          ),
        },
      },
    },
    {
      effectiveFrom: '2026-01-01',
      unit: 'withholding-table/year',
      citation: `${METHOD_B_2026}, Tables 1-4 and the annual tax rate tables (Tables 5-7), annual payroll period (the additional 1% on income above $1,000,000 included)`,
      value: {
        lowIncomeExemption: { low: usd(18_896), high: usd(37_791) },
        estimatedDeductionPerAllowance: usd(1_000),
        standardDeduction: { low: usd(5_706), high: usd(11_412) },
        exemptionAllowanceCreditPerAllowance: usd('168.30'),
        rateTables: {
          single: parseEddTable(
            '0:0@1.1 | 11079:121.87@2.2 | 26264:455.94@4.4 | 41452:1124.21@6.6 | 57542:2186.15@8.8 | 72724:3522.17@10.23 | 371479:34084.81@11.33 | 445771:42502.09@12.43 | 742953:79441.81@13.53 | 1000000:114220.27@14.63',
          ),
          married: parseEddTable(
            '0:0@1.1 | 22158:243.74@2.2 | 52528:911.88@4.4 | 82904:2248.42@6.6 | 115084:4372.30@8.8 | 145448:7044.33@10.23 | 742958:68169.60@11.33 | 891542:85004.17@12.43 | 1000000:98485.50@13.53 | 1485906:164228.58@14.63',
          ),
          'head-of-household': parseEddTable(
            '0:0@1.1 | 22173:243.90@2.2 | 52530:911.75@4.4 | 67716:1579.93@6.6 | 83805:2641.80@8.8 | 98990:3978.08@10.23 | 505208:45534.18@11.33 | 606251:56982.35@12.43 | 1000000:105925.35@13.53 | 1010417:107334.77@14.63',
          ),
        },
      },
    },
  ],
);

/** Flat rate for bonuses paid separately from regular wages. */
export const CA_SUPPLEMENTAL_BONUS_RATE = defineParameter(
  'us.states.ca.edd.supplemental.bonus-rate',
  'California withholding rate on bonuses and stock options paid as supplemental wages',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('10.23'),
      unit: 'ppm',
      citation:
        'EDD DE 44 California Employer\'s Guide (2025), "Supplemental Wages": bonuses and stock options 10.23% (other supplemental wages 6.6%)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('10.23'),
      unit: 'ppm',
      citation:
        'EDD DE 44 California Employer\'s Guide (2026), "Supplemental Wages", and DE 231PS: bonuses and stock options 10.23% (other supplemental wages 6.6%)',
    },
  ],
);

export const CA_SDI_RATE = defineParameter(
  'us.states.ca.edd.sdi.rate',
  'California SDI employee withholding rate (covers SDI and PFL)',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('1.2'),
      unit: 'ppm',
      citation:
        'EDD "Contribution Rates, Withholding Schedules, and Meals and Lodging Values" (2025): "The SDI withholding rate for 2025 is 1.2 percent"',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('1.3'),
      unit: 'ppm',
      citation:
        'EDD "Contribution Rates, Withholding Schedules, and Meals and Lodging Values" (2026): "The SDI withholding rate for 2026 is 1.3 percent"',
    },
  ],
);

/** null: no ceiling. */
export const CA_SDI_WAGE_BASE = defineParameter<number | null>(
  'us.states.ca.edd.sdi.wage-base',
  'California SDI taxable wage limit',
  [
    {
      effectiveFrom: '2025-01-01',
      value: null,
      unit: 'cents/year',
      citation:
        'EDD rates page (2025): "Effective January 1, 2024, all wages are subject to SDI contributions" (SB 951 removed the taxable wage ceiling)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: null,
      unit: 'cents/year',
      citation:
        'EDD "Contribution Rates, Withholding Schedules, and Meals and Lodging Values" (2026): all wages are subject to SDI contributions, no taxable wage limit (SB 951, since January 1, 2024)',
    },
  ],
);

/** Everything the California rule reads, resolved at the pay date. */
export const CA_PARAMETERS = {
  lowIncomeExemption: CA_LOW_INCOME_EXEMPTION,
  estimatedDeduction: CA_ESTIMATED_DEDUCTION,
  standardDeduction: CA_STANDARD_DEDUCTION,
  exemptionAllowanceCredit: CA_EXEMPTION_ALLOWANCE_CREDIT,
  rateTables: CA_RATE_TABLES,
  annualMethodB: CA_ANNUAL_METHOD_B,
  supplementalBonusRate: CA_SUPPLEMENTAL_BONUS_RATE,
  sdiRate: CA_SDI_RATE,
  sdiWageBase: CA_SDI_WAGE_BASE,
};
