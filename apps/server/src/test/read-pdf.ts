import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { create, type Font } from 'fontkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextItem {
  text: string;
  x: number;
  y: number;
  /** How wide the item prints, in points. */
  width: number;
}

/** The text a PDF reader extracts (through each font's ToUnicode map), page by page, item by item. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfTextItem[][]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const pages: PdfTextItem[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [
              {
                text: item.str,
                x: item.transform[4] as number,
                y: item.transform[5] as number,
                width: item.width,
              },
            ]
          : [],
      ),
    );
  }
  await document.destroy();
  return pages;
}

/** Each printed line's text, its items joined left to right. */
export function toLines(items: PdfTextItem[]): string[] {
  const rows = new Map<number, PdfTextItem[]>();
  for (const item of items)
    rows.set(Math.round(item.y), [...(rows.get(Math.round(item.y)) ?? []), item]);
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((item) => item.text)
        .join(' '),
    );
}

export interface EmbeddedFont {
  name: string;
  /** The embedded (subset) font program, parsed. */
  program: Font | undefined;
}

/** The fonts a PDF embeds, with their font programs (FontFile2) parsed back. */
export async function readEmbeddedFonts(bytes: Uint8Array): Promise<EmbeddedFont[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context.enumerateIndirectObjects().flatMap(([, object]) => {
    if (!(object instanceof PDFDict) || !object.has(PDFName.of('FontName'))) return [];
    const name = (object.get(PDFName.of('FontName')) as PDFName).decodeText();
    const file = object.lookup(PDFName.of('FontFile2'));
    const program =
      file instanceof PDFRawStream
        ? (create(Buffer.from(decodePDFRawStream(file).decode())) as Font)
        : undefined;
    return [{ name, program }];
  });
}
