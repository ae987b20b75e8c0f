import { describe, expect, test } from 'vitest';

import { calculatePaycheck } from '../../src/index';
import { makeKnownAnswerInput, readKnownAnswers } from '../support/known-answers';

// The hand-worked paychecks are federal-income-tax.cases.json; a case cannot ask for part of a warning.
describe('calculatePaycheck: federal income tax (Pub 15-T 2025 Worksheet 1A)', () => {
  test('warns when withholding is limited to the wages', () => {
    const limited = readKnownAnswers('federal-income-tax').find(
      (known) => known.name === 'Withholding limited to the wages paid',
    )!;
    const { warnings } = calculatePaycheck(makeKnownAnswerInput(limited.input));
    expect(
      warnings.some((warning) => warning.startsWith('Withholding limited to the wages paid')),
    ).toBe(true);
  });
});
