import { describe, expect, test } from 'vitest';

import type { TraceStep } from '../../types';
import {
  calculateFormulaWithholding,
  calculateSupplementalAtFlatRate,
  type FormulaWages,
  type WithholdingFormula,
} from './calculate-formula-withholding';
import { applyFlatRate } from './state-math';

// An invented formula (not any state's law) that exercises every step: a $5,000 deduction, 4% of the
// rest, a $100 credit.
function makeFormula(overrides: Partial<WithholdingFormula> = {}): WithholdingFormula {
  return {
    prefix: 'state.xx',
    citation: 'test formula',
    basis: 'annual',
    subtractions: [{ step: 'deduction', label: 'Deduction', amount: 500_000, citation: 'd' }],
    computeTax: (taxable) => ({
      label: '4%',
      amount: applyFlatRate(taxable, 40_000),
      citation: 't',
    }),
    credits: [{ step: 'credit', label: 'Credit', amount: 10_000, citation: 'c' }],
    rounding: 'cent',
    ...overrides,
  };
}

describe('the shared withholding formula', () => {
  test('annualises, subtracts, taxes, credits and divides back with one rounding', () => {
    // $1,000.00 x 26 = $26,000; - $5,000 = $21,000; x 4% = $840; - $100 = $740; / 26 = 28.4615 -> $28.46
    const trace: TraceStep[] = [];
    expect(
      calculateFormulaWithholding(makeFormula(), { wages: 100_000, periodsPerYear: 26 }, trace),
    ).toBe(2_846);
    expect(trace.map((step) => step.step)).toEqual([
      'state.xx.wages',
      'state.xx.deduction',
      'state.xx.taxable',
      'state.xx.tax',
      'state.xx.credit',
      'state.xx.withheld',
    ]);
  });

  test.each<[string, Partial<WithholdingFormula>, FormulaWages, number]>([
    // annual $740 / 26 = $28.46 -> $28
    [
      'rounds to whole dollars per period where the publication says',
      { rounding: 'whole-dollar-period' },
      { wages: 100_000, periodsPerYear: 26 },
      2_800,
    ],
    // $1,000.39 x 26 = $26,010.14; - $5,000 = $21,010.14 x 4% = $840.41 - $100 = $740.41 -> $740 / 26 = $28.46
    [
      'rounds to whole dollars annually where the publication says',
      { rounding: 'whole-dollar-annual' },
      { wages: 100_039, periodsPerYear: 26 },
      2_846,
    ],
    // $100 per period - $5,000 -> taxable 0; tax 0 - $100 credit -> 0
    [
      'works per period and never withholds below zero',
      { basis: 'period' },
      { wages: 10_000, periodsPerYear: 52 },
      0,
    ],
  ])('%s', (_name, overrides, wages, withheld) => {
    expect(calculateFormulaWithholding(makeFormula(overrides), wages, undefined)).toBe(withheld);
  });

  test('a flat supplemental rate applies to the bonus alone', () => {
    // 5% of $1,234.56 = $61.728 -> $61.73
    const trace: TraceStep[] = [];
    expect(
      calculateSupplementalAtFlatRate('state.xx', 123_456, { value: 50_000, citation: 's' }, trace),
    ).toBe(6_173);
    expect(trace).toHaveLength(1);
  });
});
