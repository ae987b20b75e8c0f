import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefusalText } from './refusal-text';

describe('RefusalText', () => {
  it('draws nothing while nothing is refused', () => {
    const { container } = render(<RefusalText message={undefined} />);
    expect(container.childElementCount).toBe(0);
  });

  it('announces the refusal as an alert, in the grid place it is given', () => {
    render(<RefusalText message="Gross pay must be greater than 0" className="sm:col-span-2" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Gross pay must be greater than 0');
    expect(alert.className).toContain('sm:col-span-2');
  });
});
