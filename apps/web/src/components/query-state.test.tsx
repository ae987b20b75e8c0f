import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { QueryState, type QueryStatus } from './query-state';
import { buildQueryStatus } from '../test/render';

function renderList(query: QueryStatus<string[]>) {
  return render(
    <QueryState
      query={query}
      errorMessage="The list could not be loaded."
      isEmpty={(items) => items.length === 0}
      empty={<p>Nothing yet</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows a loading status while the first answer is on its way', () => {
    renderList(buildQueryStatus({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('words the default loading line as the screen asks', () => {
    render(
      <QueryState
        query={buildQueryStatus({ isPending: true })}
        loadingText="Loading invoices..."
        errorMessage="x"
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading invoices...');
  });

  it('shows a custom loading element instead of the default line', () => {
    render(
      <QueryState
        query={buildQueryStatus({ isPending: true })}
        loading={<p>Fetching the invoices</p>}
        errorMessage="x"
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByText('Fetching the invoices')).toBeDefined();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it("shows the server's message on a failed read, else the screen's sentence", () => {
    const serverError = new ApiError(403, '{}', {
      code: 'FORBIDDEN',
      message: 'You may not see this list.',
    });
    const { unmount } = renderList(buildQueryStatus({ isError: true, error: serverError }));
    expect(screen.getByRole('alert').textContent).toBe('You may not see this list.');
    unmount();
    renderList(buildQueryStatus({ isError: true, error: new TypeError('Failed to fetch') }));
    expect(screen.getByRole('alert').textContent).toBe('The list could not be loaded.');
  });

  it('lets an error win over data kept from an earlier answer', () => {
    renderList(
      buildQueryStatus({ isError: true, error: new TypeError('offline'), data: ['stale row'] }),
    );
    expect(screen.getByRole('alert')).toBeDefined();
    expect(screen.queryByText('stale row')).toBeNull();
  });

  it('shows the empty state for an empty or null answer', () => {
    const { unmount } = renderList(buildQueryStatus({ data: [] }));
    expect(screen.getByText('Nothing yet')).toBeDefined();
    unmount();
    render(
      <QueryState
        query={buildQueryStatus<string | null>({ data: null })}
        errorMessage="x"
        empty={<p>No form this year</p>}
      >
        {(form) => <p>{form}</p>}
      </QueryState>,
    );
    expect(screen.getByText('No form this year')).toBeDefined();
  });

  it('renders the data when there is some', () => {
    renderList(buildQueryStatus({ data: ['Ada', 'Grace'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ada',
      'Grace',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
