import { describe, expect, test } from 'vitest';
import { PDFDict, PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { readPdfText } from '../../test/read-pdf';
import { useInvoicesApi } from './invoices-test-api';
import { expectAttachment, readJson } from '../../test/test-app';

describe('invoices API: pdf', () => {
  const { request, createInvoice, createClient } = useInvoicesApi();

  describe('PDF', () => {
    test('downloads a PDF named after the invoice, with the Unicode font for names in any alphabet', async () => {
      const omegaId = await createClient({
        companyName: 'Ωμέγα Σύμβουλοι — Москва Консалт 東京',
        contactFirstName: 'Zoë',
        contactLastName: 'Ñúñez-Øberg',
        email: 'omega@example.com',
        address: 'Ул. Тверская, 7',
        city: 'Αθήνα',
      });
      const invoice = await createInvoice({
        clientId: omegaId,
        issueDate: '2025-01-05',
        items: Array.from({ length: 60 }, (_, index) => ({
          description: `Работа по проекту ${index + 1} — أعمال استشارية`,
          quantity: 1,
          unitPrice: 10,
        })),
        notes: 'Merci beaucoup · Danke schön · Дякуємо',
      });
      await request('POST', `/api/invoices/${invoice.id}/payments`, {
        amount: '100',
        paymentDate: '2025-01-20',
        paymentMethod: 'Wire',
        referenceNumber: 'Ж-77',
      });
      const response = await request('GET', `/api/invoices/${invoice.id}/pdf`);
      expectAttachment(response, `invoice-${invoice.invoiceNumber}.pdf`, 'application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getTitle()).toBe(`Invoice ${invoice.invoiceNumber}`);
      // 60 items do not fit on one Letter page.
      expect(pdf.getPageCount()).toBeGreaterThan(1);
      const fontNames = pdf.context
        .enumerateIndirectObjects()
        .map(([, object]) =>
          object instanceof PDFDict ? object.get(PDFName.of('FontName')) : undefined,
        )
        .filter((name): name is PDFName => name instanceof PDFName)
        .map((name) => name.decodeText());
      // pdf-lib names embedded subsets "DejaVuSans-<tag>"; 東京 needs Noto Sans SC as well.
      expect(fontNames.some((name) => /^DejaVuSans-\d+$/.test(name))).toBe(true);
      expect(fontNames.some((name) => /^DejaVuSans-Bold-\d+$/.test(name))).toBe(true);
      expect(fontNames.some((name) => /^NotoSansSC-Regular-\d+$/.test(name))).toBe(true);
      const text = (await readPdfText(response.rawPayload))
        .flat()
        .map((item) => item.text)
        .join(' ');
      expect(text).toContain('Ωμέγα Σύμβουλοι — Москва Консалт 東京');
      expect(text).toContain('Zoë Ñúñez-Øberg');
      expect(text).toContain('أعمال استشارية');
      expect(text).not.toContain('?');
    });

    test('an unknown invoice answers 404', async () => {
      const response = await request(
        'GET',
        '/api/invoices/00000000-0000-4000-8000-000000000000/pdf',
      );
      expect(readJson(response, 404)).toEqual({ code: 'NOT_FOUND', message: 'Invoice not found' });
    });
  });
});
