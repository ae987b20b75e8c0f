import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, splitEmailForWrapping } from './email-address';

describe('EmailAddress', () => {
  it('offers a line break only before the @ and each dot', () => {
    expect(splitEmailForWrapping('aisha.johnson@example.com')).toEqual([
      'aisha',
      '.johnson',
      '@example',
      '.com',
    ]);
    expect(splitEmailForWrapping('ana@x.io')).toEqual(['ana', '@x', '.io']);
  });

  it('reads as the whole address, with no class that breaks inside a word', () => {
    const { container } = render(<EmailAddress email="aisha.johnson@example.com" />);
    const element = container.firstElementChild!;
    expect(element.textContent).toBe('aisha.johnson@example.com');
    expect(element.querySelectorAll('wbr')).toHaveLength(3);
    expect(element.className).not.toMatch(/wrap-anywhere|break-all/);
  });
});
