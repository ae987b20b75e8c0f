// Runs every state's hand-worked paycheck cases (`states/<st>/cases.json`) against the state's rule
// and checks what every rule declares. What JSON cannot say (a property over many wages, the shape
// of a table) stays in a small `<st>.test.ts` beside the rule.
// vite/client types `import.meta.glob`, which finds the state folders.
/// <reference types="vite/client" />
import { describe, expect, test } from 'vitest';

import { EMPTY_W4, STATE_INPUT_DEFAULTS } from '../../test/support/make-input';
import { findProvenanceWords } from '../citation-text';
import {
  PAY_FREQUENCIES,
  PAY_PERIODS_PER_YEAR,
  type FilingStatus,
  type FormW4Amounts,
  type PayFrequency,
  type TraceStep,
} from '../types';
import { runStateRule, type CertificateValues, type StateRule } from './state-rule';

/**
 * One hand-worked paycheck of a state, as `states/<st>/cases.json` holds it; money in cents. A
 * case asserts what it lists; the lines are always checked to be the rule's programs, in order.
 */
interface StateCase {
  readonly name: string;
  /** The publication and the worked lines behind the expected amounts; shown when the case fails. */
  readonly worksheet: readonly string[];
  readonly input: CaseInput;
  /** Amount by program id. */
  readonly expected?: Readonly<Record<string, number>>;
  /** Amount by trace step (the first step of that name). */
  readonly expectedTrace?: Readonly<Record<string, number>>;
  /** Every trace step's name, in order. */
  readonly expectedTraceSteps?: readonly string[];
  /** A part of each warning, in order; absent, the rule must warn of nothing. */
  readonly expectedWarnings?: readonly string[];
  /** A part of the message of the error the rule throws instead of withholding. */
  readonly expectedError?: string;
}

/** The rule's input; a field left out takes INPUT_DEFAULTS, the certificate the rule's defaults. */
interface CaseInput {
  readonly payDate?: string;
  readonly payFrequency: PayFrequency;
  readonly wages: number;
  readonly supplementalWages?: number;
  readonly wagesBefore?: number;
  readonly linesBefore?: Readonly<Record<string, number>>;
  readonly federalFilingStatus?: FilingStatus;
  /**
   * A 2020-or-later federal W-4: the amounts it gives over one with nothing in Steps 2 to 4, so
   * `{}` is such a form left blank. Absent: the employee's federal W-4 is a pre-2020 one (or none).
   */
  readonly federalW4?: Partial<FormW4Amounts>;
  readonly federalAllowances?: number;
  readonly federalIncomeTax?: number;
  readonly ficaTax?: number;
  readonly certificate?: CertificateValues;
}

const INPUT_DEFAULTS = {
  payDate: '2025-03-14',
  ...STATE_INPUT_DEFAULTS,
} as const satisfies Partial<CaseInput>;

const CASE_KEYS = [
  'name',
  'worksheet',
  'input',
  'expected',
  'expectedTrace',
  'expectedTraceSteps',
  'expectedWarnings',
  'expectedError',
] as const satisfies readonly (keyof StateCase)[];

const INPUT_KEYS = [
  'payDate',
  'payFrequency',
  'wages',
  'supplementalWages',
  'wagesBefore',
  'linesBefore',
  'federalFilingStatus',
  'federalW4',
  'federalAllowances',
  'federalIncomeTax',
  'ficaTax',
  'certificate',
] as const satisfies readonly (keyof CaseInput)[];

const CASE_FILES = import.meta.glob<readonly StateCase[]>('./*/cases.json', {
  eager: true,
  import: 'default',
});
const RULE_MODULES = import.meta.glob<Record<string, unknown>>('./*/rule.ts', { eager: true });

function findRule(folder: string): StateRule {
  const exports = Object.values(RULE_MODULES[`./${folder}/rule.ts`] ?? {});
  const rule = exports.find(
    (value) =>
      typeof value === 'object' && value !== null && 'code' in value && 'calculate' in value,
  ) as StateRule | undefined;
  if (rule?.code !== folder.toUpperCase()) throw new Error(`${folder}/rule.ts exports no rule`);
  return rule;
}

function runCase(rule: StateRule, stateCase: StateCase) {
  const { federalW4, ...input } = stateCase.input;
  const trace: TraceStep[] = [];
  const warnings: string[] = [];
  const lines = runStateRule(
    rule,
    {
      ...INPUT_DEFAULTS,
      ...input,
      periodsPerYear: PAY_PERIODS_PER_YEAR[input.payFrequency],
      ...(federalW4 && { federalW4: { ...EMPTY_W4, ...federalW4 } }),
    },
    trace,
    warnings,
  );
  return { lines, trace, warnings };
}

