import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextFields, type TextFieldSpec } from './text-fields';

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
