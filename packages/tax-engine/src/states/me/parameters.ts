import type { Cents } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';
import { tableRow, type WithholdingTable } from '../../parameters/schedules';

// Sources (for docs/tax-coverage.md): allowance, standard deduction and phase-out, and both schedules
// agree in the Microsoft Dynamics GP U.S. 2025 Payroll Tax Update and suburbancomputer.com's 2025 Maine
// page, and Bloomberg Tax (Oct. 2024) reports the same deductions; the MRS PDF itself was not read. PFML:
// the statute's 1% split and the 2025 wage base, reported alike by several employer notices.

/** The two rate schedules of Maine's percentage method; "married, withhold at single rate" uses single. */
export type MeScheduleStatus = 'single' | 'married';

/**
 * The standard deduction of the percentage method: the full amount up to `phaseOutStart` of
 * annualised wages, none from `phaseOutEnd`, and in between the full amount times
 * (`phaseOutEnd` - annualised wages) / `phaseOutDivisor`.
 */
export interface MeStandardDeduction {
  readonly amount: Cents;
  readonly phaseOutStart: Cents;
  readonly phaseOutEnd: Cents;
  readonly phaseOutDivisor: Cents;
}

const TABLES =
  'Maine Revenue Services, Withholding Tables for Individual Income Tax, tax year 2025';
const PFML =
  'Maine Paid Family and Medical Leave, 26 M.R.S. section 850-F, contributions from 1 January 2025';

export const ME_ALLOWANCE = defineParameter(
  'us.states.me.withholding.allowance',
  'Value of one W-4ME withholding allowance, subtracted from annualised wages',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${TABLES}, percentage method: $5,150 for each allowance`,
      value: usd(5_150),
    },
  ],
);

export const ME_STANDARD_DEDUCTION = defineParameter<Record<MeScheduleStatus, MeStandardDeduction>>(
  'us.states.me.withholding.standard-deduction',
  'Standard deduction of the percentage method and its phase-out over annualised wages',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${TABLES}, percentage method, standard deduction table: single $12,150 phased out from $100,000 to $175,000; married $27,150 phased out from $200,050 to $350,050`,
      value: {
        single: {
          amount: usd(12_150),
          phaseOutStart: usd(100_000),
          phaseOutEnd: usd(175_000),
          phaseOutDivisor: usd(75_000),
        },
        married: {
          amount: usd(27_150),
          phaseOutStart: usd(200_050),
          phaseOutEnd: usd(350_050),
          phaseOutDivisor: usd(150_000),
        },
      },
    },
  ],
);

export const ME_RATE_SCHEDULES = defineParameter<Record<MeScheduleStatus, WithholdingTable>>(
  'us.states.me.withholding.rate-schedules',
  'Annual percentage-method rate schedules, by W-4ME status',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'withholding-table/year',
      citation: `${TABLES}, percentage method tables for annual payroll periods (single; married)`,
      value: {
        single: {
          boundary: 'over',
          rows: [
            tableRow(0, 0, '5.8'),
            tableRow(26_800, 1_554, '6.75'),
            tableRow(63_450, 4_028, '7.15'),
          ],
        },
        married: {
          boundary: 'over',
          rows: [
            tableRow(0, 0, '5.8'),
            tableRow(53_600, 3_109, '6.75'),
            tableRow(126_900, 8_057, '7.15'),
          ],
        },
      },
    },
  ],
);

export const ME_SUPPLEMENTAL_RATE = defineParameter(
  'us.states.me.withholding.supplemental-rate',
  'Flat rate on supplemental wages paid separately',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${TABLES}, supplemental wages: 5%`,
      value: percent('5'),
    },
  ],
);

export const ME_PFML_RATE = defineParameter(
  'us.states.me.pfml.employee-rate',
  'Employee share of the Paid Family and Medical Leave premium (half of 1% of wages)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${PFML}: premium 1% of wages, up to 50% deducted from the employee`,
      value: percent('0.5'),
    },
  ],
);

export const ME_PFML_WAGE_BASE = defineParameter(
  'us.states.me.pfml.wage-base',
  'Yearly wages subject to the premium (the social security wage base)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${PFML}: wages up to the social security contribution and benefit base, $176,100 for 2025`,
      value: usd(176_100),
    },
  ],
);

/** Maine's parameters as the rule reads them, resolved at the pay date. */
export const ME_PARAMETERS = {
  allowance: ME_ALLOWANCE,
  standardDeduction: ME_STANDARD_DEDUCTION,
  rateSchedules: ME_RATE_SCHEDULES,
  supplementalRate: ME_SUPPLEMENTAL_RATE,
  pfmlRate: ME_PFML_RATE,
  pfmlWageBase: ME_PFML_WAGE_BASE,
};
