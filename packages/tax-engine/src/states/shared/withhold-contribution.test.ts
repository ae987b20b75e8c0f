import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { withholdContribution, withholdDeclaredContributions } from './withhold-contribution';

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

  test('withholds the declared contributions in order, summing a program of two rates', () => {
    // $1,000 of wages: UI 0.3825% + WF 0.0425% = 0.425% of $1,000 = $4.25; transit 0.1% = $1.00.
    const trace: TraceStep[] = [];
    const params = {
      uiRate: { value: 3_825, citation: 'UI rate' },
      wfRate: { value: 425, citation: 'WF rate' },
      uiBase: { value: 4_280_000, citation: 'UI base' },
      transitRate: { value: 1_000, citation: 'Transit rate' },
    };
    const contributions = [
      {
        programId: 'xx-ui-wf',
        traceLabel: 'UI and WF',
        rates: ['uiRate', 'wfRate'],
        wageBase: 'uiBase',
      },
      { programId: 'xx-transit', traceLabel: 'Transit', rates: ['transitRate'], wageBase: null },
    ];
    const pay = { wagesBefore: 0, wages: 100_000, supplementalWages: 0 };
    expect(withholdDeclaredContributions(contributions, params, 'state.xx', pay, trace)).toEqual([
      { programId: 'xx-ui-wf', amount: 425 },
      { programId: 'xx-transit', amount: 100 },
    ]);
    expect(trace.map((step) => [step.step, step.citation])).toEqual([
      ['state.xx.ui-wf', 'UI rate; WF rate; UI base'],
      ['state.xx.transit', 'Transit rate'],
    ]);
  });
});
