import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { InvoiceFormDialog } from './invoice-form-dialog';

function valueOf(label: string): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}

beforeEach(() => {
  stubFetch((url) => (url === '/api/clients/options' ? [] : null));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InvoiceFormDialog totals', () => {
  it('follows the subtotal and tax rate as they are typed, in exact cents', async () => {
    renderWithProviders(<InvoiceFormDialog invoiceId={null} open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Subtotal'), { target: { value: '1234.56' } });
    fireEvent.change(screen.getByLabelText('Tax Rate'), { target: { value: '0.0875' } });
    await waitFor(() => expect(valueOf('Tax Amount')).toBe('108.02'));
    expect(valueOf('Total Amount')).toBe('1342.58');

    fireEvent.change(screen.getByLabelText('Tax Rate'), { target: { value: 'abc' } });
    await waitFor(() => expect(valueOf('Tax Amount')).toBe('0.00'));
    expect(valueOf('Total Amount')).toBe('1234.56');
  });

  it('takes the subtotal from the line items once there are some', async () => {
    renderWithProviders(<InvoiceFormDialog invoiceId={null} open onOpenChange={() => {}} />);
    fireEvent.change(await screen.findByLabelText('Tax Rate'), { target: { value: '0.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Line Item' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Line Item' }));
    const quantities = screen.getAllByLabelText('Quantity');
    const prices = screen.getAllByLabelText('Unit Price');
    fireEvent.change(quantities[0]!, { target: { value: '3' } });
    fireEvent.change(prices[0]!, { target: { value: '19.99' } });
    fireEvent.change(quantities[1]!, { target: { value: '1.5' } });
    fireEvent.change(prices[1]!, { target: { value: '100' } });

    await waitFor(() => expect(valueOf('Subtotal')).toBe('209.97'));
    expect(screen.getByLabelText('Amount of item 1').textContent).toBe('$59.97');
    expect(valueOf('Tax Amount')).toBe('21.00');
    expect(valueOf('Total Amount')).toBe('230.97');
    expect((screen.getByLabelText('Subtotal') as HTMLInputElement).readOnly).toBe(true);
  });
});
