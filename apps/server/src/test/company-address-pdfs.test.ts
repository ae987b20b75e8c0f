import { companySettings } from '@paylab/db';
import { beforeAll, describe, expect, test } from 'vitest';
import { insertPayroll2025 } from '../modules/tax-forms/test/payroll-2025-fixture';
import { readPdfText, toLines, type PdfTextItem } from './read-pdf';
import { useTestApp } from './test-app';

// Issue 27, item 14: an address typed on three lines in Settings printed as one line with '?' where
// each line break was (a font has no glyph for it) in the pay stub, the 941 and the 940.
const ADDRESS = '500 Harbor Blvd\nSuite 210\nOakland, CA 94607';

describe('a multi-line company address in every PDF', () => {
  const testApp = useTestApp();
  const get = (url: string) => testApp.sendAsAdmin('GET', url);
  const readPdf = async (url: string): Promise<PdfTextItem[]> => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return (await readPdfText(response.rawPayload)).flat();
  };

  beforeAll(async () => {
    await insertPayroll2025(testApp.database.db);
    await testApp.database.db.update(companySettings).set({ companyAddress: ADDRESS });
    expect((await testApp.sendAsAdmin('POST', '/api/w2/generate/2025')).statusCode).toBe(200);
  });

  async function listPdfUrls(): Promise<Record<string, string>> {
    const [record] = (await get('/api/payroll?pageSize=1')).json().items as { id: string }[];
    const [w2] = (await get('/api/w2/year/2025')).json() as { id: string }[];
    const [q1] = (await get('/api/quarterly-tax/year/2025')).json() as { id: string }[];
    return {
      'pay stub': `/api/pay-stubs/${record!.id}/pdf`,
      'Form 941': `/api/quarterly-tax/${q1!.id}/pdf`,
      'Form 940': '/api/form-940/year/2025/pdf',
      'Form W-2': `/api/w2/${w2!.id}/pdf`,
      'Form W-3': '/api/w3/year/2025/pdf',
    };
  }

  test('prints each line of the address on its own line, and never a ?', async () => {
    for (const [document, url] of Object.entries(await listPdfUrls())) {
      const lines = toLines(await readPdf(url));
      const text = lines.join('\n');
      expect(text, document).not.toContain('?');
      for (const line of ADDRESS.split('\n')) {
        expect(
          lines.some((printed) => printed === line || printed.startsWith(`${line} `)),
          `${document} prints "${line}" as a line of its own`,
        ).toBe(true);
      }
      // The three lines go down the page in the order typed.
      const [first, second, third] = ADDRESS.split('\n').map((line) =>
        lines.findIndex((printed) => printed.startsWith(line)),
      );
      expect(first! < second! && second! < third!, `${document} keeps the lines in order`).toBe(
        true,
      );
    }
  });

  test('the W-2 prints "Not on file in PayLab" inside box a, not beside it', async () => {
    const items = await readPdf((await listPdfUrls())['Form W-2']!);
    const captions = items.filter((item) => item.text.startsWith('a Employee’s social security'));
    const notOnFile = items.filter((item) => item.text === 'Not on file in PayLab');
    // Box a: 150 points wide from the form's left edge at 36 (render-w2-pdf.ts); one on each copy.
    const boxLeft = 36;
    const boxRight = boxLeft + 150;
    expect(captions).toHaveLength(2);
    for (const caption of captions) {
      const entry = notOnFile.find(
        (item) => caption.y - item.y > 0 && caption.y - item.y < 16 && item.x < boxRight,
      );
      expect(entry, 'box a has the entry under its caption').toBeDefined();
      expect(entry!.x).toBeGreaterThan(boxLeft);
      expect(entry!.x + entry!.width).toBeLessThan(boxRight);
    }
  });
});
