import { describe, expect, it } from 'vitest';
import { summarizeEmployerShare } from './employer-share';

const none = { employerMatch: [], employerNonElectiveRate: null, employerAmountPerPeriod: null };

describe('summarizeEmployerShare', () => {
  it('reads a two-tier match as the plan document states it', () => {
    expect(
      summarizeEmployerShare({
        ...none,
        type: 'traditional-401k',
        employerMatch: [
          { payRate: '0.0300', matchRate: '1.0000' },
          { payRate: '0.0200', matchRate: '0.5000' },
        ],
      }),
    ).toBe('100% of first 3% + 50% of next 2%');
  });

  it('adds a non-elective contribution after the match', () => {
    expect(
      summarizeEmployerShare({
        ...none,
        type: 'simple-ira',
        employerMatch: [{ payRate: '0.0300', matchRate: '1.0000' }],
        employerNonElectiveRate: '0.0200',
      }),
    ).toBe('100% of first 3%; Non-elective 2% of pay');
    expect(
      summarizeEmployerShare({ ...none, type: 'roth-403b', employerNonElectiveRate: '0.0325' }),
    ).toBe('Non-elective 3.25% of pay');
  });

  it('gives a premium or HSA its amount per pay period', () => {
    expect(
      summarizeEmployerShare({
        ...none,
        type: 'section-125-medical',
        employerAmountPerPeriod: '250.00',
      }),
    ).toBe('Employer $250.00 per pay period');
    expect(
      summarizeEmployerShare({ ...none, type: 'hsa', employerAmountPerPeriod: '1250.5' }),
    ).toBe('Employer $1,250.50 per pay period');
  });

  it('says None where the employer adds nothing', () => {
    expect(summarizeEmployerShare({ ...none, type: 'after-tax' })).toBe('None');
    expect(summarizeEmployerShare({ ...none, type: 'traditional-401k' })).toBe('None');
    expect(summarizeEmployerShare({ ...none, type: 'hsa', employerAmountPerPeriod: '0.00' })).toBe(
      'None',
    );
  });
});
