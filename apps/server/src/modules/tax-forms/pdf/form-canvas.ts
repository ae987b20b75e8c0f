import { formatUsd, parseMoney } from '@paylab/shared';
import {
  PAGE_WIDTH,
  PALETTE,
  splitLines,
  type PageWriter,
  type TextOptions,
} from '../../../pdf/page-writer';

/** The margin of a return (941, 940); W-2 and W-3 place their boxes on their own grid. */
export const RETURN_MARGIN = 40;
const { ink: INK, muted: MUTED } = PALETTE;

export type FormTextOptions = Omit<TextOptions, 'x' | 'y'>;

/** Amounts on forms: "176,100.00" (the $ is printed by the form, not the figure). */
export function formatFormAmount(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  const cents = typeof amount === 'number' ? amount : parseMoney(amount);
  return formatUsd(cents).replace('$', '');
}

/** A form's vocabulary (boxes, captions, checkboxes) over a page writer, placed by each item's top edge. */
export class FormCanvas {
  constructor(readonly writer: PageWriter) {}

  /** Splits text into lines no wider than `width` at `size`, leaving out empty lines. */
  wrap(value: string, width: number, size = 9, isBold = false): string[] {
    return this.writer.wrap(value, width, size, isBold).filter(Boolean);
  }

  /** Text hung from `top`: shrinking it to fit keeps its top edge where the box needs it. */
  text(
    x: number,
    top: number,
    value: string,
    { size = 9, isBold = false, color = INK, align = 'left', maxWidth }: FormTextOptions = {},
  ): void {
    const fittedSize =
      maxWidth === undefined ? size : this.writer.fitSize(value, size, maxWidth, isBold);
    this.writer.text(value, { x, y: top + fittedSize, size: fittedSize, isBold, color, align });
  }

  rect(x: number, top: number, width: number, height: number, thickness = 0.6): void {
    this.writer.rect(x, top, width, height, { thickness });
  }

  line(x1: number, top1: number, x2: number, top2: number, thickness = 0.6): void {
    this.writer.line(x1, top1, x2, top2, { thickness });
  }

  /**
   * A form box: its caption small at the top left, its entry below (amounts right-aligned). An entry
   * given as text with line breaks prints one line under the other, like an entry given as lines.
   */
  box(
    x: number,
    top: number,
    width: number,
    height: number,
    caption: string,
    value: string | string[] = '',
    { isAmount = false, valueSize = 9 } = {},
  ): void {
    this.rect(x, top, width, height);
    this.text(x + 3, top + 2, caption, { size: 6, color: MUTED, maxWidth: width - 6 });
    const lines = (Array.isArray(value) ? value : [value]).flatMap(splitLines);
    lines.forEach((entry, index) => {
      const lineTop = top + 11 + index * (valueSize + 2);
      if (isAmount)
        this.text(x + width - 4, lineTop, entry, {
          size: valueSize,
          align: 'right',
          maxWidth: width - 8,
        });
      else this.text(x + 4, lineTop, entry, { size: valueSize, maxWidth: width - 8 });
    });
  }

  /** The height of a box whose entry takes `lineCount` lines, at least one row's 24 points. */
  boxHeight(lineCount: number, valueSize = 9): number {
    return Math.max(24, 13 + lineCount * (valueSize + 2));
  }

  checkbox(x: number, top: number, isChecked: boolean, label: string): void {
    this.rect(x, top, 8, 8, 0.8);
    if (isChecked) this.text(x + 4, top - 0.5, 'X', { size: 8, isBold: true, align: 'center' });
    this.text(x + 11, top + 1, label, { size: 6, color: MUTED });
  }
}

/** The amounts of W-2 boxes 1 to 11; a W-3 puts the totals of all its W-2s in the same boxes. */
export interface WageBoxAmounts {
  wages: string;
  federalIncomeTax: string;
  socialSecurityWages: string;
  socialSecurityTax: string;
  medicareWages: string;
  medicareTax: string;
  socialSecurityTips: string;
  allocatedTips: string;
  dependentCareBenefits: string;
  nonqualifiedPlans: string;
}

/** Where a form's boxes stand: a column's left edge, the boxes' size and each row's top. */
export interface BoxGrid {
  left: number;
  boxWidth: number;
  rowHeight: number;
  at: (row: number) => number;
}

/**
 * Boxes 1 to 11, two to a row in the column that starts at `left`: the layout the W-2 and the W-3
 * share. `at` gives the top of a row.
 */
