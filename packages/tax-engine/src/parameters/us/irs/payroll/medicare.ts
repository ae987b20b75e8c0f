/*
 * 2026 values: unchanged from 2025. The Pub 15 (2026) wording is quoted from public copies of the
 * publication, not from the IRS PDF itself; the rates and the $200,000 withholding threshold are
 * statutory (26 U.S.C. 3101(b), 3102(f), 3111(b)) and not indexed.
 */
import { defineParameter, percent, usd } from '../../../parameter';

export const MEDICARE_EMPLOYEE_RATE = defineParameter(
  'us.irs.payroll.medicare.rate.employee',
  'Employee Medicare (HI) tax rate, no wage base',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('1.45'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2025), section 9: Medicare tax rate 1.45% each for the employee and employer, no wage base limit; 26 U.S.C. 3101(b)(1)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('1.45'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2026), "What\'s New" and section 9: "The Medicare tax rate is 1.45% each for the employee and employer, unchanged from 2025. There is no wage base limit for Medicare tax"; 26 U.S.C. 3101(b)(1)',
    },
  ],
);

export const MEDICARE_EMPLOYER_RATE = defineParameter(
  'us.irs.payroll.medicare.rate.employer',
  'Employer Medicare (HI) tax rate, no wage base',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('1.45'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2025), section 9: 1.45% each for the employee and employer; 26 U.S.C. 3111(b)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('1.45'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2026), section 9: 1.45% each for the employee and employer, unchanged from 2025; 26 U.S.C. 3111(b)',
    },
  ],
);

export const ADDITIONAL_MEDICARE_RATE = defineParameter(
  'us.irs.payroll.medicare.additional.rate',
  'Additional Medicare Tax withholding rate (employee only)',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('0.9'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2025), section 9: withhold 0.9% Additional Medicare Tax; "only imposed on the employee. There is no employer share"; 26 U.S.C. 3102(f)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('0.9'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2026), section 9: withhold a 0.9% Additional Medicare Tax; "There is no employer share of Additional Medicare Tax"; 26 U.S.C. 3102(f)',
    },
  ],
);

export const ADDITIONAL_MEDICARE_THRESHOLD = defineParameter(
  'us.irs.payroll.medicare.additional.threshold',
  'Calendar-year wages from this employer above which Additional Medicare is withheld, whatever the filing status',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(200_000),
      unit: 'cents/year',
      citation:
        'IRS Pub 15 (2025), section 9: "wages you pay to an employee in excess of $200,000 in a calendar year", regardless of filing status; 26 U.S.C. 3102(f)(1)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(200_000),
      unit: 'cents/year',
      citation:
        'IRS Pub 15 (2026), section 9: "wages you pay to an employee in excess of $200,000 in a calendar year", regardless of filing status; 26 U.S.C. 3102(f)(1)',
    },
  ],
);
