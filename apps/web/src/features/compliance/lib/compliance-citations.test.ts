import { findProvenanceWords } from '@paylab/tax-engine';
import { describe, expect, test } from 'vitest';
import {
  getDeadlineItems,
  getFederalRateReference,
  getStateRequirements,
  getYearUpdates,
} from './compliance-content';

describe('the Compliance page cites publications, not how values were obtained', () => {
  test('no line, state requirement, update or deadline carries provenance words', () => {
    const shown = [
      ...getFederalRateReference(),
      ...getStateRequirements().flatMap((state) => state.lines),
      ...getYearUpdates(),
      ...getDeadlineItems('2025-06-13', []),
    ].map((line) => ({ line: line.citation, words: findProvenanceWords(line.citation) }));
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.filter(({ words }) => words.length > 0)).toEqual([]);
  });
});
