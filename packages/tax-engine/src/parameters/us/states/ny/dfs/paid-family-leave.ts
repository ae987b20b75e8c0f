import { defineParameter, percent, usd } from '../../../../parameter';

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
  ],
);
