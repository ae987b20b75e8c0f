import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CertificateField } from '@paylab/shared';
import {
  CertificateFieldInputs,
  CertificateFieldset,
  formatCertificateValue,
  toCertificateInputValues,
  type CertificateInputValues,
} from './certificate-field-inputs';

const FIELDS: CertificateField[] = [
  {
    key: 'filingStatus',
    kind: 'select',
    label: 'Status',
    options: [
      { value: 'single', label: 'Single' },
      { value: 'married', label: 'Married' },
    ],
  },
  { key: 'allowances', kind: 'count', label: 'Allowances', help: 'One for each dependent' },
  { key: 'extra', kind: 'money', label: 'Additional amount' },
  { key: 'isExempt', kind: 'boolean', label: 'Exempt from withholding' },
];

function Harness({ onChange }: { onChange: (values: CertificateInputValues) => void }) {
  const [values, setValues] = useState<CertificateInputValues>(
    toCertificateInputValues(FIELDS, {
      filingStatus: 'single',
      allowances: 0,
      extra: '0.00',
      isExempt: false,
    }),
  );
  return (
    <CertificateFieldInputs
      fields={FIELDS}
      values={values}
      onChange={(key, value) => {
        const next = { ...values, [key]: value };
        setValues(next);
        onChange(next);
      }}
      errorOf={(key) => (key === 'extra' ? 'Enter an amount' : undefined)}
    />
  );
}

describe('CertificateFieldInputs', () => {
  it('renders one input per descriptor, of its kind, with its help and its error', () => {
    render(<Harness onChange={() => {}} />);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('single');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Single',
      'Married',
    ]);
    expect((screen.getByLabelText('Allowances') as HTMLInputElement).value).toBe('0');
    expect(screen.getByText('One for each dependent')).toBeTruthy();
    expect((screen.getByLabelText('Additional amount') as HTMLInputElement).value).toBe('0.00');
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('reports each change by field key, text as typed and checkboxes as booleans', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'married' } });
    fireEvent.change(screen.getByLabelText('Allowances'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith({
      filingStatus: 'married',
      allowances: '3',
      extra: '0.00',
      isExempt: true,
    });
  });

  it('prints values as the form reads them', () => {
    const [status, allowances, extra, exempt] = FIELDS as [
      CertificateField,
      CertificateField,
      CertificateField,
      CertificateField,
    ];
    expect(formatCertificateValue(status, 'married')).toBe('Married');
    expect(formatCertificateValue(allowances, 2)).toBe('2');
    expect(formatCertificateValue(extra, '12.50')).toBe('$12.50');
    expect(formatCertificateValue(exempt, true)).toBe('Yes');
  });
});

describe('CertificateFieldset', () => {
  const rule = {
    name: 'Illinois',
    certificate: {
      form: 'IL-W-4',
      fields: FIELDS,
      defaults: { filingStatus: 'married', allowances: 1, extra: '0.00', isExempt: false },
    },
  };

  function FieldsetHarness({
    onValues,
  }: {
    onValues: (values: CertificateInputValues | null) => void;
  }) {
    const [values, setValues] = useState<CertificateInputValues | null>(null);
    return (
      <CertificateFieldset
        rule={rule}
        values={values}
        onValuesChange={(next) => {
          setValues(next);
          onValues(next);
        }}
        absentText="No IL-W-4 on file: the defaults apply."
      />
    );
  }

  it("starts a certificate from the state's defaults when ticked, and drops it when unticked", () => {
    const onValues = vi.fn();
    render(<FieldsetHarness onValues={onValues} />);
    expect(
      screen.getByRole('group', { name: 'Illinois withholding certificate (IL-W-4)' }),
    ).toBeTruthy();
    expect(screen.getByText('No IL-W-4 on file: the defaults apply.')).toBeTruthy();
    expect(screen.queryByLabelText('Status')).toBeNull();

    fireEvent.click(screen.getByLabelText('IL-W-4 on file'));
    // The state's defaults as the inputs show them: married, one allowance.
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('married');
    expect((screen.getByLabelText('Allowances') as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getByLabelText('Allowances'), { target: { value: '3' } });
    expect(onValues).toHaveBeenLastCalledWith(
      expect.objectContaining({ filingStatus: 'married', allowances: '3' }),
    );

    fireEvent.click(screen.getByLabelText('IL-W-4 on file'));
    expect(onValues).toHaveBeenLastCalledWith(null);
    expect(screen.queryByLabelText('Allowances')).toBeNull();
  });
});
