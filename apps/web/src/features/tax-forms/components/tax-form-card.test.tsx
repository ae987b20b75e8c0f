import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QueryStatus } from '../../../components/query-state';
import { TaxFormCard } from './tax-form-card';
import { buildQueryStatus } from '../../../test/render';

function renderCard(query: QueryStatus<string[]>, actions?: string) {
  return render(
    <TaxFormCard
      title="Form W-3, 2025"
      description="The totals of the W-2s."
      actions={actions}
      query={query}
      skeletonClassName="h-40"
      errorMessage="Could not load the W-3."
      isEmpty={(data) => data.length === 0}
      empty={<p>No W-3 yet.</p>}
      footer={<p>Filed on paper.</p>}
    >
      {(data) => <p>{data.join(', ')}</p>}
    </TaxFormCard>,
  );
}

describe('TaxFormCard', () => {
  it('shows the title, the actions and the form once read', () => {
    renderCard(buildQueryStatus({ data: ['Box 1', 'Box 2'] }), 'CSV');
    expect(screen.getByText('Form W-3, 2025')).toBeDefined();
    expect(screen.getByText('CSV')).toBeDefined();
    expect(screen.getByText('Box 1, Box 2')).toBeDefined();
    expect(screen.getByText('Filed on paper.')).toBeDefined();
  });

  it('shows the empty sentence, and the error message on a failed read', () => {
    const { unmount } = renderCard(buildQueryStatus({ data: [] }));
    expect(screen.getByText('No W-3 yet.')).toBeDefined();
    unmount();
    renderCard(buildQueryStatus({ isError: true, error: new Error('down') }));
    expect(screen.getByRole('alert').textContent).toBe('Could not load the W-3.');
    expect(screen.getByText('Filed on paper.')).toBeDefined();
  });
});
