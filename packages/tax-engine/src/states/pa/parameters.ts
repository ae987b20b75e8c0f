import { defineParameter, percent } from '../../parameters/parameter';

export const PA_PARAMETERS = {
  incomeTaxRate: defineParameter(
    'us.states.pa.withholding.rate',
    'Personal income tax withheld on compensation, regular and supplemental alike',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'Pennsylvania Department of Revenue, REV-415 Employer Withholding Information Guide: withhold 3.07% of PA-taxable compensation, no exemptions; bonuses at the same rate (72 P.S. § 7302)',
        value: percent('3.07'),
      },
    ],
  ),
  ucEmployeeRate: defineParameter(
    'us.states.pa.uc.employee-rate',
    'Unemployment Compensation employee contribution, on total gross wages with no wage limit',
    [
      {
        effectiveFrom: '2025-01-01',
        unit: 'ppm',
        citation:
          'Pennsylvania Department of Labor & Industry, UC Tax Services, "Employee Withholding": 0.07% (.0007) for 2023 and thereafter, on total gross wages, not limited to the taxable wage base',
        value: percent('0.07'),
      },
    ],
  ),
};
