import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WarningList } from './warning-list';

describe('WarningList', () => {
  it('announces each warning as a status list', () => {
    render(<WarningList warnings={['Hours over 80 in the period.', 'No W-4 on file.']} />);
    const list = screen.getByRole('status');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hours over 80 in the period.',
      'No W-4 on file.',
    ]);
    expect(list.tagName).toBe('UL');
  });

  it('draws nothing without warnings', () => {
    const { container } = render(<WarningList warnings={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
