import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BenefitPlan } from '@paylab/shared';
import { fillField, readFetchCall, renderWithProviders, stubFetch } from '../../../test/render';
import { TooltipProvider } from '../../../components/ui/tooltip';
import { BenefitPlanDialog, type BenefitPlanDialogProps } from './benefit-plan-dialog';
import { ACME_401K_REQUEST } from './benefit-plan-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The dialog as the app shows it: its row buttons' tooltips need the app's provider. */
function renderDialog(props: BenefitPlanDialogProps) {
  return renderWithProviders(
    <TooltipProvider>
      <BenefitPlanDialog {...props} />
    </TooltipProvider>,
  );
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
}

/** The message shown beside the field labelled `label`, or null. */
function messageOf(label: string): string | null {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  const message = describedBy ? document.getElementById(describedBy) : null;
  return message?.getAttribute('role') === 'alert' ? message.textContent : null;
}

describe('BenefitPlanDialog validation', () => {
  it('names each field the shared schema and the percentage checks refuse, and sends nothing', async () => {
    const fetchMock = stubFetch(() => null);
    renderDialog({ plan: null, open: true, onOpenChange: () => {} });
    fireEvent.click(screen.getByRole('button', { name: 'Add match tier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add match tier' }));
    fillField('Tier 1: match (%)', '150');
    fillField('Tier 2: match (%)', '50');
    fillField('Tier 2: of the next (% of pay)', '2.555');
    fillField('Non-elective contribution (% of pay)', '-3');
    submit();

    await waitFor(() => expect(messageOf('Plan name')).toBe('Plan name is required'));
    expect(messageOf('Tier 1: match (%)')).toBe(
      'Enter a percentage from 0 to 100 with at most 2 decimals',
    );
    expect(messageOf('Tier 1: of the first (% of pay)')).toBe('Enter the share of pay');
    expect(messageOf('Tier 2: match (%)')).toBeNull();
    expect(messageOf('Tier 2: of the next (% of pay)')).toBe(
      'Enter a percentage from 0 to 100 with at most 2 decimals',
    );
    expect(messageOf('Non-elective contribution (% of pay)')).toBe(
      'Enter a percentage from 0 to 100 with at most 2 decimals',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks a medical plan for its employer amount in dollars, and hides the match', async () => {
    const fetchMock = stubFetch(() => null);
    renderDialog({ plan: null, open: true, onOpenChange: () => {} });
    fillField('Plan name', 'Acme Medical');
    fireEvent.click(screen.getByRole('button', { name: 'Add match tier' }));
    fillField('Plan type', 'section-125-medical');
    expect(screen.queryByRole('group', { name: 'Employer match' })).toBeNull();
    fillField('Employer contribution per pay period ($)', '12.345');
    submit();

    await waitFor(() =>
      expect(messageOf('Employer contribution per pay period ($)')).toBe(
        'Enter a non-negative amount with at most 2 decimals',
      ),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a two-tier 401(k) match as rates', async () => {
    const fetchMock = stubFetch(
      () =>
        new Response(JSON.stringify({ id: 'p1', name: 'Acme 401(k)' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const onOpenChange = vi.fn();
    renderDialog({ plan: null, open: true, onOpenChange });
    fillField('Plan name', 'Acme 401(k)');
    const match = screen.getByRole('group', { name: 'Employer match' });
    fireEvent.click(within(match).getByRole('button', { name: 'Add match tier' }));
    fireEvent.click(within(match).getByRole('button', { name: 'Add match tier' }));
    fillField('Tier 1: of the first (% of pay)', '3');
    fillField('Tier 2: match (%)', '50');
    fillField('Tier 2: of the next (% of pay)', '2');
    submit();

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(readFetchCall(fetchMock)).toEqual({
      url: '/api/benefit-plans',
      method: 'POST',
      body: ACME_401K_REQUEST,
    });
  });

  it("shows the server's field refusal beside its field", async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({
            code: 'VALIDATION_FAILED',
            message: 'employerAmountPerPeriod: too large for this plan',
            fields: { employerAmountPerPeriod: 'Too large for this plan' },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const plan: BenefitPlan = {
      id: 'p2',
      name: 'Acme HSA',
      type: 'hsa',
      employerMatch: [],
      employerNonElectiveRate: null,
      employerAmountPerPeriod: '50.00',
      isActive: true,
      isInUse: false,
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    renderDialog({ plan, open: true, onOpenChange: () => {} });
    expect(
      (screen.getByLabelText('Employer contribution per pay period ($)') as HTMLInputElement).value,
    ).toBe('50.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(messageOf('Employer contribution per pay period ($)')).toBe('Too large for this plan'),
    );
  });
});
