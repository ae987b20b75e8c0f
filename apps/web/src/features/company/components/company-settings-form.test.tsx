import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompanySettings, SessionUser } from '@paylab/shared';
import { renderWithProviders } from '../../../test/render';
import { CompanySettingsForm } from './company-settings-form';

const SETTINGS: CompanySettings = {
  companyName: 'PayLab Demo Co',
  companyAddress: '',
  ein: '12-3456789',
  stateUnemploymentRate: '0.0340',
  federalUnemploymentRate: '0.0060',
  payScheduleAnchorDate: '2025-01-06',
  taxRuleSet: 'official-2025',
  payrollCalendar: 'practice-2026',
};

const ADMIN: SessionUser = {
  id: 'u1',
  username: 'admin',
  email: 'admin@example.com',
  role: 'admin',
  userType: 'backend',
  clientId: null,
};

describe('CompanySettingsForm', () => {
  it('offers practice in 2025 or 2026, or today’s date, as the payroll calendar', () => {
    renderWithProviders(<CompanySettingsForm settings={SETTINGS} user={ADMIN} />);
    const select = screen.getByLabelText('Payroll calendar');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Practice in tax year 2025', 'Practice in tax year 2026', "Today's date"]);
  });
});
