import { eq } from 'drizzle-orm';
import { rgb, type PDFPage } from '@cantoo/pdf-lib';
import { clients, type Database } from '@paylab/db';
import {
  formatDate,
  formatPercent,
  formatUsd,
  type InvoiceDetail,
  parseMoney,
  parseRate,
} from '@paylab/shared';
import { createPdfDocument, type PdfFonts } from '../../pdf/pdf-document';
import type { Typeface } from '../../pdf/typeface';
import { wrapText } from '../../pdf/wrap-text';
import { getCompanySettings } from '../company/get-company-settings';
import { getInvoiceDetail } from './invoice-queries';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 50;
const CONTENT_RIGHT = PAGE_WIDTH - MARGIN;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);
const RULE = rgb(0.82, 0.84, 0.87);

interface TextOptions {
  size?: number;
  isBold?: boolean;
  color?: ReturnType<typeof rgb>;
  /** Right-align the text so it ends at x. */
  isRightAligned?: boolean;
}

/** A top-down writer over as many Letter pages as the invoice needs. */
class PageWriter {
  page: PDFPage;
  y = PAGE_HEIGHT - MARGIN;

  constructor(
    private readonly pdf: Awaited<ReturnType<typeof createPdfDocument>>['pdf'],
    private readonly fonts: PdfFonts,
    private readonly continuationTitle: string,
  ) {
    this.page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  }

  font(isBold = false): Typeface {
    return isBold ? this.fonts.bold : this.fonts.regular;
  }

  text(
    x: number,
    value: string,
    { size = 10, isBold = false, color = INK, isRightAligned = false }: TextOptions = {},
  ): void {
    this.font(isBold).draw(this.page, value, { x, y: this.y, size, color, align: isRightAligned ? 'right' : 'left' });
  }

  /** Splits text into lines no wider than `width`, breaking long words when they alone overflow. */
  wrap(value: string, width: number, size = 10, isBold = false): string[] {
    return wrapText(this.font(isBold), value, width, size);
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: CONTENT_RIGHT, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
  }

  down(amount: number): void {
    this.y -= amount;
  }

  /** Starts a new page when fewer than `height` points are left above the bottom margin. */
  ensureSpace(height: number): boolean {
    if (this.y - height >= MARGIN) return false;
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
    this.text(MARGIN, this.continuationTitle, { size: 9, color: MUTED });
    this.down(24);
    return true;
  }
}

const COLUMNS = { description: MARGIN, quantity: 370, unitPrice: 460, amount: CONTENT_RIGHT };

function drawItemsHeader(writer: PageWriter): void {
  writer.text(COLUMNS.description, 'Description', { size: 9, isBold: true, color: MUTED });
  writer.text(COLUMNS.quantity, 'Qty', {
    size: 9,
    isBold: true,
    color: MUTED,
    isRightAligned: true,
  });
  writer.text(COLUMNS.unitPrice, 'Unit price', {
    size: 9,
    isBold: true,
    color: MUTED,
    isRightAligned: true,
  });
  writer.text(COLUMNS.amount, 'Amount', {
    size: 9,
    isBold: true,
    color: MUTED,
    isRightAligned: true,
  });
  writer.down(6);
  writer.rule();
  writer.down(14);
}

function formatQuantity(quantity: string): string {
  return quantity.endsWith('.00') ? quantity.slice(0, -3) : quantity;
}

export interface RenderInvoicePdfOptions {
  id: string;
  /** The portal's scope: another client's invoice is not found. */
  clientId?: string;
}

/**
 * The invoice as a PDF: the company's details, the client's, items, tax, total, payments and the
 * balance due, in an embedded Unicode font so names in any alphabet render.
 */
