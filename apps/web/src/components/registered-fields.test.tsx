import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { RegisteredFields } from './registered-fields';

interface InvoiceValues {
  email: string;
  items: { quantity: string }[];
}

/** A form as a screen holds one: its own useForm, the table of fields, and a submit that checks them. */
function InvoiceForm({ onValid }: { onValid(values: InvoiceValues): void }) {
  const form = useForm<InvoiceValues>({ defaultValues: { email: '', items: [{ quantity: '1' }] } });
  const onSubmit = form.handleSubmit(onValid);
  return (
    <form onSubmit={onSubmit} noValidate>
      <RegisteredFields
        form={form}
        fields={[
          { name: 'email', label: 'Email *', type: 'email', hint: 'Where invoices go' },
          { name: 'items.0.quantity', label: 'Quantity', inputMode: 'decimal' },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('RegisteredFields', () => {
  it('registers each input under its name, in order, with its label, hint and settings', async () => {
    const onValid = vi.fn();
    render(<InvoiceForm onValid={onValid} />);

    const email = screen.getByLabelText('Email *') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(screen.getByText('Where invoices go')).toBeDefined();
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(onValid).toHaveBeenCalledWith(
      { email: 'ada@example.com', items: [{ quantity: '1' }] },
      expect.anything(),
    );
  });

  it("shows the form's message beside its field, nested names included", async () => {
    function CheckedForm() {
      const form = useForm<InvoiceValues>({
        defaultValues: { email: '', items: [{ quantity: '' }] },
      });
      return (
        <form
          noValidate
          onSubmit={form.handleSubmit(() => {
            form.setError('email', { message: 'Enter an email address' });
            form.setError('items.0.quantity', { message: 'Enter a quantity' });
          })}
        >
          <RegisteredFields
            form={form}
            fields={[
              { name: 'email', label: 'Email *' },
              { name: 'items.0.quantity', label: 'Quantity' },
            ]}
          />
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<CheckedForm />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter an email address',
      'Enter a quantity',
    ]);
    expect(screen.getByLabelText('Email *').getAttribute('aria-invalid')).toBe('true');
  });
});
