import { rgb } from '@cantoo/pdf-lib';
import { describe, expect, test } from 'vitest';
import { readEmbeddedFonts, readPdfText, toLines } from '../test/read-pdf';
import { createPdfDocument } from './pdf-document';
import { wrapText } from './wrap-text';

const INK = rgb(0, 0, 0);

/** One name per line, in the regular face, then the same lines in bold. */
async function printLines(lines: string[]): Promise<Uint8Array> {
  const { pdf, fonts } = await createPdfDocument('Names', lines);
  const page = pdf.addPage([612, 792]);
  lines.forEach((line, index) => {
    fonts.regular.draw(page, line, { x: 40, y: 750 - index * 24, size: 14, color: INK });
    fonts.bold.draw(page, line, { x: 40, y: 400 - index * 24, size: 14, color: INK });
  });
  return pdf.save();
}

// Canonically decomposed: the shaper splits a two-part vowel sign (Bengali ৌ) into its parts.
const sortedLetters = (text: string) =>
  [...text.normalize('NFD').replace(/\s/g, '')].sort().join('');

describe('PDF text in any alphabet', () => {
  // One name in each script the bundled fonts cover: DejaVu Sans (Latin, Greek, Cyrillic, Arabic,
  // Hebrew) and the Noto families (Han and kana, Hangul, Devanagari, Bengali, Tamil, Thai).
  const names = [
    'Zoë Ñúñez-Øberg',
    'Ωμέγα Москва',
    '東京商事 株式会社',
    '张伟 陈静',
    '김민준',
    'प्रिया शर्मा',
    'মৌমিতা দাস',
    'தமிழ்செல்வி',
    'สมชาย ใจดี',
  ];

  test('every character of every name is printed, none replaced', async () => {
    const bytes = await printLines(names);
    const [page] = await readPdfText(bytes);
    const lines = toLines(page!);
    expect(lines).toHaveLength(names.length * 2);
    // Indic vowel signs are stored in the order they are drawn (the i-matra before its consonant), so
    // the letters are compared as a multiset rather than as a string.
    [...names, ...names].forEach((name, index) =>
      expect(sortedLetters(lines[index]!)).toBe(sortedLetters(name)),
    );
    expect(lines.join('')).not.toContain('?');
  });

  test('the fonts a name needs are embedded, and only those', async () => {
    const fonts = await readEmbeddedFonts(await printLines(['东京 김민준']));
    const families = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '').replace(/-\d+$/, ''));
    expect(families.sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'NotoSansKR-Bold',
      'NotoSansKR-Regular',
      'NotoSansSC-Bold',
      'NotoSansSC-Regular',
    ]);
    const latinOnly = await readEmbeddedFonts(await printLines(['Acme Corp']));
    expect(latinOnly.map((font) => font.name.replace(/-\d+$/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
  });

  test('every glyph of a CJK subset keeps its outline', async () => {
    // @pdf-lib/fontkit halved odd glyph offsets in the subset's loca table; glyphs after the first
    // odd-length one read garbage and printed blank (subsetting-fontkit.ts).
    const fonts = await readEmbeddedFonts(
      await printLines(['東京商事 株式会社 张伟 陈静 山田太郎']),
    );
    const cjk = fonts.filter((font) => font.name.includes('NotoSansSC'));
    expect(cjk).toHaveLength(2);
    for (const { program } of cjk) {
      expect(program).toBeDefined();
      // .notdef, space and the 16 ideographs of the line.
      expect(program!.numGlyphs).toBeGreaterThanOrEqual(17);
      for (let id = 1; id < program!.numGlyphs; id += 1) {
        const glyph = program!.getGlyph(id);
        const outline = glyph.path.toSVG();
        if (glyph.advanceWidth > 0 && outline === '') continue; // the space
        expect(outline.match(/[MLQCZ]/g)?.length ?? 0, `glyph ${id}`).toBeGreaterThan(8);
        expect(glyph.bbox.maxX).toBeLessThanOrEqual(1100);
        expect(glyph.bbox.minY).toBeGreaterThanOrEqual(-300);
      }
    }
  });

  test('emoji print in outline, from Noto Emoji where DejaVu lacks them', async () => {
    const bytes = await printLines(['Rocket 🚀 Labs 💼 ☕']);
    const [page] = await readPdfText(bytes);
    expect(toLines(page!)[0]).toBe('Rocket 🚀 Labs 💼 ☕');
    const fonts = await readEmbeddedFonts(bytes);
    expect(
      fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '').replace(/-\d+$/, '')),
    ).toContain('NotoEmoji-Regular');
  });

  test('a character no bundled font has prints as ? and the rest of the line still prints', async () => {
    const [page] = await readPdfText(await printLines(['Ankh 𓋹 Ltd']));
    expect(toLines(page!)[0]).toBe('Ankh ? Ltd');
  });
});

describe('right-to-left text', () => {
  test('Arabic and Hebrew names read right to left with their letters joined', async () => {
    const [page] = await readPdfText(await printLines(['محمد علي', 'שלום כהן']));
    // The reader rebuilds logical order from glyphs drawn right to left; glyphs drawn in logical order
    // would come back reversed ('يلع دمحم').
    expect(toLines(page!).slice(0, 2)).toEqual(['محمد علي', 'שלום כהן']);
  });

  test('in a left-to-right line an Arabic name sits between its neighbours, the year after it reading to its left (UAX #9)', async () => {
    const [page] = await readPdfText(await printLines(['Invoice محمد علي 2025 for ACME']));
    const top = page!
      .filter((item) => item.y > 700)
      .sort((a, b) => a.x - b.x)
      .map((item) => item.text.trim());
    // The number follows Arabic letters, so it joins their right-to-left stretch (rule W2: EN after
    // AL becomes AN) and is drawn to the left of the name.
    expect(top).toEqual(['Invoice', '2025', 'محمد علي', 'for ACME']);
  });

  test('brackets in right-to-left text are mirrored', async () => {
    const [page] = await readPdfText(await printLines(['שלום (עולם)']));
    // The glyphs drawn are the mirrored ones, which the reader reports as they are.
    expect(toLines(page!)[0]).toBe('שלום )עולם(');
  });
});

describe('wrapText', () => {
  test('wraps at spaces and breaks a word that alone is wider than the line', async () => {
    const { fonts } = await createPdfDocument('Wrap', ['東京商事株式会社東京商事株式会社']);
    const width = fonts.regular.widthOf('東京商事', 10);
    expect(wrapText(fonts.regular, '東京商事株式会社東京商事株式会社', width, 10)).toEqual([
      '東京商事',
      '株式会社',
      '東京商事',
      '株式会社',
    ]);
    expect(
      wrapText(fonts.regular, 'one two three', fonts.regular.widthOf('one two', 10), 10),
    ).toEqual(['one two', 'three']);
    expect(wrapText(fonts.regular, 'first\n\nthird', 500, 10)).toEqual(['first', '', 'third']);
  });

  test('never splits a grapheme: a Devanagari conjunct stays whole', async () => {
    const { fonts } = await createPdfDocument('Wrap', ['क्षत्रिय']);
    const lines = wrapText(fonts.regular, 'क्षत्रिय', 1, 10);
    expect(lines.join('')).toBe('क्षत्रिय');
    for (const line of lines) expect(line.normalize()).not.toMatch(/^[\u093e-\u094d]/);
  });
});
