import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFetchCall, renderWithProviders, stubFetch } from '../../../test/render';
import { RegisterForm } from './register-form';

afterEach(() => vi.unstubAllGlobals());

describe('RegisterForm (issue 27, item 13)', () => {
  it('offers no Admin Account tab or Admin Role: staff accounts come from the Admin Panel', () => {
    renderWithProviders(<RegisterForm />);
    expect(screen.queryByRole('tab', { name: 'Admin Account' })).toBeNull();
    expect(screen.queryByLabelText('Admin Role')).toBeNull();
    expect(
      screen.getByText('Staff accounts are created by a super admin in the Admin Panel.'),
    ).toBeTruthy();
  });

  it('registers a client with its company, as ADR 0030 asks', async () => {
    const fetchMock = stubFetch(() => ({ token: 't', userType: 'frontend', role: 'client' }));
    renderWithProviders(<RegisterForm />);
    const type = (label: string, text: string) =>
      userEvent.type(screen.getByLabelText(label, { exact: true }), text);
    await type('Company Name', 'Harbor Bakery');
    await type('Contact First Name', 'Pat');
    await type('Contact Last Name', 'Owner');
    await type('Username', 'harbor');
    await type('Email', 'pat@harbor.example.com');
    await type('Password', 'kiwi-harbor-7');
    await type('Confirm Password', 'kiwi-harbor-7');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Check your email')).toBeTruthy();
    const { url, body } = readFetchCall(fetchMock);
    expect(url).toBe('/api/auth/register');
    expect(body).toEqual({
      username: 'harbor',
      email: 'pat@harbor.example.com',
      password: 'kiwi-harbor-7',
      userType: 'frontend',
      role: 'client',
      companyName: 'Harbor Bakery',
      contactFirstName: 'Pat',
      contactLastName: 'Owner',
    });
  });
});
