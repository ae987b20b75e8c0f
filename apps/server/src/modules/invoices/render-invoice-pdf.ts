import { eq } from 'drizzle-orm';
import { clients, type Database } from '@paylab/db';
import {
  formatDate,
  formatPercent,
  formatUsd,
  type InvoiceDetail,
  parseMoney,
  parseRate,
} from '@paylab/shared';
import { PDF_CONTENT_TYPE, type Attachment } from '../../lib/send-attachment';
import { CONTENT_RIGHT, MARGIN, PageWriter, PALETTE, type Column } from '../../pdf/page-writer';
import { getCompanySettings } from '../company/get-company-settings';
import { getInvoiceDetail } from './invoice-queries';

const { ink: INK, muted: MUTED } = PALETTE;
const QUANTITY_X = 370;
const UNIT_PRICE_X = 460;
const ITEM_COLUMNS: Column[] = [
  { x: MARGIN },
  { x: QUANTITY_X, align: 'right' },
  { x: UNIT_PRICE_X, align: 'right' },
  { x: CONTENT_RIGHT, align: 'right' },
];

function drawItemsHeader(writer: PageWriter): void {
  writer.row(ITEM_COLUMNS, ['Description', 'Qty', 'Unit price', 'Amount'], {
    size: 9,
    isBold: true,
    color: MUTED,
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
): Promise<Attachment> {
  const invoice: InvoiceDetail = await getInvoiceDetail(db, options);
  const [[client], company] = await Promise.all([
    db.select().from(clients).where(eq(clients.id, invoice.clientId)),
    getCompanySettings(db),
  ]);
  const writer = await PageWriter.create(
    `Invoice ${invoice.invoiceNumber}`,
    [invoice, client, company],
    {
      runningTitle: `Invoice ${invoice.invoiceNumber} (continued)`,
    },
  );

  writer.text(company.companyName || 'Invoice', { x: MARGIN, size: 18, isBold: true });
  writer.text('INVOICE', {
    x: CONTENT_RIGHT,
    size: 18,
    isBold: true,
    color: MUTED,
    align: 'right',
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
    if (line) writer.text(line, { x: MARGIN, size: 9, color: MUTED });
    const fact = invoiceFacts[index];
    if (fact) {
      writer.text(fact[0], { x: 440, size: 9, color: MUTED, align: 'right' });
      writer.text(fact[1], { x: CONTENT_RIGHT, size: 9, isBold: true, align: 'right' });
    }
    writer.down(13);
  }

  writer.down(14);
  writer.text('BILL TO', { x: MARGIN, size: 9, isBold: true, color: MUTED });
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
    const isName = index === 0;
    const style = isName ? { size: 11, isBold: true, color: INK } : { size: 9, color: MUTED };
    for (const wrapped of writer.wrap(line, 300, style.size, isName)) {
      writer.text(wrapped, { x: MARGIN, ...style });
      writer.down(isName ? 15 : 12);
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
    const description = writer.wrap(item.description, QUANTITY_X - MARGIN - 50);
    if (writer.ensureSpace(description.length * 13 + 6)) drawItemsHeader(writer);
    writer.row(ITEM_COLUMNS, [
      description,
      formatQuantity(item.quantity),
      formatUsd(parseMoney(item.unitPrice)),
      formatUsd(parseMoney(item.totalPrice)),
    ]);
    writer.down(description.length * 13 + 5);
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
    writer.text(label, { x: UNIT_PRICE_X, isBold, align: 'right', color: isBold ? INK : MUTED });
    writer.text(value, { x: CONTENT_RIGHT, isBold, align: 'right' });
    writer.down(16);
  }

  if (invoice.payments.length) {
    writer.down(12);
    writer.ensureSpace(50);
    writer.text('PAYMENTS', { x: MARGIN, size: 9, isBold: true, color: MUTED });
    writer.down(15);
    for (const payment of invoice.payments) {
      writer.ensureSpace(14);
      const details = [
        payment.paymentMethod,
        payment.referenceNumber ? `Ref ${payment.referenceNumber}` : null,
      ]
        .filter(Boolean)
        .join(' · ');
      writer.text(formatDate(payment.paymentDate), { x: MARGIN, size: 9 });
      writer.text(details, { x: MARGIN + 90, size: 9, color: MUTED });
      writer.text(formatUsd(parseMoney(payment.amount)), {
        x: CONTENT_RIGHT,
        size: 9,
        align: 'right',
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
    writer.text('NOTES', { x: MARGIN, size: 9, isBold: true, color: MUTED });
    writer.down(15);
    for (const note of notes) {
      for (const line of writer.wrap(note, CONTENT_RIGHT - MARGIN, 9)) {
        writer.ensureSpace(13);
        writer.text(line, { x: MARGIN, size: 9 });
        writer.down(13);
      }
    }
  }

  writer.drawFooters(
    (pageNumber, pageCount) =>
      `${invoice.invoiceNumber} · Page ${pageNumber} of ${pageCount} · PayLab educational demo`,
  );

  const safeNumber = invoice.invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '-');
  return {
    body: await writer.save(),
    contentType: PDF_CONTENT_TYPE,
    fileName: `invoice-${safeNumber}.pdf`,
  };
}
