import { rgb, type Color, type PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import { createPdfDocument, type PdfFonts } from './pdf-document';
import type { Typeface } from './typeface';
import { wrapText } from './wrap-text';

/** US Letter, in points. */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
/** The margin of a page unless a document asks for another. */
export const MARGIN = 48;
export const CONTENT_RIGHT = PAGE_WIDTH - MARGIN;
/** The baseline of page footers, from the top edge like every y here. */
const FOOTER_Y = PAGE_HEIGHT - 28;
const SMALLEST_FITTED_SIZE = 5;

/** The colours every PDF draws with. */
export const PALETTE = {
  ink: rgb(0.08, 0.1, 0.14),
  muted: rgb(0.36, 0.39, 0.45),
  /** Lines between rows of a table. */
  rule: rgb(0.82, 0.84, 0.87),
  /** The borders of a form's boxes, darker than a rule so the boxes read as a grid. */
  frame: rgb(0.55, 0.57, 0.6),
  accent: rgb(0.11, 0.31, 0.85),
  formRed: rgb(0.62, 0.1, 0.12),
} as const;

export type Align = 'left' | 'right' | 'center';

export interface TextStyle {
  size?: number;
  isBold?: boolean;
  color?: Color;
}

/**
 * The lines a stored text holds: a company address typed on three lines prints on three. A font
 * has no glyph for a line break, so drawn whole it would print as '?' (issue 27, item 14).
 */
export function splitLines(value: string): string[] {
  return value.split(/\r\n|\r|\n/).map((line) => line.trim());
}

export interface TextOptions extends TextStyle {
  /** Where the text starts, ends (right) or is centred (center). */
  x: number;
  /** The baseline, from the top edge; the cursor when left out. */
  y?: number;
  align?: Align;
  /** Shrinks the text to fit this width instead of running over a box edge. */
  maxWidth?: number;
  /** How far below each other the lines of a multi-line text go; 1.3 x size when left out. */
  lineHeight?: number;
}

export interface Column {
  x: number;
  align?: Align;
}

export interface LineOptions {
  thickness?: number;
  color?: Color;
}

export interface PageWriterOptions {
  margin?: number;
  /** Printed at the top of every page after the first. */
  runningTitle?: string;
}

/**
 * Writes a PDF page by page in one direction: y is the distance from the top edge of the page, and
 * the cursor `y` moves only down, by `down()` and page breaks. Drawing at the cursor never moves it.
 * Text goes through the document's Typeface, so names in any script print (ADR 0010, ADR 0025).
 */
export class PageWriter {
  page: PDFPage;
  y: number;
  readonly margin: number;
  private readonly runningTitle: string | undefined;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: PdfFonts,
    { margin = MARGIN, runningTitle }: PageWriterOptions,
  ) {
    this.margin = margin;
    this.runningTitle = runningTitle;
    this.page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = margin;
  }

  /** A new document on its first page, with the fonts the strings anywhere in `content` need. */
  static async create(
    title: string,
    content: unknown,
    options: PageWriterOptions = {},
  ): Promise<PageWriter> {
    const { pdf, fonts } = await createPdfDocument(title, content);
    return new PageWriter(pdf, fonts, options);
  }

  /** The right edge of the text area. */
  get right(): number {
    return PAGE_WIDTH - this.margin;
  }

  font(isBold = false): Typeface {
    return isBold ? this.fonts.bold : this.fonts.regular;
  }

  widthOf(value: string, size: number, isBold = false): number {
    return this.font(isBold).widthOf(value, size);
  }

  /** Splits text into lines no wider than `width`: at spaces, and inside words that alone overflow. */
  wrap(value: string, width: number, size = 10, isBold = false): string[] {
    return wrapText(this.font(isBold), value, width, size);
  }

  /** The largest size up to `size`, in half points, at which the text fits `maxWidth`. */
  fitSize(value: string, size: number, maxWidth: number, isBold = false): number {
    let fitted = size;
    while (fitted > SMALLEST_FITTED_SIZE && this.widthOf(value, fitted, isBold) > maxWidth)
      fitted -= 0.5;
    return fitted;
  }

  /**
   * Draws text at (x, y) without moving the cursor. Each line of a multi-line text goes `lineHeight`
   * below the last; answers how many lines it drew, so the caller can move down past them.
   */
  text(
    value: string,
    {
      x,
      y = this.y,
      size = 10,
      isBold = false,
      color = PALETTE.ink,
      align = 'left',
      maxWidth,
      lineHeight = Math.round(size * 1.3),
    }: TextOptions,
  ): number {
    const lines = splitLines(value);
    lines.forEach((line, index) => {
      const fittedSize = maxWidth === undefined ? size : this.fitSize(line, size, maxWidth, isBold);
      this.font(isBold).draw(this.page, line, {
        x,
        y: PAGE_HEIGHT - y - index * lineHeight,
        size: fittedSize,
        color,
        align,
      });
    });
    return lines.length;
  }

  /**
   * One row of a table at the cursor: each cell at its column; a cell given as lines goes on down by
   * `lineHeight`. Answers how many lines the tallest cell took.
   */
  row(
    columns: readonly Column[],
    cells: readonly (string | readonly string[])[],
    { lineHeight = 13, ...style }: TextStyle & { lineHeight?: number } = {},
  ): number {
    let lineCount = 1;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      const lines = typeof cell === 'string' ? [cell] : cell;
      lines.forEach((line, lineIndex) =>
        this.text(line, {
          ...style,
          x: column.x,
          y: this.y + lineIndex * lineHeight,
          align: column.align,
        }),
      );
      lineCount = Math.max(lineCount, lines.length);
    });
    return lineCount;
  }

  /** A horizontal line across the text area at the cursor. */
  rule({ thickness = 0.75, color = PALETTE.rule }: LineOptions = {}): void {
    this.line(this.margin, this.y, this.right, this.y, { thickness, color });
  }

  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    { thickness = 0.6, color = PALETTE.frame }: LineOptions = {},
  ): void {
    this.page.drawLine({
      start: { x: x1, y: PAGE_HEIGHT - y1 },
      end: { x: x2, y: PAGE_HEIGHT - y2 },
      thickness,
      color,
    });
  }

  /** An unfilled box whose top left corner is at (x, top). */
  rect(
    x: number,
    top: number,
    width: number,
    height: number,
    { thickness = 0.6, color = PALETTE.frame }: LineOptions = {},
  ): void {
    this.page.drawRectangle({
      x,
      y: PAGE_HEIGHT - top - height,
      width,
      height,
      borderColor: color,
      borderWidth: thickness,
    });
  }

  down(amount: number): void {
    this.y += amount;
  }

  /**
   * Starts a new page when fewer than `height` points are left above the bottom margin, with the
   * running title at its top. Answers whether it did, so a table can repeat its header.
   */
  ensureSpace(height: number): boolean {
    if (this.y + height <= PAGE_HEIGHT - this.margin) return false;
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = this.margin;
    if (this.runningTitle) {
      this.text(this.runningTitle, { x: this.margin, size: 9, color: PALETTE.muted });
      this.down(24);
    }
    return true;
  }

  /** A line at the foot of every page, told its page number and the page count. */
  drawFooters(footer: (pageNumber: number, pageCount: number) => string): void {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      this.fonts.regular.draw(page, footer(index + 1, pages.length), {
        x: this.margin,
        y: PAGE_HEIGHT - FOOTER_Y,
        size: 8,
        color: PALETTE.muted,
      });
    });
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}
