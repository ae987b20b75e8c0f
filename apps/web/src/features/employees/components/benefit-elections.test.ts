import { describe, expect, it } from 'vitest';
import {
  buildElectionRequest,
  buildEndingRequest,
  describeElectionAmount,
  findElectionInForce,
  findElectionIssues,
  getElectionStatus,
  listElectionsInForce,
  toElectionFormFields,
  type BenefitElectionFormFields,
} from './benefit-elections';

const PLAN_401K = '11111111-1111-4111-8111-111111111111';
const PLAN_MEDICAL = '22222222-2222-4222-8222-222222222222';

function election(
  id: string,
  planId: string,
  effectiveDate: string,
  createdAt: string,
  amount: { amountPerPeriod?: string; percentOfPay?: string } = { amountPerPeriod: '100.00' },
) {
  return {
    id,
    planId,
    planName: planId === PLAN_401K ? 'Acme 401(k)' : 'Acme Medical',
    effectiveDate,
    amountPerPeriod: amount.amountPerPeriod ?? null,
    percentOfPay: amount.percentOfPay ?? null,
    createdAt,
  };
}

// Recorded in this order: 6% from January; a correction recorded in March but dated February; a
// raise to 8% from July recorded in June; medical $120 from January, ended from May.
const deferJanuary = election('a', PLAN_401K, '2026-01-01', '2026-01-01T09:00:00.000Z', {
  percentOfPay: '0.0600',
});
const correction = election('b', PLAN_401K, '2026-02-01', '2026-03-10T09:00:00.000Z', {
  percentOfPay: '0.0500',
});
const raise = election('c', PLAN_401K, '2026-07-01', '2026-06-15T09:00:00.000Z', {
  percentOfPay: '0.0800',
});
const medical = election('d', PLAN_MEDICAL, '2026-01-01', '2026-01-01T09:01:00.000Z', {
  amountPerPeriod: '120.00',
});
const medicalEnds = election('e', PLAN_MEDICAL, '2026-05-01', '2026-04-20T09:00:00.000Z', {
  amountPerPeriod: '0.00',
});
const all = [raise, medicalEnds, correction, deferJanuary, medical];

describe('findElectionInForce', () => {
  it('takes the latest-recorded election already effective on the date', () => {
    expect(findElectionInForce(all, PLAN_401K, '2025-12-31')).toBeUndefined();
    expect(findElectionInForce(all, PLAN_401K, '2026-01-15')?.id).toBe('a');
    expect(findElectionInForce(all, PLAN_401K, '2026-02-01')?.id).toBe('b');
    // The June raise is not yet effective in June; from July it is the latest-recorded one.
    expect(findElectionInForce(all, PLAN_401K, '2026-06-30')?.id).toBe('b');
    expect(findElectionInForce(all, PLAN_401K, '2026-07-01')?.id).toBe('c');
    expect(findElectionInForce(all, PLAN_MEDICAL, '2026-05-01')?.id).toBe('e');
  });

  it('lets a correction recorded later with an earlier date win', () => {
    const backdated = election('f', PLAN_401K, '2026-01-01', '2026-08-01T09:00:00.000Z', {
      percentOfPay: '0.0400',
    });
    expect(findElectionInForce([...all, backdated], PLAN_401K, '2026-09-01')?.id).toBe('f');
  });

  it('settles two recorded in the same millisecond by id', () => {
    const twin = { ...deferJanuary, id: 'z' };
    expect(findElectionInForce([deferJanuary, twin], PLAN_401K, '2026-01-01')?.id).toBe('z');
  });
});

describe('getElectionStatus and listElectionsInForce', () => {
  it('reads each election on a day in June', () => {
    const today = '2026-06-20';
    expect(all.map((entry) => [entry.id, getElectionStatus(entry, all, today)])).toEqual([
      ['c', 'scheduled'],
      ['e', 'active'],
      ['b', 'active'],
      ['a', 'replaced'],
      ['d', 'replaced'],
    ]);
    // Medical was ended in May, so only the 401(k) contributes.
    expect(listElectionsInForce(all, today).map((entry) => entry.id)).toEqual(['b']);
  });

  it('lists one contribution per plan, by plan name', () => {
    expect(listElectionsInForce(all, '2026-03-01').map((entry) => entry.id)).toEqual(['b', 'd']);
  });
});

describe('describeElectionAmount', () => {
  it('says the amount per pay period, the share of pay, or that it ended', () => {
    expect(describeElectionAmount(medical)).toBe('$120.00 per pay period');
    expect(describeElectionAmount(deferJanuary)).toBe('6% of pay');
    expect(describeElectionAmount({ amountPerPeriod: null, percentOfPay: '0.0625' })).toBe(
      '6.25% of pay',
    );
    expect(describeElectionAmount(medicalEnds)).toBe('Ends contributions');
  });
});

describe('buildElectionRequest', () => {
  const fields: BenefitElectionFormFields = {
    ...toElectionFormFields('2026-03-01'),
    planId: PLAN_401K,
    amountPerPeriod: '120.00',
    percentOfPay: '6',
    hsaCoverage: 'family',
  };

  it('sends the chosen basis only, a percent as a rate', () => {
    expect(buildElectionRequest({ ...fields, basis: 'percent' }, { type: 'roth-401k' })).toEqual({
      planId: PLAN_401K,
      effectiveDate: '2026-03-01',
      amountPerPeriod: null,
      percentOfPay: '0.0600',
      hsaCoverage: null,
    });
    expect(
      buildElectionRequest(
        { ...fields, amountPerPeriod: ' 120 ' },
        { type: 'section-125-medical' },
      ),
    ).toMatchObject({ amountPerPeriod: '120', percentOfPay: null, hsaCoverage: null });
  });

  it('sends the coverage tier of an HSA only', () => {
    expect(buildElectionRequest(fields, { type: 'hsa' }).hsaCoverage).toBe('family');
    expect(buildElectionRequest({ ...fields, hsaCoverage: '' }, { type: 'hsa' }).hsaCoverage).toBe(
      null,
    );
  });

  it('ends a plan with an election of 0.00 from the date', () => {
    expect(buildEndingRequest(PLAN_MEDICAL, '2026-05-01')).toEqual({
      planId: PLAN_MEDICAL,
      effectiveDate: '2026-05-01',
      amountPerPeriod: '0.00',
      percentOfPay: null,
      hsaCoverage: null,
    });
  });
});

describe('findElectionIssues', () => {
  it('asks for a plan, the chosen amount, and an HSA coverage tier', () => {
    expect(
      findElectionIssues({ ...toElectionFormFields('2026-03-01'), hsaCoverage: '' }, undefined),
    ).toEqual([
      { path: 'planId', message: 'Choose a plan' },
      { path: 'amountPerPeriod', message: 'Enter the amount per pay period' },
    ]);
    expect(
      findElectionIssues(
        {
          ...toElectionFormFields('2026-03-01'),
          planId: PLAN_401K,
          basis: 'percent',
          percentOfPay: '101',
        },
        { type: 'hsa' },
      ),
    ).toEqual([
      {
        path: 'percentOfPay',
        message: 'Enter a percentage from 0 to 100 with at most 2 decimals',
      },
      { path: 'hsaCoverage', message: 'Choose self-only or family coverage' },
    ]);
  });
});
