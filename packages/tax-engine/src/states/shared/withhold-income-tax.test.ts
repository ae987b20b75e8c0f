import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import { buildFlatRateTax, buildValueStep } from './calculate-formula-withholding';
import { withholdIncomeTax, type IncomeTaxWithholding } from './withhold-income-tax';

// An invented formula (not any state's law): annualised, $5,000 subtracted, 4% of the rest, cents.
const FORMULA_PARTS: IncomeTaxWithholding = {
  prefix: 'state.xx',
  formula: () => ({
    prefix: 'state.xx',
    citation: 'test formula',
    basis: 'annual',
    subtractions: [buildValueStep('deduction', 'Deduction', { value: 500_000, citation: 'd' })],
    computeTax: buildFlatRateTax('4%', { value: 40_000, citation: 't' }),
    rounding: 'cent',
  }),
  supplemental: { method: 'aggregate', citation: 'bonus rule' },
  additional: { amount: 1_000, label: 'Additional', citation: 'a', step: 'extra' },
};
const PAY = { wages: 100_000, supplementalWages: 0, periodsPerYear: 26 };

function stepsOf(trace: TraceStep[]): [string, number][] {
  return trace.map((step) => [step.step, step.amount]);
}

describe('the shared income tax line', () => {
  test('an exempt certificate withholds nothing and says so', () => {
    const trace: TraceStep[] = [];
    const exempt = { isExempt: true, label: 'Exempt', citation: 'e', step: 'nonwithholding' };
    expect(withholdIncomeTax({ ...FORMULA_PARTS, exempt }, PAY, trace)).toBe(0);
    expect(stepsOf(trace)).toEqual([['state.xx.nonwithholding', 0]]);
  });

  test('an aggregated bonus adds what it makes the formula withhold, then the extra amount', () => {
    // regular: $1,000 x 26 = $26,000 - $5,000 = $21,000 x 4% = $840 / 26 = $32.3077 -> $32.31
    // with the $500 bonus: $1,500 x 26 = $39,000 - $5,000 = $34,000 x 4% = $1,360 / 26 = $52.31
    // bonus $52.31 - $32.31 = $20.00; plus $10.00 extra = $62.31
    const trace: TraceStep[] = [];
    const pay = { ...PAY, supplementalWages: 50_000 };
    expect(withholdIncomeTax(FORMULA_PARTS, pay, trace)).toBe(6_231);
    expect(stepsOf(trace).slice(-3)).toEqual([
      ['state.xx.withheld', 3_231],
      ['state.xx.supplemental', 2_000],
      ['state.xx.extra', 1_000],
    ]);
  });

  test('a flat-rate bonus and a state adjustment of the regular amount', () => {
    // regular $32.31 (above), lowered by the state to $30.00; 5% of $500 = $25.00; plus $10.00
    const withholding: IncomeTaxWithholding = {
      ...FORMULA_PARTS,
      adjustRegular: (regular) => Math.min(regular, 3_000),
      supplemental: { method: 'flat-rate', rate: { value: 50_000, citation: 's' } },
    };
    const pay = { ...PAY, supplementalWages: 50_000 };
    expect(withholdIncomeTax(withholding, pay, undefined)).toBe(6_500);
  });
});
