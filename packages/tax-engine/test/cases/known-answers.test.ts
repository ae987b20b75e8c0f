// Runs every hand-worked paycheck of the whole engine (`test/cases/<name>.cases.json`) through
// calculatePaycheck. What a table cannot say (two rule sets compared, a trace's citations, tables
// re-derived from their publication) stays in a small `<name>.test.ts` beside it.
import { describe, expect, test } from 'vitest';

import { calculatePaycheck, type PaycheckInput } from '../../src/index';
import { KNOWN_ANSWERS, makeKnownAnswerInput, type KnownAnswer } from '../support/known-answers';
import { makeInput } from '../support/make-input';

const CASE_KEYS: readonly (keyof KnownAnswer)[] = ['name', 'worksheet', 'input', 'expected'];
/** makeInput fills every required field; a case may also give these. */
const OPTIONAL_INPUT_KEYS: readonly (keyof PaycheckInput)[] = [
  'annualSalary',
  'stateFilingStatus',
  'stateEstimatedDeductionAllowances',
  'stateCertificate',
  'w4',
];
const INPUT_KEYS = [...Object.keys(makeInput()), ...OPTIONAL_INPUT_KEYS];

for (const [file, cases] of KNOWN_ANSWERS) {
  describe(`${file}.cases.json`, () => {
    test('names each case once, with a worksheet and an expectation, in fields the runner reads', () => {
      expect(new Set(cases.map((known) => known.name)).size).toBe(cases.length);
      for (const known of cases) {
        expect(Object.keys(known).sort(), known.name).toEqual([...CASE_KEYS].sort());
        expect(INPUT_KEYS, known.name).toEqual(expect.arrayContaining(Object.keys(known.input)));
        expect(known.worksheet.length, known.name).toBeGreaterThan(0);
        expect(Object.keys(known.expected).length, known.name).toBeGreaterThan(0);
      }
    });

    for (const known of cases) {
      test(known.name, () => {
        expect(
          calculatePaycheck(makeKnownAnswerInput(known.input)),
          [known.name, ...known.worksheet].join('\n'),
        ).toMatchObject(known.expected);
      });
    }
  });
}
