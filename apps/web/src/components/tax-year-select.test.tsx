import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TaxYearSelect } from './tax-year-select';

describe('TaxYearSelect', () => {
  it('lists the years it is given under "Tax year", on the chosen one', () => {
    render(<TaxYearSelect year={2026} years={[2026, 2025]} onYearChange={() => {}} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Tax year');
    expect([...select.options].map((option) => option.text)).toEqual(['2026', '2025']);
    expect(select.value).toBe('2026');
  });

  it('answers the picked year as a number', () => {
    const onYearChange = vi.fn();
    render(
      <TaxYearSelect
        year={2026}
        years={[2026, 2025]}
        onYearChange={onYearChange}
        label="Brackets of"
      />,
    );
    fireEvent.change(screen.getByLabelText('Brackets of'), { target: { value: '2025' } });
    expect(onYearChange).toHaveBeenCalledWith(2025);
  });
});
