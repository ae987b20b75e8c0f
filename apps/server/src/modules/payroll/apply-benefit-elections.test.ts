import { describe, expect, test } from 'vitest';
import {
  calculateEmployerAmount,
  calculateEmployerMatch,
  orderPlans,
  toBenefitInputs,
  toDeductionLines,
} from './apply-benefit-elections';
import type { BenefitElectionInForce, PayrollBenefitPlan } from './load-payroll-inputs';

/** 100% of the first 3% of pay plus 50% of the next 2%, rates in parts per million. */
const SAFE_HARBOR = [
  { payRate: 30_000, matchRate: 1_000_000 },
  { payRate: 20_000, matchRate: 500_000 },
];

function makePlan(overrides: Partial<PayrollBenefitPlan>): PayrollBenefitPlan {
  return {
    id: 'plan',
    name: 'Plan',
    type: 'traditional-401k',
    employerMatch: [],
    employerNonElectiveRate: null,
    employerAmountPerPeriod: null,
    ...overrides,
  };
}

const FIRST_PAYCHECK = { grossPay: 0, supplementalPay: 0, stateLines: {} };

describe('the employer match on one paycheck', () => {
  test('each tier matches the deferral within its share of pay', () => {
    // 2,000.00 of pay: the first 3% is 60.00, the next 2% is 40.00.
    // 100.00 deferred: 60.00 x 100% + 40.00 x 50% = 80.00.
    expect(calculateEmployerMatch(SAFE_HARBOR, 10_000, 200_000)).toBe(8_000);
    // 70.00 deferred: 60.00 + 10.00 x 50% = 65.00.
    expect(calculateEmployerMatch(SAFE_HARBOR, 7_000, 200_000)).toBe(6_500);
    // 40.00 deferred lies within the first tier: 40.00.
    expect(calculateEmployerMatch(SAFE_HARBOR, 4_000, 200_000)).toBe(4_000);
    // Nothing deferred, nothing matched.
    expect(calculateEmployerMatch(SAFE_HARBOR, 0, 200_000)).toBe(0);
  });

  test('the match is rounded once, not tier by tier', () => {
    // 50% of the first 3% and 50% of the next 3% of 1,001.00: each share is 30.03, and the
    // 60.06 deferred fills both. 30.03 x 50% + 30.03 x 50% = 30.03 exactly; rounding each tier
    // (15.015 -> 15.02) would give 30.04.
    const tiers = [
      { payRate: 30_000, matchRate: 500_000 },
      { payRate: 30_000, matchRate: 500_000 },
    ];
    expect(calculateEmployerMatch(tiers, 6_006, 100_100)).toBe(3_003);
  });

  test('a non-elective share of pay comes whatever the deferral; premiums and HSAs add their amount', () => {
    // 3% of 1,234.57 = 37.0371 -> 37.04, plus no match on no deferral.
    const plan = makePlan({ employerMatch: SAFE_HARBOR, employerNonElectiveRate: 30_000 });
    expect(calculateEmployerAmount(plan, 0, 123_457)).toBe(3_704);
    const medical = makePlan({ type: 'section-125-medical', employerAmountPerPeriod: 35_000 });
    expect(calculateEmployerAmount(medical, 20_000, 123_457)).toBe(35_000);
    expect(calculateEmployerAmount(makePlan({ type: 'after-tax' }), 5_000, 123_457)).toBe(0);
  });
});

describe('the engine inputs of the elections', () => {
  const election = (
    plan: Partial<PayrollBenefitPlan>,
    amounts: Partial<BenefitElectionInForce>,
  ): BenefitElectionInForce => ({
    plan: makePlan(plan),
    amountPerPeriod: null,
    percentOfPay: null,
    hsaCoverage: null,
    ...amounts,
  });

  test('a share of pay is rounded once; the employer amounts go to the limits they share', () => {
    // 5% of 1,234.57 = 61.7285 -> 61.73. Match: 3% share 37.0371 -> 37.04 at 100% = 37.04; 2%
    // share 24.6914 -> 24.69 of the remaining 24.69 at 50% = 12.345; 49.385 -> 49.39. The HSA's
    // employer 25.00 counts in the HSA limit, the match in 415(c).
    const inputs = toBenefitInputs(
      [
        election(
          { type: 'traditional-401k', employerMatch: SAFE_HARBOR },
          { percentOfPay: 50_000 },
        ),
        election(
          { id: 'hsa', type: 'hsa', employerAmountPerPeriod: 2_500 },
          { amountPerPeriod: 10_000, hsaCoverage: 'family' },
        ),
      ],
      { wages: 123_457, dateOfBirth: '1970-01-01', payDate: '2025-03-14', ytd: FIRST_PAYCHECK },
    );
    expect(inputs).toMatchObject({
      deductions: [
        { type: 'traditional-401k', amount: 6_173 },
        { type: 'hsa', amount: 10_000 },
      ],
      dateOfBirth: '1970-01-01',
      hsaCoverage: 'family',
      employerContributions: { hsa: 2_500, retirement: 4_939 },
    });
  });

  test('a date of birth after the pay date allows no catch-up and is left out; commuter months are known', () => {
    const inputs = toBenefitInputs(
      [election({ type: 'commuter-transit' }, { amountPerPeriod: 10_000 })],
      { wages: 200_000, dateOfBirth: '2025-06-01', payDate: '2025-03-14', ytd: FIRST_PAYCHECK },
    );
    expect(inputs.dateOfBirth).toBeUndefined();
    expect(inputs.ytd.deductionsThisMonth).toEqual({ 'commuter-transit': 0 });
  });

  test('a deferral a limit cut is matched on what was taken', () => {
    // 2,000.00 of pay, 100.00 elected: the match on it is 80.00. The limit left 50.00: 50.00 at
    // 100% (within the first 60.00) = 50.00.
    const elections = [
      election(
        { type: 'traditional-401k', employerMatch: SAFE_HARBOR },
        { amountPerPeriod: 10_000 },
      ),
    ];
    const inputs = toBenefitInputs(elections, {
      wages: 200_000,
      dateOfBirth: null,
      payDate: '2025-12-19',
      ytd: FIRST_PAYCHECK,
    });
    expect(inputs.employerContributions).toEqual({ hsa: 0, retirement: 8_000 });
    const taken = [
      { type: 'traditional-401k' as const, amount: 5_000, preTax: true, limitedFrom: 10_000 },
    ];
    expect(toDeductionLines(elections, inputs, taken, 200_000)).toEqual([
      {
        planId: 'plan',
        type: 'traditional-401k',
        isPreTax: true,
        employeeAmount: 5_000,
        employerAmount: 5_000,
      },
    ]);
  });

  test('deductions are taken by type as the closed list runs, then by plan name', () => {
    const ordered = orderPlans([
      makePlan({ id: 'a', name: 'Union dues', type: 'after-tax' }),
      makePlan({ id: 'b', name: 'Vision', type: 'section-125-vision' }),
      makePlan({ id: 'c', name: 'Charity', type: 'after-tax' }),
      makePlan({ id: 'd', name: 'Roth', type: 'roth-401k' }),
    ]);
    expect(ordered.map((plan) => plan.id)).toEqual(['d', 'b', 'c', 'a']);
  });
});