function checkCase(rule: StateRule, stateCase: StateCase) {
  const worksheet = [stateCase.name, ...stateCase.worksheet].join('\n');
  if (stateCase.expectedError !== undefined) {
    expect(() => runCase(rule, stateCase), worksheet).toThrow(stateCase.expectedError);
    return;
  }
  const { lines, trace, warnings } = runCase(rule, stateCase);
  const amounts = new Map(lines.map((line) => [line.programId, line.amount]));
  const steps = new Map<string, number>();
  for (const step of trace) if (!steps.has(step.step)) steps.set(step.step, step.amount);
  expect(
    lines.map((line) => line.programId),
    worksheet,
  ).toEqual(rule.programs.map((program) => program.id));
  const { expected = {}, expectedTrace = {}, expectedWarnings = [] } = stateCase;
  expect(pick(amounts, Object.keys(expected)), worksheet).toEqual(expected);
  expect(pick(steps, Object.keys(expectedTrace)), worksheet).toEqual(expectedTrace);
  if (stateCase.expectedTraceSteps !== undefined)
    expect(
      trace.map((step) => step.step),
      worksheet,
    ).toEqual(stateCase.expectedTraceSteps);
  expect(warnings, worksheet).toEqual(
    expectedWarnings.map((part) => expect.stringContaining(part)),
  );
}

function pick(values: ReadonlyMap<string, number>, keys: readonly string[]) {
  return Object.fromEntries(keys.map((key) => [key, values.get(key)]));
}

function listUnknownKeys(value: object, known: readonly string[]): string[] {
  return Object.keys(value).filter((key) => !known.includes(key));
}

const FOLDERS = Object.keys(CASE_FILES)
  .map((path) => path.split('/')[1]!)
  .sort();

test('every state folder has its cases.json', () => {
  expect(
    Object.keys(RULE_MODULES)
      .map((path) => path.split('/')[1])
      .sort(),
  ).toEqual(FOLDERS);
});

for (const folder of FOLDERS) {
  const rule = findRule(folder);
  const cases = CASE_FILES[`./${folder}/cases.json`]!;

  describe(`${rule.name} (${folder}/cases.json)`, () => {
    test('holds six or more named cases, each asserting something, in the fields the runner reads', () => {
      const certificateKeys = rule.certificate.fields.map((field) => field.key);
      expect(cases.length).toBeGreaterThanOrEqual(6);
      expect(new Set(cases.map((stateCase) => stateCase.name)).size).toBe(cases.length);
      for (const stateCase of cases) {
        const { input, name } = stateCase;
        expect(listUnknownKeys(stateCase, CASE_KEYS), name).toEqual([]);
        expect(listUnknownKeys(input, INPUT_KEYS), name).toEqual([]);
        expect(listUnknownKeys(input.certificate ?? {}, certificateKeys), name).toEqual([]);
        expect(PAY_FREQUENCIES, name).toContain(input.payFrequency);
        expect(stateCase.worksheet.length, name).toBeGreaterThan(0);
        const isAsserting =
          Object.keys(stateCase.expected ?? {}).length > 0 ||
          stateCase.expectedTrace !== undefined ||
          stateCase.expectedTraceSteps !== undefined ||
          stateCase.expectedError !== undefined;
        expect(isAsserting, name).toBe(true);
      }
    });

    test('declares an income-tax program exactly when the state taxes wages', () => {
      const hasIncomeTaxProgram = rule.programs.some((program) => program.kind === 'income-tax');
      expect(hasIncomeTaxProgram).toBe(rule.hasWageIncomeTax);
      for (const program of rule.programs) expect(program.id).toMatch(new RegExp(`^${folder}-`));
    });

    test('cites publications only, in its parameters and in the math its cases show', () => {
      const traces = cases
        .filter((stateCase) => stateCase.expectedError === undefined)
        .map((stateCase) => runCase(rule, stateCase).trace);
      const shown = [
        ...Object.values(rule.parameters).flatMap((parameter) =>
          parameter.values.map((value) => value.citation),
        ),
        ...traces.flat().map((step) => `${step.label} ${step.citation}`),
      ];
      expect(Math.max(...traces.map((trace) => trace.length))).toBeGreaterThanOrEqual(
        rule.programs.length,
      );
      expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
    });

    for (const stateCase of cases) test(stateCase.name, () => checkCase(rule, stateCase));
  });
}
