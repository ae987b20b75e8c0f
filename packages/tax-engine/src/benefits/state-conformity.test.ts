import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../citation-text';
import { resolveParameter } from '../parameters/parameter';
import { STATES_WITHOUT_WAGE_INCOME_TAX } from '../states/registry';
import { DEDUCTION_TYPES, isDeductionType, type DeductionType } from './deduction-types';
import { defineConformity } from './define-conformity';
import { STATE_CONFORMITY } from './state-conformity';

const WAGE_TAX_JURISDICTIONS = [
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'UT',
  'VT',
  'VA',
  'WV',
  'WI',
];

function reducesOn(state: string, date: string): Readonly<Record<DeductionType, boolean>> {
  return resolveParameter(STATE_CONFORMITY[state]!, date).value.reducesStateWages;
}

describe('state conformity', () => {
  test('the 42 jurisdictions that tax wages each have one; none of the nine that do not', () => {
    expect(Object.keys(STATE_CONFORMITY).sort()).toEqual([...WAGE_TAX_JURISDICTIONS].sort());
    expect(WAGE_TAX_JURISDICTIONS).toHaveLength(42);
    for (const state of STATES_WITHOUT_WAGE_INCOME_TAX)
      expect(STATE_CONFORMITY[state]).toBeUndefined();
  });

  test('every departure names a type from the closed list, and every type has an answer', () => {
    for (const [state, conformity] of Object.entries(STATE_CONFORMITY)) {
      for (const { value } of conformity.values) {
        for (const type of value.departures)
          expect(isDeductionType(type), `${state} ${type}`).toBe(true);
        expect(Object.keys(value.reducesStateWages).sort()).toEqual([...DEDUCTION_TYPES].sort());
      }
    }
  });

  test('a state with no departure follows federal income tax wages', () => {
    expect(reducesOn('IL', '2025-06-13')).toEqual({
      'traditional-401k': true,
      'roth-401k': false,
      'traditional-403b': true,
      'roth-403b': false,
      'governmental-457b': true,
      'simple-ira': true,
      'section-125-medical': true,
      'section-125-dental': true,
      'section-125-vision': true,
      hsa: true,
      'health-fsa': true,
      'dependent-care-fsa': true,
      'commuter-transit': true,
      'commuter-parking': true,
      'after-tax': false,
    });
  });

  test('Pennsylvania taxes elective deferrals but not health premiums or dependent care', () => {
    const pa = reducesOn('PA', '2025-06-13');
    expect(pa['traditional-401k']).toBe(false);
    expect(pa['traditional-403b']).toBe(false);
    expect(pa['governmental-457b']).toBe(false);
    expect(pa['simple-ira']).toBe(false);
    expect(pa['section-125-medical']).toBe(true);
    expect(pa['dependent-care-fsa']).toBe(true);
  });

  test('New Jersey excludes only 401(k) deferrals; California taxes only HSA contributions', () => {
    const nj = reducesOn('NJ', '2025-06-13');
    expect(DEDUCTION_TYPES.filter((type) => nj[type])).toEqual(['traditional-401k']);
    const ca = reducesOn('CA', '2025-06-13');
    expect(ca.hsa).toBe(false);
    expect(ca['traditional-401k']).toBe(true);
    expect(ca['section-125-medical']).toBe(true);
  });

  test('a 2026 pay date keeps the conformity in force', () => {
    expect(reducesOn('NJ', '2026-01-09')).toEqual(reducesOn('NJ', '2025-01-03'));
  });

  test('a departure the federal income tax does not exclude is refused', () => {
    expect(() => defineConformity('ZZ', ['roth-401k'], 'test')).toThrow(/roth-401k/);
    expect(() => defineConformity('ZZ', ['after-tax'], 'test')).toThrow(/after-tax/);
  });

  test('names are unique and citations carry no provenance words', () => {
    const conformities = Object.values(STATE_CONFORMITY);
    expect(new Set(conformities.map((conformity) => conformity.name)).size).toBe(42);
    const citations = conformities.flatMap((conformity) =>
      conformity.values.map((value) => value.citation),
    );
    expect(citations.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
