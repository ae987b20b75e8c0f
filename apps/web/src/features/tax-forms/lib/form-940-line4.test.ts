import { describe, expect, test } from 'vitest';
import { describeLine4Boxes } from './form-940-line4';

const NONE = { line4a: false, line4b: false, line4c: false, line4d: false, line4e: false };

describe('describeLine4Boxes', () => {
  test('names the checked boxes in the form order', () => {
    expect(describeLine4Boxes({ ...NONE, line4d: true, line4a: true })).toBe(
      '4a Fringe benefits, 4d Dependent care',
    );
  });

  test('says so when none is checked', () => {
    expect(describeLine4Boxes(NONE)).toBe('None checked');
  });
});
