import { describe, expect, test } from 'vitest';

import { STATE_INPUT_DEFAULTS } from '../../test/support/make-input';
import { PAY_PERIODS_PER_YEAR, type PayFrequency } from '../types';
import { listStateRules } from './registry';
import { runStateRule } from './state-rule';

const FREQUENCIES: PayFrequency[] = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'];

/**
 * Issue 28: withholding does not fall as wages rise where the law is monotone. Every state's
 * formula (a deduction that phases out, an allowance that vanishes, a low-income exemption) only
 * ever adds tax as wages grow, so each line must be non-decreasing in this period's wages, with the
 * state's "no certificate on file" defaults, for every pay frequency.
 */
describe('every state withholds more, never less, as wages rise', () => {
  test.each(listStateRules().map((rule) => [rule.code, rule] as const))('%s', (_code, rule) => {
    for (const payFrequency of FREQUENCIES) {
      let previous: readonly number[] | null = null;
      for (let wages = 0; wages <= 4_000_000; wages += 2_500 + Math.floor(wages / 40)) {
        const lines = runStateRule(rule, {
          ...STATE_INPUT_DEFAULTS,
          payDate: '2025-06-13',
          payFrequency,
          periodsPerYear: PAY_PERIODS_PER_YEAR[payFrequency],
          wages,
        }).map((line) => line.amount);
        if (previous)
          for (const [index, amount] of lines.entries())
            expect(amount, `${payFrequency} ${wages} line ${index}`).toBeGreaterThanOrEqual(
              previous[index]!,
            );
        previous = lines;
      }
    }
  });
});
