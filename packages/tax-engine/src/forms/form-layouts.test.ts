import { MODELLED_TAX_YEARS } from '@paylab/shared/payroll-calendar';
import { describe, expect, test } from 'vitest';

import { findProvenanceWords } from '../citation-text';
import { FORM_940_LAYOUT, FORM_LAYOUTS, resolveFormLayouts } from './index';

describe("each year's forms as printed", () => {
  test('Form 941 (Rev. March 2026) splits line 15 into 15a-15e; PayLab fills 15a only', () => {
    const lines = resolveFormLayouts(2026).form941.lines;
    expect(lines.slice(-5).map((line) => [line.number, line.key])).toEqual([
      ['15a', 'line15'],
      ['15b', null],
      ['15c', null],
      ['15d', null],
      ['15e', null],
    ]);
    for (const line of lines.filter((entry) => entry.key === null))
      expect(line.blankBecause, line.number).toMatch(/no choice for an overpayment/);
    expect(resolveFormLayouts(2026).form941.edition).toBe('Form 941 (Rev. March 2026)');
  });

  test('Form 941 (Rev. March 2025) ends with line 15; both editions print every line function', () => {
    const of2025 = resolveFormLayouts(2025).form941.lines;
    expect(of2025.at(-1)).toMatchObject({ number: '15', key: 'line15' });
    const keys = (year: number) =>
      resolveFormLayouts(year)
        .form941.lines.map((line) => line.key)
        .filter((key) => key !== null);
    expect(keys(2026)).toEqual(keys(2025));
    expect(keys(2025)).toHaveLength(20);
  });

  test('Form 940 has no 2026 edition yet: 2026 prints the 2025 lines', () => {
    expect(resolveFormLayouts(2026).form940).toBe(resolveFormLayouts(2025).form940);
    expect(FORM_940_LAYOUT.values.map((value) => value.effectiveFrom)).toEqual(['2025-01-01']);
    expect(resolveFormLayouts(2025).form940.lines.map((line) => line.number)).toContain('16d');
  });

  test('Form 940 (2025) already splits line 15 into 15a-15e; PayLab fills 15a only', () => {
    const lines = resolveFormLayouts(2025).form940.lines;
    const at15a = lines.findIndex((line) => line.number === '15a');
    expect(lines.slice(at15a - 1, at15a + 6).map((line) => [line.number, line.key])).toEqual([
      ['14', 'line14'],
      ['15a', 'line15'],
      ['15b', null],
      ['15c', null],
      ['15d', null],
      ['15e', null],
      ['16a', 'line16a'],
    ]);
    for (const line of lines.filter((entry) => entry.key === null))
      expect(line.blankBecause, line.number).toMatch(/no choice for an overpayment/);
    expect(resolveFormLayouts(2025).form940.changes).toMatch(/15a-15e/);
  });

  test('Form 940 prints every line function once, in the paper order', () => {
    const keys = resolveFormLayouts(2025)
      .form940.lines.map((line) => line.key)
      .filter((key) => key !== null);
    expect(keys).toEqual([
      'line1a',
      'line1b',
      'line2',
      'line3',
      'line4',
      'line5',
      'line6',
      'line7',
      'line8',
      'line9',
      'line10',
      'line11',
      'line12',
      'line13',
      'line14',
      'line15',
      'line16a',
      'line16b',
      'line16c',
      'line16d',
      'line17',
    ]);
  });

  test("each layout's edition year: 2026 prints the W-2 and 941 of 2026 and the 940 of 2025", () => {
    expect(resolveFormLayouts(2026).editionYears).toEqual({
      w2: 2026,
      form941: 2026,
      form940: 2025,
    });
    expect(resolveFormLayouts(2025).editionYears).toEqual({
      w2: 2025,
      form941: 2025,
      form940: 2025,
    });
  });

  test('every layout but Form 940 has a value of each modelled year', () => {
    const missing = MODELLED_TAX_YEARS.flatMap((year) =>
      FORM_LAYOUTS.filter(
        (layout) =>
          layout !== FORM_940_LAYOUT &&
          !layout.values.some((value) => value.effectiveFrom.startsWith(`${year}-`)),
      ).map((layout) => `${year} ${layout.name}`),
    );
    expect(missing).toEqual([]);
  });

  test('layouts cite the form and edition, never how they were read', () => {
    const citations = FORM_LAYOUTS.flatMap((layout) =>
      layout.values.map((value) => value.citation),
    );
    expect(citations.filter((citation) => findProvenanceWords(citation).length > 0)).toEqual([]);
  });
});
