import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextFields, TextFieldsForm, type TextFieldSpec } from './text-fields';

const FIELDS: TextFieldSpec<'username' | 'password'>[] = [
  { field: 'username', label: 'Username', autoComplete: 'username' },
  { field: 'password', label: 'Password', type: 'password' },
];

describe('TextFields', () => {
  it('draws each field in order with its label, value and input settings', () => {
    render(
      <TextFields
        fields={FIELDS}
        values={{ username: 'ada', password: 'secret' }}
        onValueChange={vi.fn()}
      />,
    );

    const inputs = screen.getAllByLabelText(/Username|Password/) as HTMLInputElement[];
    expect(inputs.map((input) => input.value)).toEqual(['ada', 'secret']);
    expect(inputs[0]?.autocomplete).toBe('username');
    expect(inputs[1]?.type).toBe('password');
  });

  it("puts each message under its own field and reports edits by the field's name", async () => {
    const onValueChange = vi.fn();
    render(
      <TextFields
        fields={FIELDS}
        values={{ username: '', password: '' }}
        errors={{ password: 'Too short' }}
        onValueChange={onValueChange}
      />,
    );

    expect(screen.getByRole('alert').textContent).toBe('Too short');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(screen.getByLabelText('Username'), 'x');
    expect(onValueChange).toHaveBeenCalledWith('username', 'x');
  });
});

describe('TextFieldsForm', () => {
  it('draws the fields over its button and leaves checking to the form: submit reaches onSubmit', () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <TextFieldsForm
        className="mt-4"
        fields={FIELDS}
        values={{ username: '', password: '' }}
        onValueChange={vi.fn()}
        onSubmit={onSubmit}
      >
        <button type="submit">Sign In</button>
      </TextFieldsForm>,
    );

    const button = screen.getByRole('button', { name: 'Sign In' });
    const form = button.closest('form')!;
    expect(form.noValidate).toBe(true);
    expect(form.className).toBe('mt-4 grid gap-4');
    expect(form.contains(screen.getByLabelText('Username'))).toBe(true);
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
