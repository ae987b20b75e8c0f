import { PDFDocument } from '@cantoo/pdf-lib';
import * as fontkit from 'fontkit';
import { FALLBACK_FAMILIES, loadFontFile, PRIMARY_FAMILY, type FontFamily } from './font-families';
import { Typeface, type Face } from './typeface';

export interface PdfFonts {
  regular: Typeface;
  bold: Typeface;
}

function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collectStrings(item, into);
  return into;
}

const isAscii = (text: string) => [...text].every((character) => character.charCodeAt(0) < 0x80);

/** The fallback families some character of the content needs because DejaVu Sans lacks it. */
function findNeededFamilies(content: unknown): FontFamily[] {
  const primary = loadFontFile(PRIMARY_FAMILY, false).parsed;
  const needed = new Set<FontFamily>();
  const checked = new Set<number>();
  for (const text of collectStrings(content, [])) {
    if (isAscii(text)) continue;
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      if (checked.has(codePoint)) continue;
      checked.add(codePoint);
      if (primary.hasGlyphForCodePoint(codePoint)) continue;
      const family = FALLBACK_FAMILIES.find((candidate) =>
        loadFontFile(candidate, false).parsed.hasGlyphForCodePoint(codePoint),
      );
      if (family) needed.add(family);
    }
  }
  return FALLBACK_FAMILIES.filter((family) => needed.has(family));
}

async function embedFace(pdf: PDFDocument, family: FontFamily, isBold: boolean): Promise<Face> {
  const file = loadFontFile(family, isBold);
  return { font: await pdf.embedFont(file.bytes, { subset: true }), file };
}

async function createTypeface(
  pdf: PDFDocument,
  families: FontFamily[],
  isBold: boolean,
): Promise<Typeface> {
  const [primary, ...fallbacks] = await Promise.all(
    families.map((family) => embedFace(pdf, family, isBold)),
  );
  return new Typeface([primary!, ...fallbacks]);
}

/**
 * A new PDF with Unicode fonts embedded, subset to the glyphs used: DejaVu Sans, plus the Noto
 * families that the strings anywhere in `content` (the record being printed) need.
 */
export async function createPdfDocument(
  title: string,
  content: unknown,
): Promise<{ pdf: PDFDocument; fonts: PdfFonts }> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setProducer('PayLab');
  pdf.setCreator('PayLab');
  const families = [PRIMARY_FAMILY, ...findNeededFamilies([title, content])];
  const [regular, bold] = await Promise.all([
    createTypeface(pdf, families, false),
    createTypeface(pdf, families, true),
  ]);
  return { pdf, fonts: { regular, bold } };
}
