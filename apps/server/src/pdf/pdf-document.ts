import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

/**
 * PDFs embed DejaVu Sans, so names in Latin, Greek, Cyrillic, Hebrew, Arabic and many other scripts
 * render; pdf-lib's standard fonts throw outside Windows-1252 (architecture: PDFs).
 */
export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

let fontBytes: Promise<[Uint8Array, Uint8Array]> | undefined;

function loadFontBytes(): Promise<[Uint8Array, Uint8Array]> {
  const require = createRequire(import.meta.url);
  const folder = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  fontBytes ??= Promise.all([readFile(join(folder, 'DejaVuSans.ttf')), readFile(join(folder, 'DejaVuSans-Bold.ttf'))]);
  return fontBytes;
}

/** A new PDF with the Unicode fonts embedded (subset to the glyphs used). */
export async function createPdfDocument(title: string): Promise<{ pdf: PDFDocument; fonts: PdfFonts }> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setProducer('PayLab');
  pdf.setCreator('PayLab');
  const [regularBytes, boldBytes] = await loadFontBytes();
  const [regular, bold] = await Promise.all([pdf.embedFont(regularBytes, { subset: true }), pdf.embedFont(boldBytes, { subset: true })]);
  return { pdf, fonts: { regular, bold } };
}

/** Replaces characters the font lacks, so an exotic name never makes a PDF fail. */
export function toDrawableText(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  let result = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    result += supported.has(codePoint) || character === ' ' ? character : '?';
  }
  return result;
}
