import { describe, expect, it } from 'vitest';
import type { BenefitPlan } from '@paylab/shared';
import { buildPlanRequest, findPercentIssues, toPlanFormFields } from './benefit-plan-form';
import { ACME_401K_FIELDS, ACME_401K_REQUEST } from './benefit-plan-test-data';

describe('buildPlanRequest', () => {
  it('sends the match typed in percents as rates', () => {
    expect(buildPlanRequest(ACME_401K_FIELDS)).toEqual(ACME_401K_REQUEST);
    expect(
      buildPlanRequest({ ...ACME_401K_FIELDS, employerMatch: [], employerNonElectiveRate: '3%' }),
    ).toMatchObject({ employerMatch: [], employerNonElectiveRate: '0.0300' });
  });

  it('leaves out the share a type does not have, though it was typed before the type changed', () => {
    const medical = buildPlanRequest({
      ...ACME_401K_FIELDS,
      type: 'section-125-medical',
      employerNonElectiveRate: '3',
      employerAmountPerPeriod: ' 250.00 ',
    });
    expect(medical).toMatchObject({
      employerMatch: [],
      employerNonElectiveRate: null,
      employerAmountPerPeriod: '250.00',
    });
    const dues = buildPlanRequest({
      ...ACME_401K_FIELDS,
      type: 'after-tax',
      employerAmountPerPeriod: '20',
    });
    expect(dues).toMatchObject({
      employerMatch: [],
      employerNonElectiveRate: null,
      employerAmountPerPeriod: null,
    });
  });

  it('passes what is no percentage on as typed, for the schema to refuse', () => {
    const sent = buildPlanRequest({
      ...ACME_401K_FIELDS,
      employerMatch: [{ payRate: 'three', matchRate: '100' }],
    });
    expect(sent.employerMatch).toEqual([{ payRate: 'three', matchRate: '1.0000' }]);
  });
});

describe('findPercentIssues', () => {
  it('names each tier field that is blank or no percentage from 0 to 100', () => {
    expect(
      findPercentIssues({
        ...ACME_401K_FIELDS,
        employerMatch: [
          { payRate: '', matchRate: '150' },
          { payRate: '2.555', matchRate: '' },
        ],
        employerNonElectiveRate: 'x',
      }),
    ).toEqual([
      { path: 'employerMatch.0.payRate', message: 'Enter the share of pay' },
      {
        path: 'employerMatch.0.matchRate',
        message: 'Enter a percentage from 0 to 100 with at most 2 decimals',
      },
      {
        path: 'employerMatch.1.payRate',
        message: 'Enter a percentage from 0 to 100 with at most 2 decimals',
      },
      { path: 'employerMatch.1.matchRate', message: 'Enter the match rate' },
      {
        path: 'employerNonElectiveRate',
        message: 'Enter a percentage from 0 to 100 with at most 2 decimals',
      },
    ]);
  });

  it('checks nothing a type does not send', () => {
    expect(
      findPercentIssues({
        ...ACME_401K_FIELDS,
        type: 'hsa',
        employerMatch: [{ payRate: '', matchRate: 'x' }],
      }),
    ).toEqual([]);
  });
});

describe('toPlanFormFields', () => {
  it('opens a stored plan with its rates as percents, and comes back to the same request', () => {
    const plan: BenefitPlan = {
      ...ACME_401K_REQUEST,
      id: 'p1',
      employerNonElectiveRate: '0.0125',
      isActive: false,
      isInUse: true,
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    const fields = toPlanFormFields(plan);
    expect(fields).toEqual({
      ...ACME_401K_FIELDS,
      employerNonElectiveRate: '1.25',
      isActive: false,
    });
    expect(buildPlanRequest(fields)).toEqual({
      ...ACME_401K_REQUEST,
      employerNonElectiveRate: '0.0125',
      isActive: false,
    });
  });
});
