import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { withholdContribution } from './withhold-contribution';

describe('the shared contribution on wages up to a wage base', () => {
  test('stops at the yearly wage base and traces the taxable wages', () => {
    // $2,000 of wages with $99,500 paid before, base $100,000: 0.5% of $500 = $2.50
    const trace: TraceStep[] = [];
    const contribution = {
      step: 'state.xx.tdi',
      label: 'TDI',
      rate: { value: 5_000, citation: 'r' },
      wageBase: { value: 10_000_000, citation: 'b' },
    };
    const pay = { wagesBefore: 9_950_000, wages: 150_000, supplementalWages: 50_000 };
    expect(withholdContribution(contribution, pay, trace)).toBe(250);
    expect(trace[0]?.label).toBe('TDI: 0.5% of $500.00 (wages up to $100,000.00 a year)');
  });
});