export async function renderInvoicePdf(
  db: Database,
  options: RenderInvoicePdfOptions,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const invoice: InvoiceDetail = await getInvoiceDetail(db, options);
  const [[client], company] = await Promise.all([
    db.select().from(clients).where(eq(clients.id, invoice.clientId)),
    getCompanySettings(db),
  ]);
  const { pdf, fonts } = await createPdfDocument(`Invoice ${invoice.invoiceNumber}`, [invoice, client, company]);
  const writer = new PageWriter(pdf, fonts, `Invoice ${invoice.invoiceNumber} (continued)`);

  writer.text(MARGIN, company.companyName || 'Invoice', { size: 18, isBold: true });
  writer.text(CONTENT_RIGHT, 'INVOICE', {
    size: 18,
    isBold: true,
    color: MUTED,
    isRightAligned: true,
  });
  writer.down(18);
  const companyLines = [
    ...writer.wrap(company.companyAddress, 280, 9),
    company.ein ? `EIN ${company.ein}` : '',
  ].filter(Boolean);
  const invoiceFacts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Issue date', formatDate(invoice.issueDate)],
    ['Due date', formatDate(invoice.dueDate)],
    ['Status', invoice.status.charAt(0).toUpperCase() + invoice.status.slice(1)],
    ...(invoice.paymentDate
      ? ([['Paid on', formatDate(invoice.paymentDate)]] as [string, string][])
      : []),
  ];
  const headerRows = Math.max(companyLines.length, invoiceFacts.length);
  for (let index = 0; index < headerRows; index += 1) {
    const line = companyLines[index];
    if (line) writer.text(MARGIN, line, { size: 9, color: MUTED });
    const fact = invoiceFacts[index];
    if (fact) {
      writer.text(440, fact[0], { size: 9, color: MUTED, isRightAligned: true });
      writer.text(CONTENT_RIGHT, fact[1], { size: 9, isBold: true, isRightAligned: true });
    }
    writer.down(13);
  }

  writer.down(14);
  writer.text(MARGIN, 'BILL TO', { size: 9, isBold: true, color: MUTED });
  writer.down(15);
  const billTo = client
    ? [
        client.companyName,
        `${client.contactFirstName} ${client.contactLastName}`.trim(),
        client.address ?? '',
        [client.city, [client.state, client.zipCode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        client.email,
        client.phone ?? '',
        `Client ID ${client.clientId}`,
      ].filter(Boolean)
    : ['Unknown Client'];
  billTo.forEach((line, index) => {
    for (const wrapped of writer.wrap(line, 300, index === 0 ? 11 : 9, index === 0)) {
      writer.text(MARGIN, wrapped, {
        size: index === 0 ? 11 : 9,
        isBold: index === 0,
        color: index === 0 ? INK : MUTED,
      });
      writer.down(index === 0 ? 15 : 12);
    }
  });

  writer.down(16);
  drawItemsHeader(writer);
  const lines = invoice.items.length
    ? invoice.items
    : [
        {
          id: 'services',
          description: 'Services',
          quantity: '1.00',
          unitPrice: invoice.subtotal,
          totalPrice: invoice.subtotal,
        },
      ];
  for (const item of lines) {
    const descriptionLines = writer.wrap(item.description, COLUMNS.quantity - MARGIN - 50);
    if (writer.ensureSpace(descriptionLines.length * 13 + 6)) drawItemsHeader(writer);
    writer.text(COLUMNS.quantity, formatQuantity(item.quantity), { isRightAligned: true });
    writer.text(COLUMNS.unitPrice, formatUsd(parseMoney(item.unitPrice)), { isRightAligned: true });
    writer.text(COLUMNS.amount, formatUsd(parseMoney(item.totalPrice)), { isRightAligned: true });
    for (const line of descriptionLines) {
      writer.text(COLUMNS.description, line);
      writer.down(13);
    }
    writer.down(5);
  }
  writer.rule();
  writer.down(18);

  const totals: [string, string, boolean][] = [
    ['Subtotal', formatUsd(parseMoney(invoice.subtotal)), false],
    [
      `Tax (${formatPercent(parseRate(invoice.taxRate))})`,
      formatUsd(parseMoney(invoice.taxAmount)),
      false,
    ],
    ['Total', formatUsd(parseMoney(invoice.totalAmount)), true],
    ['Amount paid', formatUsd(parseMoney(invoice.amountPaid)), false],
    ['Balance due', formatUsd(parseMoney(invoice.balanceDue)), true],
  ];
  writer.ensureSpace(totals.length * 16);
  for (const [label, value, isBold] of totals) {
    writer.text(COLUMNS.unitPrice, label, {
      isBold,
      isRightAligned: true,
      color: isBold ? INK : MUTED,
    });
    writer.text(COLUMNS.amount, value, { isBold, isRightAligned: true });
    writer.down(16);
  }

  if (invoice.payments.length) {
    writer.down(12);
    writer.ensureSpace(50);
    writer.text(MARGIN, 'PAYMENTS', { size: 9, isBold: true, color: MUTED });
    writer.down(15);
    for (const payment of invoice.payments) {
      writer.ensureSpace(14);
      const details = [
        payment.paymentMethod,
        payment.referenceNumber ? `Ref ${payment.referenceNumber}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
      writer.text(MARGIN, formatDate(payment.paymentDate), { size: 9 });
      writer.text(MARGIN + 90, details, { size: 9, color: MUTED });
      writer.text(COLUMNS.amount, formatUsd(parseMoney(payment.amount)), {
        size: 9,
        isRightAligned: true,
      });
      writer.down(14);
    }
  }

  const notes = [
    invoice.paymentMethod ? `Payment method: ${invoice.paymentMethod}` : '',
    invoice.notes ?? '',
  ].filter(Boolean);
  if (notes.length) {
    writer.down(12);
    writer.ensureSpace(40);
    writer.text(MARGIN, 'NOTES', { size: 9, isBold: true, color: MUTED });
    writer.down(15);
    for (const note of notes) {
      for (const line of writer.wrap(note, CONTENT_RIGHT - MARGIN, 9)) {
        writer.ensureSpace(13);
        writer.text(MARGIN, line, { size: 9 });
        writer.down(13);
      }
    }
  }

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const footer = `${invoice.invoiceNumber} · Page ${index + 1} of ${pages.length} · PayLab educational demo`;
    fonts.regular.draw(page, footer, { x: MARGIN, y: 28, size: 8, color: MUTED });
  });

  const safeNumber = invoice.invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '-');
  return { fileName: `invoice-${safeNumber}.pdf`, bytes: await pdf.save() };
}
