// vite/client types `import.meta.glob`, which finds the case files.
/// <reference types="vite/client" />
import type { FormW4Amounts, PaycheckInput } from '../../src/index';
import { EMPTY_W4, makeInput, type KnownAnswerCase } from './make-input';

/** One hand-worked paycheck of the whole engine, as `test/cases/<name>.cases.json` holds it. */
export interface KnownAnswer {
  readonly name: string;
  /** The publication and the worked lines behind the expected amounts; shown when the case fails. */
  readonly worksheet: readonly string[];
  /**
   * What the paycheck changes from makeInput's, money in cents. `w4` gives only what a 2020-or-later
   * W-4 has over one with nothing in Steps 2 to 4, so `{}` is such a form left blank.
   */
  readonly input: KnownAnswerInput;
  /** What the result must hold; anything it leaves out is not checked. */
  readonly expected: KnownAnswerCase['expected'];
}

export type KnownAnswerInput = Omit<Partial<PaycheckInput>, 'w4'> & {
  readonly w4?: Partial<FormW4Amounts>;
};

const CASE_FILES = import.meta.glob<readonly KnownAnswer[]>('../cases/*.cases.json', {
  eager: true,
  import: 'default',
});

/** Every case file's cases, by the file's name without `.cases.json`. */
export const KNOWN_ANSWERS: ReadonlyMap<string, readonly KnownAnswer[]> = new Map(
  Object.entries(CASE_FILES).map(([path, cases]) => [
    path.replace(/^.*\/(.+)\.cases\.json$/, '$1'),
    cases,
  ]),
);

export function readKnownAnswers(file: string): readonly KnownAnswer[] {
  const cases = KNOWN_ANSWERS.get(file);
  if (cases === undefined) throw new Error(`test/cases/${file}.cases.json does not exist`);
  return cases;
}

export function makeKnownAnswerInput({ w4, ...input }: KnownAnswerInput): PaycheckInput {
  return makeInput({ ...input, ...(w4 && { w4: { ...EMPTY_W4, ...w4 } }) });
}
