import { rgb, type PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import { formatUsd, parseMoney } from '@paylab/shared';
import type { PdfFonts } from '../../../pdf/pdf-document';
import type { Typeface } from '../../../pdf/typeface';
import { wrapText } from '../../../pdf/wrap-text';

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 40;
export const INK = rgb(0.08, 0.1, 0.14);
export const MUTED = rgb(0.38, 0.41, 0.46);
export const FORM_RED = rgb(0.62, 0.1, 0.12);
const RULE = rgb(0.55, 0.57, 0.6);

export interface TextOptions {
  size?: number;
  isBold?: boolean;
  color?: ReturnType<typeof rgb>;
  align?: 'left' | 'right' | 'center';
  /** Shrinks the text to fit this width instead of running over a box edge. */
  maxWidth?: number;
}

/** Amounts on forms: "176,100.00" (the $ is printed by the form, not the figure). */
export function formatFormAmount(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  const cents = typeof amount === 'number' ? amount : parseMoney(amount);
  return formatUsd(cents).replace('$', '');
}

/** Drawing on one page in top-down coordinates (y grows downwards from the top edge). */
export class FormCanvas {
  constructor(
    readonly page: PDFPage,
    readonly fonts: PdfFonts,
  ) {}

  static addPage(pdf: PDFDocument, fonts: PdfFonts): FormCanvas {
    return new FormCanvas(pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]), fonts);
  }

  font(isBold = false): Typeface {
    return isBold ? this.fonts.bold : this.fonts.regular;
  }

  width(value: string, size: number, isBold = false): number {
    return this.font(isBold).widthOf(value, size);
  }

  /** Splits text into lines no wider than `width` at `size`. */
  wrap(value: string, width: number, size = 9, isBold = false): string[] {
    return wrapText(this.font(isBold), value, width, size).filter(Boolean);
  }

  text(x: number, top: number, value: string, { size = 9, isBold = false, color = INK, align = 'left', maxWidth }: TextOptions = {}): void {
    const font = this.font(isBold);
    let fontSize = size;
    while (maxWidth && fontSize > 5 && font.widthOf(value, fontSize) > maxWidth) fontSize -= 0.5;
    font.draw(this.page, value, { x, y: PAGE_HEIGHT - top - fontSize, size: fontSize, color, align });
  }

  rect(x: number, top: number, width: number, height: number, thickness = 0.6): void {
    this.page.drawRectangle({ x, y: PAGE_HEIGHT - top - height, width, height, borderColor: RULE, borderWidth: thickness });
  }

  line(x1: number, top1: number, x2: number, top2: number, thickness = 0.6): void {
    this.page.drawLine({ start: { x: x1, y: PAGE_HEIGHT - top1 }, end: { x: x2, y: PAGE_HEIGHT - top2 }, thickness, color: RULE });
  }

  /** A form box: its caption small at the top left, its entry below (amounts right-aligned). */
  box(x: number, top: number, width: number, height: number, caption: string, value: string | string[] = '', { isAmount = false, valueSize = 9 } = {}): void {
    this.rect(x, top, width, height);
    this.text(x + 3, top + 2, caption, { size: 6, color: MUTED, maxWidth: width - 6 });
    const lines = Array.isArray(value) ? value : [value];
    lines.forEach((entry, index) => {
      const lineTop = top + 11 + index * (valueSize + 2);
      if (isAmount) this.text(x + width - 4, lineTop, entry, { size: valueSize, align: 'right', maxWidth: width - 8 });
      else this.text(x + 4, lineTop, entry, { size: valueSize, maxWidth: width - 8 });
    });
  }

  checkbox(x: number, top: number, isChecked: boolean, label: string): void {
    this.rect(x, top, 8, 8, 0.8);
    if (isChecked) this.text(x + 4, top - 0.5, 'X', { size: 8, isBold: true, align: 'center' });
    this.text(x + 11, top + 1, label, { size: 6, color: MUTED });
  }
}

/** One numbered line of a return: its number, its words, its amount (941 and 940 listings). */
export interface ReturnLine {
  line: string;
  text: string;
  amount?: string;
  /** A second amount column (941 line 5 column 2). */
  amount2?: string;
  isBold?: boolean;
}

/** Writes a return line by line down as many pages as it takes. */
export class ReturnWriter {
  canvas: FormCanvas;
  top = MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: PdfFonts,
    private readonly runningTitle: string,
  ) {
    this.canvas = FormCanvas.addPage(pdf, fonts);
  }

  ensureSpace(height: number): void {
    if (this.top + height <= PAGE_HEIGHT - MARGIN) return;
    this.canvas = FormCanvas.addPage(this.pdf, this.fonts);
    this.top = MARGIN;
    this.canvas.text(MARGIN, this.top, `${this.runningTitle} (continued)`, { size: 9, color: MUTED });
    this.top += 18;
  }

  heading(text: string, size = 11): void {
    this.ensureSpace(size + 14);
    this.top += 6;
    this.canvas.text(MARGIN, this.top, text, { size, isBold: true });
    this.top += size + 6;
  }

  paragraph(text: string, size = 8): void {
    const lines = this.canvas.wrap(text, PAGE_WIDTH - 2 * MARGIN, size);
    for (const entry of lines) {
      this.ensureSpace(size + 3);
      this.canvas.text(MARGIN, this.top, entry, { size, color: MUTED });
      this.top += size + 3;
    }
  }

  returnLine({ line, text, amount, amount2, isBold }: ReturnLine): void {
    const amountRight = PAGE_WIDTH - MARGIN;
    const amountWidth = 96;
    const textWidth = PAGE_WIDTH - 2 * MARGIN - 34 - (amount2 === undefined ? amountWidth : 2 * amountWidth) - 8;
    const lines = this.canvas.wrap(text, textWidth, 8.5, isBold);
    const height = Math.max(1, lines.length) * 11 + 6;
    this.ensureSpace(height);
    this.canvas.text(MARGIN, this.top + 2, line, { size: 8.5, isBold: true });
    lines.forEach((entry, index) => this.canvas.text(MARGIN + 34, this.top + 2 + index * 11, entry, { size: 8.5, isBold }));
    if (amount2 !== undefined) {
      this.canvas.rect(amountRight - 2 * amountWidth, this.top, amountWidth - 4, 14);
      this.canvas.text(amountRight - amountWidth - 8, this.top + 3, amount ?? '', { size: 8.5, align: 'right' });
      this.canvas.rect(amountRight - amountWidth, this.top, amountWidth, 14);
      this.canvas.text(amountRight - 4, this.top + 3, amount2, { size: 8.5, align: 'right' });
    } else if (amount !== undefined) {
      this.canvas.rect(amountRight - amountWidth, this.top, amountWidth, 14);
      this.canvas.text(amountRight - 4, this.top + 3, amount, { size: 8.5, align: 'right', isBold });
    }
    this.top += height;
  }

  columnHeadings(first: string, second: string): void {
    const amountRight = PAGE_WIDTH - MARGIN;
    this.ensureSpace(12);
    this.canvas.text(amountRight - 96 - 8, this.top, first, { size: 7, color: MUTED, align: 'right' });
    this.canvas.text(amountRight - 4, this.top, second, { size: 7, color: MUTED, align: 'right' });
    this.top += 11;
  }
}
