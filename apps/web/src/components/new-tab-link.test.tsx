import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewTabLink } from './new-tab-link';

describe('NewTabLink', () => {
  it('opens in a new tab without handing over the opener, and says so to screen readers', () => {
    render(
      <NewTabLink href="https://www.irs.gov/" className="underline" iconClassName="size-3">
        IRS
      </NewTabLink>,
    );

    const link = screen.getByRole('link', { name: /IRS/ });
    expect(link.getAttribute('href')).toBe('https://www.irs.gov/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer');
    expect(link.textContent).toBe('IRS(opens in a new tab)');
  });
});
