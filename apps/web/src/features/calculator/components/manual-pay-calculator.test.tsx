import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, fillField } from '../../../test/render';
import { ManualPayCalculator } from './manual-pay-calculator';

function renderCalculator(today: string) {
  const ui = (day: string) => (
    <ManualPayCalculator today={day} companyRuleSet="official-2025" sutaRate="0.0340" />
  );
  const queryClient = createTestQueryClient();
  const rendered = render(ui(today), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
  return { rerenderWith: (day: string) => rendered.rerender(ui(day)) };
}

const payDate = () => (screen.getByLabelText('Pay date') as HTMLInputElement).value;

describe('ManualPayCalculator pay date', () => {
  it('follows a working today that changes after the screen opened', () => {
    const { rerenderWith } = renderCalculator('2026-11-26');
    expect(payDate()).toBe('2026-11-26');
    rerenderWith('2025-11-26');
    expect(payDate()).toBe('2025-11-26');
  });

  it('keeps a pay date the user typed', () => {
    const { rerenderWith } = renderCalculator('2026-11-26');
    fillField('Pay date', '2026-03-13');
    rerenderWith('2025-11-26');
    expect(payDate()).toBe('2026-03-13');
  });
});
