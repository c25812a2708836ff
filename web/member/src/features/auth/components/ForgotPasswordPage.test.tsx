import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@mawadda/contracts/locale';
import { renderPage, stubFetch } from '../../../test/render';
import { problemAsServer } from '../../../test/account/fixtures';
import { problem } from '../../../test/auth/fixtures';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';

const EXPIRES = '2026-06-01T10:15:00Z';

const open = (locale: Locale = 'en') => {
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  return renderPage(<ForgotPasswordPage />, {
    locale,
    path: `${prefix}/Auth/forgot-password`,
    routePath: `${prefix}/Auth/forgot-password`,
    extraRoutes: [{ path: `${prefix}/Auth/login`, element: <h1>Login page</h1> }],
  });
};

async function askByEmail(email = 'amina@example.com') {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'Email' });
  expect(field).toHaveAttribute('autocomplete', 'username');
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Send the code' }));
  return user;
}

describe('ForgotPasswordPage', () => {
  it('sends the code, says it went there only "if an account exists", and sets the new password', async () => {
    const calls = stubFetch({
      'POST /api/auth/password/forgot': () => ({ status: 202, body: { expiresAt: EXPIRES } }),
      'POST /api/auth/password/reset': () => ({ status: 204 }),
    });
    await open();
    const user = await askByEmail('Amina@Example.com ');
    expect(
      await screen.findByText(/If an account exists for .*amina@example\.com.*, we have sent a 6-digit code/),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'amina@example.com' });

    const code = screen.getByRole('textbox', { name: '6-digit code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // The account a password manager files the new password under.
    expect(document.querySelector('input[autocomplete="username"]')).toHaveValue('amina@example.com');
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm the new password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm).toHaveAttribute('autocomplete', 'new-password');

    await user.type(code, '123456');
    await user.type(password, 'Sabr-wa-Shukr-2026');
    await user.type(confirm, 'Sabr-wa-Shukr-2026');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(
      await screen.findByRole('heading', { name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/every device signed in to your account has been signed out/),
    ).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({
      email: 'amina@example.com',
      code: '123456',
      newPassword: 'Sabr-wa-Shukr-2026',
      confirmPassword: 'Sabr-wa-Shukr-2026',
    });
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('works by phone number too', async () => {
    const calls = stubFetch({
      'POST /api/auth/password/forgot': () => ({ status: 202, body: { expiresAt: EXPIRES } }),
    });
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(phone).toHaveAttribute('autocomplete', 'username');
    await user.type(phone, '+971 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await screen.findByText(/If an account exists for/);
    expect(calls[0]?.body).toEqual({ phone: '+971501234567' });
  });

  it('puts a wrong code under the code field in the member’s language, keeping what was typed', async () => {
    let calls: ReturnType<typeof stubFetch> = [];
    calls = stubFetch({
      'POST /api/auth/password/forgot': () => ({ status: 202, body: { expiresAt: EXPIRES } }),
      'POST /api/auth/password/reset': () =>
        problemAsServer(calls, 400, 'invalid_code', 'verify.error.invalidCode', 'code'),
    });
    await open('ar');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'أرسل الرمز' }));
    expect(await screen.findByText(/إن كان هناك حساب مسجَّل بـ/)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'الرمز المكوّن من 6 أرقام' });
    await user.type(code, '000000');
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'Sabr-wa-Shukr-2026');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'Sabr-wa-Shukr-2026');
    await user.click(screen.getByRole('button', { name: 'اعتمد كلمة المرور الجديدة' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('هذا الرمز غير صحيح. راجع الرسالة التي أرسلناها وحاول مجددًا.'),
    );
    expect(calls.at(-1)?.headers.get('accept-language')).toBe('ar');
    expect(code).toHaveValue('000000');
    expect(screen.getByLabelText('كلمة المرور الجديدة')).toHaveValue('Sabr-wa-Shukr-2026');
  });

  it('sends a new code on request and says so without telling whether the account exists', async () => {
    let sends = 0;
    stubFetch({
      'POST /api/auth/password/forgot': () => {
        sends++;
        return { status: 202, body: { expiresAt: EXPIRES } };
      },
    });
    await open();
    const user = await askByEmail();
    await screen.findByText(/If an account exists for/);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('If an account exists, a new code is on its way. Use the newest one.'),
    ).toHaveAttribute('role', 'status');
    expect(sends).toBe(2);
  });

  it('shows the server’s words for too many requests', async () => {
    const detail = 'Too many attempts. Please try again in 600 seconds.';
    stubFetch({ 'POST /api/auth/password/forgot': () => problem(429, 'rate_limited', detail) });
    await open();
    await askByEmail();
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('amina@example.com');
  });

  it('checks the new password before sending: six digits, the rules, the confirmation', async () => {
    const calls = stubFetch({
      'POST /api/auth/password/forgot': () => ({ status: 202, body: { expiresAt: EXPIRES } }),
    });
    await open();
    const user = await askByEmail();
    await screen.findByText(/If an account exists for/);
    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '12');
    await user.type(screen.getByLabelText('New password'), 'Sabr-wa-Shukr-2026');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Sabr-wa-Shukr-2027');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    expect(await screen.findByRole('textbox', { name: '6-digit code' })).toHaveAccessibleDescription(
      'Please enter the 6-digit code we sent you.',
    );
    expect(calls).toHaveLength(1);
    await user.clear(screen.getByRole('textbox', { name: '6-digit code' }));
    await user.type(screen.getByRole('textbox', { name: '6-digit code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Set my new password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
        expect.stringContaining('do not match'),
      ),
    );
    expect(calls).toHaveLength(1);
  });
});

describe('the way there from the sign-in page', () => {
  it('is a link under the password, and beside the message after a refused sign-in, carrying the email', async () => {
    const detail = 'The email or phone number, or the password, is not correct.';
    stubFetch({ 'POST /api/auth/login': () => problem(401, 'invalid_credentials', detail) });
    await renderPage(<LoginPage />, {
      locale: 'en',
      path: '/en/Auth/login',
      routePath: '/en/Auth/login',
      extraRoutes: [{ path: '/en/Auth/forgot-password', element: <ForgotPasswordPage /> }],
    });
    expect(screen.getAllByRole('link', { name: 'Forgot your password?' })).toHaveLength(1);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amina@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    // Right under the message, not at the foot of the form.
    expect(alert.nextElementSibling).toContainElement(link);
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('amina@example.com');
  });
});
