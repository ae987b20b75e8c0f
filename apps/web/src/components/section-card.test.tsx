import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('heads its body with the title as a heading and the description under it', () => {
    render(
      <SectionCard title="Voided Paychecks" description="Taken back before they were filed.">
        <p>Body</p>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Voided Paychecks' });
    expect(heading.nextElementSibling?.textContent).toBe('Taken back before they were filed.');
    expect(screen.getByText('Body')).toBeDefined();
  });

  it('gives the heading its own attributes, and draws no description it was not given', () => {
    render(
      <SectionCard title="Tax mix" titleProps={{ id: 'mix-heading', tabIndex: -1 }}>
        <p>Body</p>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { name: 'Tax mix' });
    expect(heading.id).toBe('mix-heading');
    expect(heading.tabIndex).toBe(-1);
    expect(heading.nextElementSibling).toBeNull();
  });

  it('puts the actions beside the title, outside the heading', () => {
    render(
      <SectionCard
        title="Form W-3"
        description="The year's summary."
        actions={<button>CSV</button>}
      >
        <p>Body</p>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { name: 'Form W-3' });
    const button = screen.getByRole('button', { name: 'CSV' });
    expect(heading.contains(button)).toBe(false);
    expect(heading.parentElement?.nextElementSibling).toBe(button);
  });

  it('passes its other attributes to the card', () => {
    render(
      <SectionCard title="Carried forward" data-testid="carried-forward">
        <p>Body</p>
      </SectionCard>,
    );
    expect(screen.getByTestId('carried-forward').contains(screen.getByText('Body'))).toBe(true);
  });
});
