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
  ],
);
