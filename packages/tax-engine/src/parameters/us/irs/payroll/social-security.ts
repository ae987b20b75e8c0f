/*
 * 2026 values: the Pub 15 (2026) wording is quoted from public copies of the publication, not from
 * the IRS PDF itself; the $184,500 wage base agrees with the Social Security Administration's
 * 2026 announcement (contribution and benefit base) and IRS Topic 751. The 6.2% rates are
 * statutory (26 U.S.C. 3101(a), 3111(a)) and unchanged.
 */
import { defineParameter, percent, usd } from '../../../parameter';

export const SOCIAL_SECURITY_EMPLOYEE_RATE = defineParameter(
  'us.irs.payroll.social-security.rate.employee',
  'Employee social security (OASDI) tax rate',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('6.2'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2025), section 9: "the social security tax rate is 6.2% (amount withheld) each for the employer and employee"; 26 U.S.C. 3101(a)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('6.2'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2026), section 9: the social security tax rate is 6.2% each for the employee and employer, unchanged from 2025; 26 U.S.C. 3101(a)',
    },
  ],
);

export const SOCIAL_SECURITY_EMPLOYER_RATE = defineParameter(
  'us.irs.payroll.social-security.rate.employer',
  'Employer social security (OASDI) tax rate',
  [
    {
      effectiveFrom: '2025-01-01',
      value: percent('6.2'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2025), section 9: 6.2% each for the employer and employee; 26 U.S.C. 3111(a)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: percent('6.2'),
      unit: 'ppm',
      citation:
        'IRS Pub 15 (2026), section 9: 6.2% each for the employer and employee, unchanged from 2025; 26 U.S.C. 3111(a)',
    },
  ],
);

export const SOCIAL_SECURITY_WAGE_BASE = defineParameter(
  'us.irs.payroll.social-security.wage-base',
  'Wages subject to social security tax per employee per calendar year',
  [
    {
      effectiveFrom: '2025-01-01',
      value: usd(176_100),
      unit: 'cents/year',
      citation:
        'IRS Pub 15 (2025), "What\'s New" and section 9: social security wage base limit $176,100 (SSA 2025 contribution and benefit base)',
    },
    {
      effectiveFrom: '2026-01-01',
      value: usd(184_500),
      unit: 'cents/year',
      citation:
        'IRS Pub 15 (2026), "What\'s New" and section 9: "The social security wage base limit is $184,500" (SSA 2026 contribution and benefit base)',
    },
  ],
);
