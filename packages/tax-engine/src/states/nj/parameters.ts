import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

export const NJ_RATE_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type NjRateLetter = (typeof NJ_RATE_LETTERS)[number];

const TABLES =
  'NJ-WT, New Jersey Withholding Rate Tables (Percentage Method), wages paid on and after October 1, 2020 (in force for 2025), annual payroll period';
const NJ_W4 = 'Form NJ-W4 (1-21), Rate Tables for Wage Chart, annual payroll period';

export const NJ_PARAMETERS = {
  allowance: defineParameter(
    'us.states.nj.withholding.allowance',
    'Value of one NJ-W4 allowance, annual',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${NJ_W4}: "Annual payroll period (Allowance $1,000)"`,
        value: usd(1_000),
      },
    ],
  ),
  rateTables: defineParameter<Readonly<Record<NjRateLetter, WithholdingTable>>>(
    'us.states.nj.withholding.rate-tables',
    'Annual percentage-method tables A to E ("over ... but not over")',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'withholding-table/year',
        citation: `${TABLES}, Rates A to E (11.8% on wages over $1,000,000 since October 2020); ${NJ_W4}, Rates A to D`,
        value: {
          A: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '1.5'),
              tableRow(20_000, 300, '2.0'),
              tableRow(35_000, 600, '3.9'),
              tableRow(40_000, 795, '6.1'),
              tableRow(75_000, 2_930, '7.0'),
              tableRow(500_000, 32_680, '9.9'),
              tableRow(1_000_000, 82_180, '11.8'),
            ],
          },
          B: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '1.5'),
              tableRow(20_000, 300, '2.0'),
              tableRow(50_000, 900, '2.7'),
              tableRow(70_000, 1_440, '3.9'),
              tableRow(80_000, 1_830, '6.1'),
              tableRow(150_000, 6_100, '7.0'),
              tableRow(500_000, 30_600, '9.9'),
              tableRow(1_000_000, 80_100, '11.8'),
            ],
          },
          C: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '1.5'),
              tableRow(20_000, 300, '2.3'),
              tableRow(40_000, 760, '2.8'),
              tableRow(50_000, 1_040, '3.5'),
              tableRow(60_000, 1_390, '5.6'),
              tableRow(150_000, 6_430, '6.6'),
              tableRow(500_000, 29_530, '9.9'),
              tableRow(1_000_000, 79_030, '11.8'),
            ],
          },
          D: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '1.5'),
              tableRow(20_000, 300, '2.7'),
              tableRow(40_000, 840, '3.4'),
              tableRow(50_000, 1_180, '4.3'),
              tableRow(60_000, 1_610, '5.6'),
              tableRow(150_000, 6_650, '6.5'),
              tableRow(500_000, 29_400, '9.9'),
              tableRow(1_000_000, 78_900, '11.8'),
            ],
          },
          E: {
            boundary: 'over',
            rows: [
              tableRow(0, 0, '1.5'),
              tableRow(20_000, 300, '2.0'),
              tableRow(35_000, 600, '5.8'),
              tableRow(100_000, 4_370, '6.5'),
              tableRow(500_000, 30_370, '9.9'),
              tableRow(1_000_000, 79_870, '11.8'),
            ],
          },
        },
      },
    ],
  ),
  unemploymentRate: defineParameter(
    'us.states.nj.lwd.unemployment.employee-rate',
    'Worker contribution to the Unemployment Compensation Fund',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'NJ Department of Labor and Workforce Development, 2025 worker contribution rates: UI 0.3825%',
        value: percent('0.3825'),
      },
    ],
  ),
  workforceRate: defineParameter(
    'us.states.nj.lwd.workforce.employee-rate',
    'Worker contribution to the Workforce Development / Supplemental Workforce Funds',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'NJ Department of Labor and Workforce Development, 2025 worker contribution rates: WF/SWF 0.0425%',
        value: percent('0.0425'),
      },
    ],
  ),
  unemploymentWageBase: defineParameter(
    'us.states.nj.lwd.unemployment.wage-base',
    'Yearly wages subject to UI and WF/SWF worker contributions',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation:
          'NJDOL announcement of 17 December 2024, "New benefit rates for 2025": UI taxable wage base $43,300',
        value: usd(43_300),
      },
    ],
  ),
  disabilityRate: defineParameter(
    'us.states.nj.lwd.tdi.employee-rate',
    'Worker contribution to Temporary Disability Insurance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'NJ Division of Temporary Disability and Family Leave Insurance, 2025 rates: worker TDI 0.23%',
        value: percent('0.23'),
      },
    ],
  ),
  familyLeaveRate: defineParameter(
    'us.states.nj.lwd.fli.employee-rate',
    'Worker contribution to Family Leave Insurance',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'NJ Division of Temporary Disability and Family Leave Insurance, 2025 rates: worker FLI 0.33%',
        value: percent('0.33'),
      },
    ],
  ),
  disabilityWageBase: defineParameter(
    'us.states.nj.lwd.tdi-fli.wage-base',
    'Yearly wages subject to worker TDI and FLI contributions',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation:
          'NJDOL announcement of 17 December 2024, "New benefit rates for 2025": TDI and FLI worker taxable wage base $165,400',
        value: usd(165_400),
      },
    ],
  ),
};
