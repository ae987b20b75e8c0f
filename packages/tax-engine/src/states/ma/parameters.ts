import type { Cents, RatePpm } from '@paylab/shared/money';

import { defineParameter, percent, usd } from '../../parameters/parameter';
import { MEDICARE_EMPLOYEE_RATE } from '../../parameters/us/irs/payroll/medicare';
import { SOCIAL_SECURITY_EMPLOYEE_RATE } from '../../parameters/us/irs/payroll/social-security';

// Sources (for docs/tax-coverage.md): the surtax threshold from Bloomberg Tax (Dec. 2024) and a payroll
// bureau's 2025 rate list; the exemption allowance ($3,400 + $1,000 x n), the $8,000 rule and the
// credits from Deltek's and the NFC's formula notes, halfpricesoft's 2025-2026 pages agreeing; PFML rates
// from several employer notices of the DFML announcement. Circular M itself was not read.

/** The surtax withholding of Circular M: `rate` more on taxable wages above `threshold` a year. */
export interface MaSurtax {
  readonly rate: RatePpm;
  readonly threshold: Cents;
}

/**
 * The exemption allowance of the percentage method: nothing for 0 exemptions, otherwise `base`
 * plus `perExemption` times the number of M-4 exemptions (the personal $4,400 is base + one).
 */
export interface MaExemptionAllowance {
  readonly base: Cents;
  readonly perExemption: Cents;
}

const CIRCULAR_M =
  'Massachusetts Department of Revenue, Circular M, Income Tax Withholding Tables (effective January 1, 2025), percentage method';
const PFML =
  'Massachusetts Department of Family and Medical Leave, 2025 contribution rates (M.G.L. c. 175M, section 6)';

export const MA_RATE = defineParameter(
  'us.states.ma.withholding.rate',
  'Withholding rate on wages after the retirement deduction and exemptions',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${CIRCULAR_M}: 5.0%`,
      value: percent('5'),
    },
  ],
);

export const MA_SURTAX = defineParameter<MaSurtax>(
  'us.states.ma.withholding.surtax',
  'Additional 4% on annual taxable wages above the surtax threshold',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${CIRCULAR_M}: a further 4% on taxable income over $1,083,150 (Mass. Const. amend. art. XLIV)`,
      value: { rate: percent('4'), threshold: usd(1_083_150) },
    },
  ],
);

export const MA_EXEMPTION_ALLOWANCE = defineParameter<MaExemptionAllowance>(
  'us.states.ma.withholding.exemption-allowance',
  'Annual exemption allowance: $3,400 plus $1,000 for each M-4 exemption, when at least one is claimed',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${CIRCULAR_M}, step 2, exemption factors: ($1,000 x exemptions) + $3,400`,
      value: { base: usd(3_400), perExemption: usd(1_000) },
    },
  ],
);

export const MA_RETIREMENT_DEDUCTION_CAP = defineParameter(
  'us.states.ma.withholding.retirement-deduction-cap',
  'Social security, Medicare and public retirement contributions subtracted, at most this much a year',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${CIRCULAR_M}, step 1: the amount subtracted for FICA, Medicare or retirement systems may not exceed $2,000 a year`,
      value: usd(2_000),
    },
  ],
);

export const MA_HEAD_OF_HOUSEHOLD_CREDIT = defineParameter(
  'us.states.ma.withholding.head-of-household-credit',
  'Annual reduction of the tax for an employee filing as head of household (M-4 box A)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${CIRCULAR_M}: head of household, subtract $120 a year from the tax`,
      value: usd(120),
    },
  ],
);

export const MA_BLIND_CREDIT = defineParameter(
  'us.states.ma.withholding.blind-credit',
  'Annual reduction of the tax for each blind employee or spouse (M-4 boxes B and C)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${CIRCULAR_M}: blindness, subtract $110 a year from the tax for each`,
      value: usd(110),
    },
  ],
);

export const MA_LOW_INCOME_THRESHOLD = defineParameter(
  'us.states.ma.withholding.low-income-threshold',
  'No withholding from an employee claiming exemptions whose annual wages do not exceed this',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${CIRCULAR_M}: employees claiming one or more exemptions whose annual income will not exceed $8,000 (M.G.L. c. 62B, section 2)`,
      value: usd(8_000),
    },
  ],
);

export const MA_SUPPLEMENTAL_RATE = defineParameter(
  'us.states.ma.withholding.supplemental-rate',
  'Flat rate on supplemental wages paid separately, below the surtax threshold',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${CIRCULAR_M}, supplemental wages: 5.0%, and 9.0% on year-to-date wages over $1,083,150`,
      value: percent('5'),
    },
  ],
);

export const MA_PFML_RATE = defineParameter(
  'us.states.ma.pfml.employee-rate',
  'Largest employee share of the PFML contribution: 40% of medical leave (0.28%) and all of family leave (0.18%)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'ppm',
      citation: `${PFML}: total 0.88% of eligible wages; employees pay up to 0.28% for medical and 0.18% for family leave`,
      value: percent('0.46'),
    },
  ],
);

export const MA_PFML_WAGE_BASE = defineParameter(
  'us.states.ma.pfml.wage-base',
  'Yearly eligible wages subject to the contribution (the social security wage base)',
  [
    {
      effectiveFrom: '2025-01-01',
      unit: 'cents/year',
      citation: `${PFML}: contributions capped at the social security taxable maximum, $176,100 for 2025`,
      value: usd(176_100),
    },
  ],
);

/** Massachusetts's parameters as the rule reads them, resolved at the pay date. */
export const MA_PARAMETERS = {
  rate: MA_RATE,
  surtax: MA_SURTAX,
  exemptionAllowance: MA_EXEMPTION_ALLOWANCE,
  retirementDeductionCap: MA_RETIREMENT_DEDUCTION_CAP,
  // The employee FICA rates estimate how much of the $2,000 earlier paychecks already used.
  socialSecurityRate: SOCIAL_SECURITY_EMPLOYEE_RATE,
  medicareRate: MEDICARE_EMPLOYEE_RATE,
  headOfHouseholdCredit: MA_HEAD_OF_HOUSEHOLD_CREDIT,
  blindCredit: MA_BLIND_CREDIT,
  lowIncomeThreshold: MA_LOW_INCOME_THRESHOLD,
  supplementalRate: MA_SUPPLEMENTAL_RATE,
  pfmlRate: MA_PFML_RATE,
  pfmlWageBase: MA_PFML_WAGE_BASE,
};
