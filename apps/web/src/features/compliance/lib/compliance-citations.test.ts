import { findProvenanceWords } from '@paylab/tax-engine';
import { describe, expect, test } from 'vitest';
import { getDeadlineItems, getFederalRateReference, getYearUpdates } from './compliance-content';
import { getStateCompliancePage, listStateLinks } from './state-compliance';

describe('the Compliance page cites publications, not how values were obtained', () => {
  test('no line, state requirement, update or deadline carries provenance words', () => {
    const shown = ['2025-06-13', '2026-06-13']
      .flatMap((date) => [
        ...getFederalRateReference(date),
        ...listStateLinks().flatMap((link) => {
          const page = getStateCompliancePage(link.code, date)!;
          return [...page.requirements, ...page.values, ...page.employerLines, ...page.filings];
        }),
        ...getYearUpdates(date),
        ...getDeadlineItems(date, []),
      ])
      .map((line) => ({ line: line.citation, words: findProvenanceWords(line.citation) }));
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.filter(({ words }) => words.length > 0)).toEqual([]);
  });
});
