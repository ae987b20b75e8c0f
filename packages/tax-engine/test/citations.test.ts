import { describe, expect, test } from 'vitest';

import {
  calculatePaycheck,
  findProvenanceWords,
  INCOME_TAX_RATE_SCHEDULES_2025,
  PAYROLL_TAX_RATES_2025,
  RULE_SETS,
  TAX_PARAMETERS,
  type PaycheckInput,
} from '../src/index';
import {
  getFilingDeadlinesAround,
  STATES_WITHOUT_WAGE_INCOME_TAX_CITATION,
} from '../src/forms/index';
import { EMPTY_W4, makeInput } from './support/make-input';

/** Each citation paired with where it came from, so a failure names the culprit. */
function withProvenance(entries: [string, string][]): [string, string[]][] {
  return entries
    .map(([where, citation]): [string, string[]] => [where, findProvenanceWords(citation)])
    .filter(([, words]) => words.length > 0);
}

// Paychecks that between them reach every rule: both W-4 versions, each modelled state, a bonus
// over the $1M supplemental threshold, wages past the Social Security base, both rule sets.
const PAYCHECKS: Partial<PaycheckInput>[] = [
  { grossPay: 300_000, w4: EMPTY_W4 },
  { grossPay: 300_000, allowances: 2 },
  { grossPay: 412_345, state: 'CA', stateAllowances: 1, supplementalPay: 50_000 },
  { grossPay: 412_345, state: 'NY', stateAllowances: 1, supplementalPay: 50_000 },
  { grossPay: 250_000, state: 'FL' },
  { grossPay: 250_000, state: 'OH' },
  {
    grossPay: 1_000_000,
    supplementalPay: 20_000_000,
    ytd: { grossPay: 17_000_000, supplementalPay: 90_000_000 },
  },
];

describe('citations users read', () => {
  test('the matcher finds how a value was obtained, and leaves publications alone', () => {
    expect(
      findProvenanceWords(
        'Table II, as transcribed by Microsoft Dynamics GP; UNCERTAIN, cross-checked against Odoo',
      ),
    ).toEqual(['transcribed', 'dynamics gp', 'uncertain', 'cross-checked', 'odoo']);
    expect(
      findProvenanceWords(
        'IRS Pub 15-T (2025), section 1, Worksheet 1A line 1g: $12,900 if married filing jointly',
      ),
    ).toEqual([]);
  });

  test('every parameter cites a publication and its line, never its provenance', () => {
    const citations = TAX_PARAMETERS.flatMap((parameter) =>
      parameter.values.map((value): [string, string] => [parameter.name, value.citation]),
    );
    expect(citations.length).toBeGreaterThan(40);
    expect(withProvenance(citations)).toEqual([]);
  });

  test('"Show the math" carries no provenance for any rule set or state', () => {
    const steps = RULE_SETS.flatMap((ruleSet) =>
      PAYCHECKS.flatMap((overrides) =>
        calculatePaycheck(makeInput({ ...overrides, ruleSet }), { trace: true }).trace.map(
          (step): [string, string] => [
            `${ruleSet} ${overrides.state ?? 'TX'} ${step.step}`,
            `${step.label} ${step.citation}`,
          ],
        ),
      ),
    );
    expect(steps.length).toBeGreaterThan(200);
    expect(withProvenance(steps)).toEqual([]);
  });

  test('the rate box, rate schedules and filing deadlines carry none either', () => {
    const shown: [string, string][] = [
      ...Object.entries(PAYROLL_TAX_RATES_2025).flatMap(([key, value]): [string, string][] =>
        typeof value === 'object' && 'citation' in value ? [[key, value.citation]] : [],
      ),
      ['brackets', INCOME_TAX_RATE_SCHEDULES_2025.brackets.citation],
      ['standard deductions', INCOME_TAX_RATE_SCHEDULES_2025.standardDeductions.citation],
      ['no wage tax states', STATES_WITHOUT_WAGE_INCOME_TAX_CITATION],
      ...getFilingDeadlinesAround('2025-06-13').map((item): [string, string] => [
        item.id,
        `${item.description} ${item.citation}`,
      ]),
    ];
    expect(withProvenance(shown)).toEqual([]);
  });
});
