import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../citation-text';
import { resolveParameter } from '../parameters/parameter';
import { DEDUCTION_TYPES } from './deduction-types';
import { FEDERAL_TAX_TREATMENT, isWageBaseReduced, WAGE_BASES } from './federal-tax-treatment';

describe('federal tax treatment', () => {
  test('every deduction type has a treatment with its source', () => {
    for (const { value } of FEDERAL_TAX_TREATMENT.values) {
      expect(Object.keys(value).sort()).toEqual([...DEDUCTION_TYPES].sort());
      for (const type of DEDUCTION_TYPES) {
        expect(value[type].source.length).toBeGreaterThan(0);
        for (const base of value[type].reduces) expect(WAGE_BASES).toContain(base);
      }
    }
  });

  test('the table of bases each type lowers (Pub 15-B Table 2-1, Pub 15 section 15)', () => {
    const treatment = resolveParameter(FEDERAL_TAX_TREATMENT, '2025-06-13').value;
    const reduces = Object.fromEntries(
      DEDUCTION_TYPES.map((type) => [type, treatment[type].reduces.join(' ')]),
    );
    const all = 'federal-income-tax social-security medicare futa';
    expect(reduces).toEqual({
      'traditional-401k': 'federal-income-tax',
      'roth-401k': '',
      'traditional-403b': 'federal-income-tax',
      'roth-403b': '',
      'governmental-457b': 'federal-income-tax',
      'simple-ira': 'federal-income-tax',
      'section-125-medical': all,
      'section-125-dental': all,
      'section-125-vision': all,
      hsa: all,
      'health-fsa': all,
      'dependent-care-fsa': all,
      'commuter-transit': all,
      'commuter-parking': all,
      'after-tax': '',
    });
  });

  test('a 401(k) deferral lowers income tax wages and not FICA or FUTA wages', () => {
    expect(isWageBaseReduced('traditional-401k', 'federal-income-tax', '2025-03-14')).toBe(true);
    expect(isWageBaseReduced('traditional-401k', 'social-security', '2025-03-14')).toBe(false);
    expect(isWageBaseReduced('traditional-401k', 'medicare', '2025-03-14')).toBe(false);
    expect(isWageBaseReduced('traditional-401k', 'futa', '2025-03-14')).toBe(false);
  });

  test('a section 125 premium lowers all four bases; Roth and after-tax lower none', () => {
    for (const base of WAGE_BASES) {
      expect(isWageBaseReduced('section-125-medical', base, '2025-03-14')).toBe(true);
      expect(isWageBaseReduced('roth-401k', base, '2025-03-14')).toBe(false);
      expect(isWageBaseReduced('after-tax', base, '2025-03-14')).toBe(false);
    }
  });

  test('a 2026 pay date keeps the same treatment in force', () => {
    expect(resolveParameter(FEDERAL_TAX_TREATMENT, '2026-01-09')).toBe(
      resolveParameter(FEDERAL_TAX_TREATMENT, '2025-01-03'),
    );
  });

  test('a pay date before 2025 has no treatment to apply', () => {
    expect(() => isWageBaseReduced('hsa', 'futa', '2024-12-31')).toThrow(/No value/);
  });

  test('citation and sources carry no provenance words', () => {
    const shown = FEDERAL_TAX_TREATMENT.values.flatMap(({ value, citation }) => [
      citation,
      ...Object.values(value).map((treatment) => treatment.source),
    ]);
    expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
