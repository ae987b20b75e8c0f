import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionsTh, Table, Th } from './table';

describe('ActionsTh', () => {
  it('names the column of row buttons for screen readers only', () => {
    render(
      <Table aria-label="Plans">
        <thead>
          <tr>
            <Th>Plan</Th>
            <ActionsTh className="hidden md:table-cell" />
          </tr>
        </thead>
      </Table>,
    );
    const header = screen.getByRole('columnheader', { name: 'Actions' });
    expect(header.className).toContain('md:table-cell');
    expect(header.firstElementChild?.className).toBe('sr-only');
  });
});
