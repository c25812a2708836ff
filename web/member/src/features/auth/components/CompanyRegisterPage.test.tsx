import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readToken } from '../../../app/token-store';
import { renderPage, stubFetch } from '../../../test/render';
import { session } from '../../../test/auth/fixtures';
import { CompanyRegisterPage } from './CompanyRegisterPage';

const open = () =>
  renderPage(<CompanyRegisterPage />, {
    locale: 'en',
    routePath: '/en/Auth/register/company',
    path: '/en/Auth/register/company',
    extraRoutes: [{ path: '/en', element: <h1>Home page</h1> }],
  });

describe('CompanyRegisterPage', () => {
  it('types each company name in its own direction', async () => {
    stubFetch({});
    await open();
    expect(screen.getByLabelText('Company name in Arabic')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('Company name in English')).toHaveAttribute('dir', 'ltr');
  });

  it('registers the company without the optional P.O. box and fax, and goes home', async () => {
    const calls = stubFetch({
      'POST /api/auth/register/company': () => ({
        status: 202,
        body: { registrationId: 'reg-co', expiresAt: new Date(Date.now() + 1_800_000).toISOString() },
      }),
      'POST /api/auth/register/confirm': () => ({ status: 201, body: session('jwt-co') }),
    });
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Company name in Arabic'), 'شركة الوفاق');
    await user.type(screen.getByLabelText('Company name in English'), 'Al Wifaq LLC');
    await user.type(screen.getByLabelText('Email'), 'info@alwifaq.example');
    await user.type(screen.getByLabelText('Mobile number'), '+971 4 123 4567');
    await user.type(screen.getByLabelText('Address'), 'Business Bay, Dubai');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret13');
    await user.tab();
    expect(await screen.findByText('passwords do not match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create the company account' }));
    // The second step: the codes sent to the company's email and phone.
    await user.type(await screen.findByLabelText('Code from the email'), '111111');
    await user.type(screen.getByLabelText('Code from the SMS'), '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm and create my account' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(readToken()).toBe('jwt-co');
    await waitFor(() =>
      expect(calls[0]?.body).toEqual({
        companyNameAr: 'شركة الوفاق',
        companyNameEn: 'Al Wifaq LLC',
        email: 'info@alwifaq.example',
        phone: '+97141234567',
        mailBox: '',
        address: 'Business Bay, Dubai',
        password: 'secret12',
        confirmPassword: 'secret12',
        acceptTerms: true,
      }),
    );
  });
});
