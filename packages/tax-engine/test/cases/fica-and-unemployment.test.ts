import { describe, expect, test } from 'vitest';

import { calculatePaycheck } from '../../src/index';
import { makeKnownAnswerInput, readKnownAnswers } from '../support/known-answers';

// The hand-worked paychecks are fica-and-unemployment.cases.json; this puts each to the other rule set.
describe('calculatePaycheck: FICA, FUTA and SUTA', () => {
  test('FUTA and SUTA are identical in both rule sets; FICA differs only in its rounding, by a cent at most', () => {
    for (const { input } of readKnownAnswers('fica-and-unemployment')) {
      const official = calculatePaycheck(makeKnownAnswerInput(input));
      const simplified = calculatePaycheck(
        makeKnownAnswerInput({ ...input, ruleSet: 'spec-simplified-2025' }),
      );
      for (const tax of ['socialSecurityTax', 'medicareTax', 'additionalMedicareTax'] as const) {
        expect(Math.abs(simplified[tax] - official[tax]), tax).toBeLessThanOrEqual(1);
      }
      expect(simplified.employer.futaTax).toBe(official.employer.futaTax);
      expect(simplified.employer.sutaTax).toBe(official.employer.sutaTax);
    }
  });
});
