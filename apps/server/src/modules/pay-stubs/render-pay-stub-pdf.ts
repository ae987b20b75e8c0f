import { rgb, type PDFPage } from '@cantoo/pdf-lib';
import { formatDate, type PayStub } from '@paylab/shared';
import { createPdfDocument } from '../../pdf/pdf-document';
import type { Typeface } from '../../pdf/typeface';
import { formatHours, formatRate, formatStubMoney, PAY_FREQUENCY_LABELS } from './format-stub-values';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 48;
const TEXT = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.8, 0.84, 0.88);
const ACCENT = rgb(0.11, 0.31, 0.85);

interface Column {
  x: number;
  align: 'left' | 'right';
}

class StubWriter {
  y = PAGE_HEIGHT - MARGIN;

  constructor(
    private readonly page: PDFPage,
    private readonly regular: Typeface,
    private readonly bold: Typeface,
  ) {}

  text(value: string, x: number, options: { size?: number; isBold?: boolean; color?: ReturnType<typeof rgb>; align?: 'left' | 'right' } = {}): void {
    const font = options.isBold ? this.bold : this.regular;
    const size = options.size ?? 10;
    font.draw(this.page, value, { x, y: this.y, size, color: options.color ?? TEXT, align: options.align });
  }

  heading(value: string): void {
    this.y -= 22;
    this.text(value, MARGIN, { size: 12, isBold: true, color: ACCENT });
    this.y -= 6;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness: 1, color: ACCENT });
    this.y -= 14;
  }

  row(cells: string[], columns: Column[], options: { isBold?: boolean; color?: ReturnType<typeof rgb> } = {}): void {
    cells.forEach((cell, index) => this.text(cell, columns[index]!.x, { ...options, align: columns[index]!.align }));
    this.y -= 4;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE_WIDTH - MARGIN, y: this.y }, thickness: 0.5, color: RULE });
    this.y -= 12;
  }
}

const RIGHT = PAGE_WIDTH - MARGIN;
const EARNINGS_COLUMNS: Column[] = [
  { x: MARGIN, align: 'left' },
  { x: 300, align: 'right' },
  { x: 380, align: 'right' },
  { x: 460, align: 'right' },
  { x: RIGHT, align: 'right' },
];
const AMOUNT_COLUMNS: Column[] = [
  { x: MARGIN, align: 'left' },
  { x: 460, align: 'right' },
  { x: RIGHT, align: 'right' },
];

/** The same stub as the HTML file, as a one-page PDF with an embedded Unicode font. */
export async function renderPayStubPdf(stub: PayStub): Promise<Uint8Array> {
  const { record, company, employee, totals } = stub;
  const name = `${employee.firstName} ${employee.lastName}`;
  const { pdf, fonts } = await createPdfDocument(`Pay Stub - ${name} - ${record.payPeriodEnd}`, stub);
  const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  const writer = new StubWriter(page, fonts.regular, fonts.bold);

  writer.text(company.companyName, MARGIN, { size: 16, isBold: true });
  writer.text('Pay Stub', RIGHT, { size: 16, isBold: true, align: 'right' });
  writer.y -= 16;
  writer.text(company.companyAddress, MARGIN, { color: MUTED });
  writer.text(`Pay period ${formatDate(record.payPeriodStart)} - ${formatDate(record.payPeriodEnd)}`, RIGHT, { align: 'right' });
  writer.y -= 14;
  writer.text(`EIN ${company.ein}`, MARGIN, { color: MUTED });
  writer.text(`Pay date ${formatDate(record.payDate)}`, RIGHT, { align: 'right' });
  writer.y -= 14;
  writer.text(`Pay frequency ${PAY_FREQUENCY_LABELS[employee.payFrequency] ?? employee.payFrequency}`, RIGHT, { align: 'right' });

  writer.heading('Employee');
  writer.text(`${name} (${employee.employeeId})`, MARGIN, { isBold: true });
  writer.y -= 14;
  writer.text(`${employee.department}${employee.position ? ` - ${employee.position}` : ''} - work state ${employee.state}`, MARGIN, { color: MUTED });

  writer.heading('Earnings');
  writer.row(['Description', 'Hours', 'Rate', 'Current', 'Year to date'], EARNINGS_COLUMNS, { isBold: true, color: MUTED });
  for (const line of stub.earnings) {
    writer.row([line.label, formatHours(line.hours), formatRate(line.rate), formatStubMoney(line.current), formatStubMoney(line.yearToDate)], EARNINGS_COLUMNS);
  }
  writer.row([totals.earnings.label, '', '', formatStubMoney(totals.earnings.current), formatStubMoney(totals.earnings.yearToDate)], EARNINGS_COLUMNS, { isBold: true });

  writer.heading('Taxes and deductions');
  writer.row(['Description', 'Current', 'Year to date'], AMOUNT_COLUMNS, { isBold: true, color: MUTED });
  for (const line of stub.deductions) writer.row([line.label, formatStubMoney(line.current), formatStubMoney(line.yearToDate)], AMOUNT_COLUMNS);
  writer.row([totals.deductions.label, formatStubMoney(totals.deductions.current), formatStubMoney(totals.deductions.yearToDate)], AMOUNT_COLUMNS, { isBold: true });

  writer.y -= 6;
  writer.row(['Net pay', formatStubMoney(totals.netPay.current), formatStubMoney(totals.netPay.yearToDate)], AMOUNT_COLUMNS, { isBold: true });

  writer.heading('Employer taxes (not deducted from pay)');
  writer.row(['Description', 'Current', 'Year to date'], AMOUNT_COLUMNS, { isBold: true, color: MUTED });
  for (const line of stub.employerTaxes) writer.row([line.label, formatStubMoney(line.current), formatStubMoney(line.yearToDate)], AMOUNT_COLUMNS);

  writer.y -= 10;
  writer.text(`Rule set ${record.ruleSet}. For educational purposes only; not tax advice.`, MARGIN, { size: 8, color: MUTED });
  return pdf.save();
}
