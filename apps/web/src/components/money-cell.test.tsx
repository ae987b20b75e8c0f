import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyCell } from './money-cell';

function renderCells(...cells: ReactElement[]) {
  return render(
    <table>
      <tbody>
        <tr>{cells}</tr>
      </tbody>
    </table>,
  );
}

describe('MoneyCell', () => {
  it('writes the amount as dollars, right-aligned, and a missing amount as $0.00', () => {
    renderCells(
      <MoneyCell key="a" amount="1234.5" data-testid="gross" />,
      <MoneyCell key="b" amount={null} data-testid="none" />,
    );
    const gross = screen.getByTestId('gross');
    expect(gross.textContent).toBe('$1,234.50');
    expect(gross.className).toContain('text-right tabular-nums');
    expect(screen.getByTestId('none').textContent).toBe('$0.00');
  });
});
