import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readToken } from '../../../app/token-store';
import { renderPage, stubFetch } from '../../../test/render';
import { problemAsServer } from '../../../test/account/fixtures';
import { session } from '../../../test/auth/fixtures';
import { LoginPage } from './LoginPage';

const challenge = (secondFactor: 'verify' | 'enrol' = 'verify') => ({
  body: { secondFactor, challenge: 'ch-1', expiresIn: 300 },
});

const open = (locale: 'en' | 'ar' = 'en') => {
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  return renderPage(<LoginPage />, {
    locale,
    path: `${prefix}/Auth/login?redirect=${encodeURIComponent(`${prefix}/search`)}`,
    routePath: `${prefix}/Auth/login`,
    extraRoutes: [{ path: `${prefix}/search`, element: <h1>Search page</h1> }],
  });
};

async function password(
  email: string,
  pw: string,
  labels = { email: 'Email', password: 'Password', submit: 'Log in' },
) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: labels.email }), email);
  await user.type(screen.getByLabelText(labels.password), pw);
  await user.click(screen.getByRole('button', { name: labels.submit }));
  return user;
}

describe('the sign-in second step', () => {
  it('asks for the app’s code after the password and completes the sign-in with it', async () => {
    const calls = stubFetch({
      'POST /api/auth/login': () => challenge(),
      'POST /api/auth/login/second-factor': () => ({ body: session('jwt-2fa') }),
    });
    await open();
    const user = await password('amina@example.com', 'Sabr-wa-Shukr-2026');
    const code = await screen.findByRole('textbox', { name: '6-digit code' });
    expect(readToken()).toBeNull();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeInTheDocument();
    expect(readToken()).toBe('jwt-2fa');
    expect(calls[1]?.body).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it('takes a recovery code instead, and says how many are left', async () => {
    const calls = stubFetch({
      'POST /api/auth/login': () => challenge(),
      'POST /api/auth/login/second-factor': () => ({ body: { ...session('jwt-r'), recoveryCodesLeft: 7 } }),
    });
    await open();
    const user = await password('amina@example.com', 'Sabr-wa-Shukr-2026');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const code = screen.getByRole('textbox', { name: 'Recovery code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'off');
    await user.type(code, '7kq2m-xw9pd');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText(/Recovery codes left: 7/)).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({ challenge: 'ch-1', code: '7KQ2MXW9PD' });
    expect(readToken()).toBe('jwt-r');
  });

  it('shows a wrong code under the field in the member’s language, and goes back to the password on request', async () => {
    let calls: ReturnType<typeof stubFetch> = [];
    calls = stubFetch({
      'POST /api/auth/login': () => challenge(),
      'POST /api/auth/login/second-factor': () =>
        problemAsServer(calls, 400, 'invalid_code', 'twoFactor.error.invalidCode', 'code'),
    });
    await open('ar');
    const user = await password('amina@example.com', 'Sabr-wa-Shukr-2026', {
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      submit: 'دخول',
    });
    const code = await screen.findByRole('textbox', { name: 'الرمز المكوّن من 6 أرقام' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'تحقّق وسجّل الدخول' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('هذا الرمز غير صحيح. راجع تطبيق المصادقة وحاول مجددًا.'),
    );
    expect(readToken()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'العودة إلى كلمة المرور' }));
    expect(screen.getByLabelText('كلمة المرور')).toBeInTheDocument();
  });

  it('sends staff who must set it up to the console', async () => {
    stubFetch({ 'POST /api/auth/login': () => challenge('enrol') });
    await open();
    await password('moderator@mawadda.test', 'Sabr-wa-Shukr-2026');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the staff console' })).toHaveAttribute('href', '/admin');
    expect(readToken()).toBeNull();
  });
});
