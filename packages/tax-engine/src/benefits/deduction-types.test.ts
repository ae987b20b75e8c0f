import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../citation-text';
import { resolveParameter } from '../parameters/parameter';
import {
  DEDUCTION_TYPE_LABELS,
  DEDUCTION_TYPES,
  isDeductionType,
  W2_REPORTING,
} from './deduction-types';

describe('deduction types', () => {
  test('the closed list is exactly the one issue 29 names, in its order', () => {
    expect(DEDUCTION_TYPES).toEqual([
      'traditional-401k',
      'roth-401k',
      'traditional-403b',
      'roth-403b',
      'governmental-457b',
      'simple-ira',
      'section-125-medical',
      'section-125-dental',
      'section-125-vision',
      'hsa',
      'health-fsa',
      'dependent-care-fsa',
      'commuter-transit',
      'commuter-parking',
      'after-tax',
    ]);
  });

  test('every type has a label', () => {
    for (const type of DEDUCTION_TYPES)
      expect(DEDUCTION_TYPE_LABELS[type].length).toBeGreaterThan(0);
    expect(Object.keys(DEDUCTION_TYPE_LABELS).sort()).toEqual([...DEDUCTION_TYPES].sort());
  });

  test('isDeductionType accepts the list and nothing else', () => {
    expect(isDeductionType('hsa')).toBe(true);
    expect(isDeductionType('roth-457b')).toBe(false);
    expect(isDeductionType('')).toBe(false);
  });
});

describe('W-2 reporting', () => {
  test('every type has a W-2 destination in 2025 and in 2026', () => {
    expect(W2_REPORTING.values.map((value) => value.effectiveFrom)).toEqual([
      '2025-01-01',
      '2026-01-01',
    ]);
    for (const { value } of W2_REPORTING.values) {
      expect(Object.keys(value).sort()).toEqual([...DEDUCTION_TYPES].sort());
      for (const type of DEDUCTION_TYPES) expect(value[type].destination.box).toBeTruthy();
    }
  });

  test('box 12 codes follow the General Instructions for Forms W-2 and W-3', () => {
    const reporting = resolveParameter(W2_REPORTING, '2025-06-13').value;
    const codes = Object.fromEntries(
      Object.entries(reporting).map(([type, { destination }]) => [
        type,
        destination.box === '12' ? destination.code : `box ${destination.box}`,
      ]),
    );
    expect(codes).toEqual({
      'traditional-401k': 'D',
      'roth-401k': 'AA',
      'traditional-403b': 'E',
      'roth-403b': 'BB',
      'governmental-457b': 'G',
      'simple-ira': 'S',
      'section-125-medical': 'DD',
      'section-125-dental': 'DD',
      'section-125-vision': 'DD',
      hsa: 'W',
      'health-fsa': 'box none',
      'dependent-care-fsa': 'box 10',
      'commuter-transit': 'box none',
      'commuter-parking': 'box none',
      'after-tax': 'box 14',
    });
  });

  test('a 2026 pay date prints after-tax deductions in box 14a, the rest unchanged', () => {
    const before = resolveParameter(W2_REPORTING, '2025-12-31').value;
    const after = resolveParameter(W2_REPORTING, '2026-01-02').value;
    expect(before['after-tax'].destination).toEqual({ box: '14' });
    expect(after['after-tax'].destination).toEqual({ box: '14a' });
    for (const type of DEDUCTION_TYPES.filter((type) => type !== 'after-tax')) {
      expect(after[type].destination).toEqual(before[type].destination);
    }
  });

  test('box 13 is checked for deferrals to 401(k), 403(b) and SIMPLE plans, never for 457(b)', () => {
    const reporting = resolveParameter(W2_REPORTING, '2025-06-13').value;
    const marked = DEDUCTION_TYPES.filter((type) => reporting[type].marksRetirementPlan);
    expect(marked).toEqual([
      'traditional-401k',
      'roth-401k',
      'traditional-403b',
      'roth-403b',
      'simple-ira',
    ]);
  });

  test('citations and notes carry no provenance words', () => {
    const shown = W2_REPORTING.values.flatMap(({ value, citation }) => [
      citation,
      ...Object.values(value).map((reporting) => reporting.note),
    ]);
    expect(shown.flatMap((text) => findProvenanceWords(text))).toEqual([]);
  });
});
