import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ValueLine } from '../lib/state-compliance';
import { CitedList } from './cited-list';

function renderLine(line: ValueLine) {
  render(<CitedList lines={[line]} />);
}

describe('CitedList', () => {
  it('shows a value beside its label with its source folded away', () => {
    renderLine({ label: 'Wage base', value: '$176,100', citation: 'IRS Publication 15 (2025)' });
    const item = screen.getByRole('listitem');
    expect(within(item).getByText('Wage base')).toBeDefined();
    expect(within(item).getByText('$176,100')).toBeDefined();
    expect(within(item).getByText('Source').closest('details')?.textContent).toBe(
      'SourceIRS Publication 15 (2025)',
    );
  });

  it('lists a long value under a disclosure and says when a new one takes over', () => {
    const rows = ['0 to $10,000: 1%', '$10,000 to $20,000: 2%', 'over $20,000: 3%'];
    renderLine({ label: 'Brackets', value: '3', rows, changesOn: '2026-07-01', citation: 'Table' });
    expect(screen.getByText('Show all 3')).toBeDefined();
    expect(screen.getByText('over $20,000: 3%')).toBeDefined();
    expect(screen.getByText('A new value takes over on Jul 01, 2026.')).toBeDefined();
  });

  it('states a value it cannot put in words as its citation, in the open', () => {
    renderLine({ label: 'Method', value: null, citation: 'See the formula' });
    expect(screen.getByText('See the formula').closest('details')).toBeNull();
    expect(screen.queryByText('Source')).toBeNull();
  });
});