export function drawWageBoxes(
  canvas: FormCanvas,
  { left, boxWidth, rowHeight, at }: BoxGrid,
  amounts: WageBoxAmounts,
): void {
  const amountBox = (column: number, row: number, caption: string, amount: string) =>
    canvas.box(
      left + column * boxWidth,
      at(row),
      boxWidth,
      rowHeight,
      caption,
      formatFormAmount(amount),
      { isAmount: true },
    );
  amountBox(0, 0, '1 Wages, tips, other compensation', amounts.wages);
  amountBox(1, 0, '2 Federal income tax withheld', amounts.federalIncomeTax);
  amountBox(0, 1, '3 Social security wages', amounts.socialSecurityWages);
  amountBox(1, 1, '4 Social security tax withheld', amounts.socialSecurityTax);
  amountBox(0, 2, '5 Medicare wages and tips', amounts.medicareWages);
  amountBox(1, 2, '6 Medicare tax withheld', amounts.medicareTax);
  amountBox(0, 3, '7 Social security tips', amounts.socialSecurityTips);
  amountBox(1, 3, '8 Allocated tips', amounts.allocatedTips);
  canvas.box(left, at(4), boxWidth, rowHeight, '9', '');
  amountBox(1, 4, '10 Dependent care benefits', amounts.dependentCareBenefits);
  amountBox(0, 5, '11 Nonqualified plans', amounts.nonqualifiedPlans);
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

/** Writes a return line by line down as many pages as it takes; its cursor is the top of the next item. */
export class ReturnWriter {
  readonly canvas: FormCanvas;

  constructor(private readonly writer: PageWriter) {
    this.canvas = new FormCanvas(writer);
  }

  get top(): number {
    return this.writer.y;
  }

  /** A return's opening: its title, the OMB number across from it, and the employer's EIN box. */
  header(title: string, titleSize: number, ein: string): void {
    this.canvas.text(RETURN_MARGIN, this.top, title, {
      size: titleSize,
      isBold: true,
      maxWidth: PAGE_WIDTH - 2 * RETURN_MARGIN - 90,
    });
    this.canvas.text(PAGE_WIDTH - RETURN_MARGIN, this.top + 2, 'OMB No. 1545-0029', {
      size: 7,
      align: 'right',
      color: MUTED,
    });
    this.down(22);
    this.canvas.box(RETURN_MARGIN, this.top, 250, 24, 'Employer identification number (EIN)', ein);
  }

  /** A box beside the header's EIN box, out to the right margin: what the return is for. */
  besideEinBox(height: number, label: string, value: string): void {
    const left = RETURN_MARGIN + 260;
    this.canvas.box(left, this.top, PAGE_WIDTH - RETURN_MARGIN - left, height, label, value);
  }

  down(amount: number): void {
    this.writer.down(amount);
  }

  heading(text: string, size = 11): void {
    this.writer.ensureSpace(size + 14);
    this.down(6);
    this.canvas.text(RETURN_MARGIN, this.top, text, { size, isBold: true });
    this.down(size + 6);
  }

  paragraph(text: string, size = 8): void {
    const lines = this.canvas.wrap(text, PAGE_WIDTH - 2 * RETURN_MARGIN, size);
    for (const entry of lines) {
      this.writer.ensureSpace(size + 3);
      this.canvas.text(RETURN_MARGIN, this.top, entry, { size, color: MUTED });
      this.down(size + 3);
    }
  }

  returnLine({ line, text, amount, amount2, isBold }: ReturnLine): void {
    const amountRight = PAGE_WIDTH - RETURN_MARGIN;
    const amountWidth = 96;
    const textWidth =
      PAGE_WIDTH -
      2 * RETURN_MARGIN -
      34 -
      (amount2 === undefined ? amountWidth : 2 * amountWidth) -
      8;
    const lines = this.canvas.wrap(text, textWidth, 8.5, isBold);
    const height = Math.max(1, lines.length) * 11 + 6;
    this.writer.ensureSpace(height);
    const { top } = this;
    this.canvas.text(RETURN_MARGIN, top + 2, line, { size: 8.5, isBold: true });
    lines.forEach((entry, index) =>
      this.canvas.text(RETURN_MARGIN + 34, top + 2 + index * 11, entry, { size: 8.5, isBold }),
    );
    if (amount2 !== undefined) {
      this.canvas.rect(amountRight - 2 * amountWidth, top, amountWidth - 4, 14);
      this.canvas.text(amountRight - amountWidth - 8, top + 3, amount ?? '', {
        size: 8.5,
        align: 'right',
      });
      this.canvas.rect(amountRight - amountWidth, top, amountWidth, 14);
      this.canvas.text(amountRight - 4, top + 3, amount2, { size: 8.5, align: 'right' });
    } else if (amount !== undefined) {
      this.canvas.rect(amountRight - amountWidth, top, amountWidth, 14);
      this.canvas.text(amountRight - 4, top + 3, amount, { size: 8.5, align: 'right', isBold });
    }
    this.down(height);
  }

  columnHeadings(first: string, second: string): void {
    const amountRight = PAGE_WIDTH - RETURN_MARGIN;
    this.writer.ensureSpace(12);
    this.canvas.text(amountRight - 96 - 8, this.top, first, {
      size: 7,
      color: MUTED,
      align: 'right',
    });
    this.canvas.text(amountRight - 4, this.top, second, { size: 7, color: MUTED, align: 'right' });
    this.down(11);
  }
}
