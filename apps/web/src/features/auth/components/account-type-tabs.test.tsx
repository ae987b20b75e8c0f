import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountTypeTabs, type AccountTypeTab } from './account-type-tabs';

const TABS: AccountTypeTab[] = [
  { value: 'client', label: 'Client Account', note: 'Needs approval.' },
  { value: 'admin', label: 'Admin Account', note: 'Full access.', isWarning: true },
];

describe('AccountTypeTabs', () => {
  it('keeps both notes mounted so each tab controls an element that exists', () => {
    render(<AccountTypeTabs tabs={TABS} value="client" onValueChange={vi.fn()} />);

    for (const tab of screen.getAllByRole('tab')) {
      const panelId = tab.getAttribute('aria-controls');
      expect(panelId && document.getElementById(panelId)).toBeTruthy();
    }
    expect(screen.getByRole('tab', { name: 'Client Account' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('Full access.').className).toContain('text-warning');
  });

  it('reports the chosen account type', async () => {
    const onValueChange = vi.fn();
    render(<AccountTypeTabs tabs={TABS} value="client" onValueChange={onValueChange} />);

    await userEvent.click(screen.getByRole('tab', { name: 'Admin Account' }));

    expect(onValueChange).toHaveBeenCalledWith('admin');
  });
});
