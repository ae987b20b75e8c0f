import { describe, expect, it } from 'vitest';
import { benefitElectionInputSchema, benefitPlanInputSchema } from './benefits';

const PLAN_ID = '7f1c2a52-3c3e-4d7a-9a43-1b8f2d9a6c10';

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('benefitPlanInputSchema', () => {
  it('takes a 401(k) with a two-tier match and normalises the rates', () => {
    const plan = benefitPlanInputSchema.parse({
      name: 'Safe harbor 401(k)',
      type: 'traditional-401k',
      employerMatch: [
        { payRate: '0.03', matchRate: '1' },
        { payRate: '0.02', matchRate: '0.5' },
      ],
    });
    expect(plan.employerMatch).toEqual([
      { payRate: '0.0300', matchRate: '1.0000' },
      { payRate: '0.0200', matchRate: '0.5000' },
    ]);
    expect(plan).toMatchObject({
      employerNonElectiveRate: null,
      employerAmountPerPeriod: null,
      isActive: true,
    });
  });

  it('refuses an employer share the plan type does not have, naming the field', () => {
    const result = benefitPlanInputSchema.safeParse({
      name: 'Union dues',
      type: 'after-tax',
      employerMatch: [{ payRate: '0.03', matchRate: '1' }],
      employerAmountPerPeriod: '10.00',
    });
    expect(issuesOf(result)).toEqual([
      ['employerMatch', 'Only a retirement plan has an employer match'],
      [
        'employerAmountPerPeriod',
        'Only a section 125 premium or an HSA has an employer amount per pay period',
      ],
    ]);
  });

  it('takes an employer premium share on a medical plan', () => {
    const plan = benefitPlanInputSchema.parse({
      name: 'Medical PPO',
      type: 'section-125-medical',
      employerAmountPerPeriod: '250',
    });
    expect(plan.employerAmountPerPeriod).toBe('250.00');
  });
});

describe('benefitElectionInputSchema', () => {
  it('takes a share of pay', () => {
    const election = benefitElectionInputSchema.parse({
      planId: PLAN_ID,
      effectiveDate: '2026-01-01',
      percentOfPay: '0.06',
    });
    expect(election).toMatchObject({
      amountPerPeriod: null,
      percentOfPay: '0.0600',
      hsaCoverage: null,
    });
  });

  it('wants exactly one of an amount and a share of pay', () => {
    const both = benefitElectionInputSchema.safeParse({
      planId: PLAN_ID,
      effectiveDate: '2026-01-01',
      amountPerPeriod: '100.00',
      percentOfPay: '0.06',
    });
    const neither = benefitElectionInputSchema.safeParse({
      planId: PLAN_ID,
      effectiveDate: '2026-01-01',
    });
    const message = 'Enter either an amount per pay period or a share of pay';
    expect(issuesOf(both)).toEqual([['amountPerPeriod', message]]);
    expect(issuesOf(neither)).toEqual([['amountPerPeriod', message]]);
  });
});
