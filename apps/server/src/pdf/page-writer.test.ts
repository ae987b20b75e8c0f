import { describe, expect, test } from 'vitest';
import { readPdfText } from '../test/read-pdf';
import { MARGIN, PAGE_HEIGHT, PageWriter } from './page-writer';

describe('PageWriter', () => {
  test('y counts down from the top edge, and right-aligned text ends at its x', async () => {
    const writer = await PageWriter.create('Layout', []);
    writer.down(100);
    writer.text('left', { x: MARGIN });
    writer.text('right', { x: 300, align: 'right' });
    const [page] = await readPdfText(await writer.save());
    const left = page!.find((item) => item.text === 'left')!;
    const right = page!.find((item) => item.text === 'right')!;
    // pdf.js reports baselines from the bottom edge.
    expect(left).toMatchObject({ x: MARGIN, y: PAGE_HEIGHT - MARGIN - 100 });
    expect(right.y).toBe(left.y);
    expect(right.x + writer.widthOf('right', 10)).toBeCloseTo(300, 3);
  });

  test('a row puts each line of a wrapped cell lineHeight below the last, beside the other cells', async () => {
    const writer = await PageWriter.create('Row', []);
    const lineCount = writer.row(
      [{ x: MARGIN }, { x: 400, align: 'right' }],
      [['first line', 'second line'], '$1.00'],
      { lineHeight: 13 },
    );
    expect(lineCount).toBe(2);
    const [page] = await readPdfText(await writer.save());
    const y = (text: string) => page!.find((item) => item.text === text)!.y;
    expect(y('first line') - y('second line')).toBe(13);
    expect(y('$1.00')).toBe(y('first line'));
  });

  test('text with line breaks prints each line below the last, never a ? for the break', async () => {
    const writer = await PageWriter.create('Lines', []);
    writer.down(100);
    expect(writer.text('500 Harbor Blvd\r\nSuite 210\nOakland', { x: MARGIN, size: 10 })).toBe(3);
    const [page] = await readPdfText(await writer.save());
    expect(page!.map((item) => item.text)).toEqual(['500 Harbor Blvd', 'Suite 210', 'Oakland']);
    // 1.3 x 10 points = 13 points between baselines.
    expect(page!.map((item) => PAGE_HEIGHT - item.y)).toEqual([148, 161, 174]);
  });

  test('a page break starts the next page at the top margin under the running title', async () => {
    const writer = await PageWriter.create('Breaks', [], { runningTitle: 'Breaks (continued)' });
    writer.down(PAGE_HEIGHT - 2 * MARGIN - 20);
    expect(writer.ensureSpace(20)).toBe(false);
    expect(writer.ensureSpace(21)).toBe(true);
    writer.text('next', { x: MARGIN });
    writer.drawFooters((pageNumber, pageCount) => `Page ${pageNumber} of ${pageCount}`);
    const pages = await readPdfText(await writer.save());
    expect(pages).toHaveLength(2);
    const texts = pages.map((items) => items.map((item) => item.text));
    expect(texts[0]).toEqual(['Page 1 of 2']);
    expect(texts[1]).toEqual(['Breaks (continued)', 'next', 'Page 2 of 2']);
    const [title, next] = pages[1]!;
    expect(title!.y).toBe(PAGE_HEIGHT - MARGIN);
    expect(title!.y - next!.y).toBe(24);
  });
});
