import { defineParameter, percent, usd } from '../../parameters/parameter';

const PFML_2025 =
  'Washington Employment Security Department, Paid Family and Medical Leave, "2025 Paid Family & Medical Leave Premiums" (paidleave.wa.gov)';
const WA_CARES =
  'Washington Employment Security Department, WA Cares Fund, employer information (wacaresfund.wa.gov/employers); RCW 50B.04.080';

export const WA_PARAMETERS = {
  pfmlTotalRate: defineParameter(
    'us.states.wa.pfml.total-rate',
    'Paid Family and Medical Leave total premium rate on gross wages (employer and employee shares together)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${PFML_2025}: starting 1 January 2025 the premium rate is 0.92%`,
        value: percent('0.92'),
      },
    ],
  ),
  pfmlEmployeeShare: defineParameter(
    'us.states.wa.pfml.employee-share',
    'Share of the Paid Family and Medical Leave premium the employer may withhold from the employee',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${PFML_2025}: employers pay 28.48% of the total premium and employees pay 71.52%`,
        value: percent('71.52'),
      },
    ],
  ),
  pfmlWageBase: defineParameter(
    'us.states.wa.pfml.wage-base',
    'Yearly wages on which Paid Family and Medical Leave premiums are due (the Social Security cap)',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'cents/year',
        citation: `${PFML_2025}: once an employee meets the Social Security cap ($176,100 for 2025), stop collecting premiums`,
        value: usd(176_100),
      },
    ],
  ),
  waCaresRate: defineParameter(
    'us.states.wa.wa-cares.rate',
    'WA Cares Fund long-term care premium on gross wages, all paid by the employee, no wage cap',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation: `${WA_CARES}: the premium is 0.58% of an employee's gross wages, not capped at the Social Security maximum`,
        value: percent('0.58'),
      },
    ],
  ),
};
