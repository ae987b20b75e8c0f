import { describe, expect, test } from 'vitest';
import {
  calculateInvoiceTotalsFromText,
  calculateItemsSubtotalFromText,
  invoiceInputSchema,
  isInvoicePastDue,
  MAX_INVOICE_SUBTOTAL_CENTS,
  quantitySchema,
} from './invoices';

// 14 digits: more cents than a JavaScript number counts exactly (Number.MAX_SAFE_INTEGER is 16 digits
// of cents, 9,007,199,254,740,991). The form computes its live figures on every keystroke, so none
// of these may throw: a throw replaced the whole Invoices page with an error screen.
const FOURTEEN_DIGITS = '99999999999999';

describe('invoice amounts too long to count exactly', () => {
  test('the live subtotal holds at the largest invoice subtotal', () => {
    // 90,000,000.00 at 8.75%: 7,875,000.00 of tax, 97,875,000.00 in all.
    expect(calculateInvoiceTotalsFromText(FOURTEEN_DIGITS, '0.0875')).toEqual({
      subtotal: MAX_INVOICE_SUBTOTAL_CENTS,
      taxAmount: 787_500_000,
      totalAmount: 9_787_500_000,
    });
    expect(calculateInvoiceTotalsFromText(`-${FOURTEEN_DIGITS}`, '0.0875').subtotal).toBe(0);
  });

  test('a line that cannot be counted exactly counts as 0 in the live subtotal', () => {
    // 2 x 10.00 = 20.00 counts; the 14-digit lines do not.
    expect(
      calculateItemsSubtotalFromText([
        { quantity: '2', unitPrice: '10.00' },
        { quantity: FOURTEEN_DIGITS, unitPrice: '1.00' },
        { quantity: '1', unitPrice: FOURTEEN_DIGITS },
      ]),
    ).toBe(2_000);
  });

  test('a 14-digit quantity gets the quantity message', () => {
    const result = quantitySchema.safeParse(FOURTEEN_DIGITS);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Quantity can be at most 1,000,000',
    ]);
  });
});

describe('isInvoicePastDue (spec section 4; ADR 0016)', () => {
  test('an owed invoice is past due from the day after its due date', () => {
    expect(isInvoicePastDue({ status: 'sent', dueDate: '2025-03-31' }, '2025-03-31')).toBe(false);
    expect(isInvoicePastDue({ status: 'sent', dueDate: '2025-03-31' }, '2025-04-01')).toBe(true);
    expect(isInvoicePastDue({ status: 'draft', dueDate: '2025-03-31' }, '2025-04-01')).toBe(true);
    expect(isInvoicePastDue({ status: 'overdue', dueDate: '2025-03-31' }, '2025-04-01')).toBe(true);
  });

  test('a paid or cancelled invoice owes nothing, so it is never past due', () => {
    expect(isInvoicePastDue({ status: 'paid', dueDate: '2025-03-31' }, '2025-04-01')).toBe(false);
    expect(isInvoicePastDue({ status: 'cancelled', dueDate: '2025-03-31' }, '2025-04-01')).toBe(
      false,
    );
  });
});

describe('live invoice figures for amounts typed with more than two decimals', () => {
  test.each([
    // 1000.555 -> 1,000.56; 8.75% x 1,000.56 = 87.549 -> 87.55; total 1,088.11
    ['1000.555', { subtotal: 100_056, taxAmount: 8_755, totalAmount: 108_811 }],
    // 99.994 -> 99.99; 8.75% x 99.99 = 8.749125 -> 8.75; total 108.74
    ['99.994', { subtotal: 9_999, taxAmount: 875, totalAmount: 10_874 }],
    // 99.999 -> 100.00; 8.75; 108.75
    ['99.999', { subtotal: 10_000, taxAmount: 875, totalAmount: 10_875 }],
    // 0.005 -> 0.01; 8.75% x 0.01 = 0.000875 -> 0.00
    ['0.005', { subtotal: 1, taxAmount: 0, totalAmount: 1 }],
  ])('%s counts as its value to the cent, not as 0', (text, expected) => {
    expect(calculateInvoiceTotalsFromText(text, '0.0875')).toEqual(expected);
  });

  test('text that is not a plain decimal still counts as 0 (spec section 5)', () => {
    expect(calculateInvoiceTotalsFromText('12.3.4', '0.0875').subtotal).toBe(0);
    expect(calculateInvoiceTotalsFromText('abc', '0.0875').subtotal).toBe(0);
  });
});

describe('the $90,000,000.00 subtotal cap counts lines as they are stored, each rounded to the cent', () => {
  const base = { clientId: '00000000-0000-4000-8000-000000000001', issueDate: '2025-01-05' };
  const subtotalMessages = (
    items: { description: string; quantity: string; unitPrice: string }[],
  ) =>
    (invoiceInputSchema.safeParse({ ...base, items }).error?.issues ?? [])
      .filter((issue) => issue.path[0] === 'subtotal')
      .map((issue) => issue.message);

  test('half-cent lines that round up past the cap are refused', () => {
    // 90.00 x 999,999.99 = 89,999,999.10; 180 lines of 0.50 x 0.01 = 0.005 -> 0.01 each, 1.80 in all:
    // 89,999,999.10 + 1.80 = 90,000,000.90 stored. Unrounded they summed to 89,999,999.10 + 0.90 = 90,000,000.00.
    const items = [
      { description: 'Big', quantity: '90', unitPrice: '999999.99' },
      ...Array.from({ length: 180 }, () => ({
        description: 'Tiny',
        quantity: '0.5',
        unitPrice: '0.01',
      })),
    ];
    expect(subtotalMessages(items)).toEqual(['An invoice subtotal can be at most $90,000,000.00']);
  });

  test('a line that rounds down to 0.00 leaves a subtotal of exactly the cap, which is accepted', () => {
    // 90.00 x 1,000,000.00 = 90,000,000.00; 0.01 x 0.01 = 0.0001 -> 0.00.
    expect(
      subtotalMessages([
        { description: 'Big', quantity: '90', unitPrice: '1000000' },
        { description: 'Tiny', quantity: '0.01', unitPrice: '0.01' },
      ]),
    ).toEqual([]);
  });
});
