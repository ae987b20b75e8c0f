import type { BenefitPlan } from '@paylab/shared';
import { describe, expect, it } from 'vitest';
import { summarizeEmployerShare } from './employer-share';

const none = { employerMatch: [], employerNonElectiveRate: null, employerAmountPerPeriod: null };

describe('summarizeEmployerShare', () => {
  it.each<[string, Partial<BenefitPlan> & Pick<BenefitPlan, 'type'>, string]>([
    [
      'reads a two-tier match as the plan document states it',
      {
        type: 'traditional-401k',
        employerMatch: [
          { payRate: '0.0300', matchRate: '1.0000' },
          { payRate: '0.0200', matchRate: '0.5000' },
        ],
      },
      '100% of first 3% + 50% of next 2%',
    ],
    [
      'adds a non-elective contribution after the match',
      {
        type: 'simple-ira',
        employerMatch: [{ payRate: '0.0300', matchRate: '1.0000' }],
        employerNonElectiveRate: '0.0200',
      },
      '100% of first 3%; Non-elective 2% of pay',
    ],
    [
      'gives a non-elective contribution alone to its exact percent',
      { type: 'roth-403b', employerNonElectiveRate: '0.0325' },
      'Non-elective 3.25% of pay',
    ],
    [
      'gives a premium its amount per pay period',
      { type: 'section-125-medical', employerAmountPerPeriod: '250.00' },
      'Employer $250.00 per pay period',
    ],
    [
      'gives an HSA its amount per pay period, to the cent',
      { type: 'hsa', employerAmountPerPeriod: '1250.5' },
      'Employer $1,250.50 per pay period',
    ],
    ['says None for a type with no employer share', { type: 'after-tax' }, 'None'],
    ['says None for a plan with no match', { type: 'traditional-401k' }, 'None'],
    ['says None for an amount of zero', { type: 'hsa', employerAmountPerPeriod: '0.00' }, 'None'],
  ])('%s', (_name, plan, summary) => {
    expect(summarizeEmployerShare({ ...none, ...plan })).toBe(summary);
  });
});
