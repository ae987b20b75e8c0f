import { render, screen } from '@testing-library/react';
import { Clock, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatCardGrid } from './stat-card';

describe('StatCardGrid', () => {
  it('draws a card per row of the table, counts with thousands separators', () => {
    render(
      <StatCardGrid
        label="Client summary"
        className="grid"
        cards={[
          { label: 'Clients', value: 12345, icon: Users, testId: 'client-count' },
          { label: 'Owed', value: '$1,200.00', icon: Clock, detail: 'March 2025' },
        ]}
      />,
    );

    const region = screen.getByRole('region', { name: 'Client summary' });
    expect(region.textContent).toContain('Clients');
    expect(screen.getByTestId('client-count').textContent).toBe('12,345');
    expect(screen.getByText('$1,200.00')).toBeDefined();
    expect(screen.getByText('March 2025')).toBeDefined();
  });

  it('is a plain block, not a region, without a label', () => {
    render(<StatCardGrid className="grid" cards={[{ label: 'Stubs', value: '–', icon: Users }]} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Stubs')).toBeDefined();
  });
});
