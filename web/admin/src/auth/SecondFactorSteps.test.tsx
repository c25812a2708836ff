import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../layout/LoginPage';
import { fakeAuthProvider, renderInAdmin } from '../test/render';
import { SecondFactorNeeded } from './auth-provider';

/*
 * The console's sign-in for staff, who must give a second factor (services/auth README, Second
 * factor): after the password, a code of the authenticator app or a recovery code; at the first
 * sign-in, the app is set up (QR code, key) and the recovery codes are shown once.
 */

const session = {
  token: 'staff-token',
  tokenType: 'Bearer',
  expiresIn: 900,
  account: { id: 'staff-1', role: 'admin', kind: 'staff' },
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The step routes the login page calls itself; every call recorded with its body. */
function fakeSteps(routes: Record<string, (body: Record<string, string>) => Response>) {
  const calls: { url: string; body: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, string>;
      calls.push({ url, body });
      return routes[url]?.(body) ?? json(404, { messageKey: 'error.notFound' });
    }),
  );
  return calls;
}

/** An auth provider whose password step asks for `step`; `login({ session })` is recorded. */
function staffLogin(step: 'verify' | 'enrol') {
  const login = vi.fn(async (params: Record<string, unknown>) => {
    if (!('session' in params)) throw new SecondFactorNeeded(step, 'challenge-1');
  });
  return { login, authProvider: { ...fakeAuthProvider(), login, checkAuth: () => Promise.reject() } };
}

async function password(lang: 'en' | 'ar' = 'en') {
  fireEvent.change(screen.getByLabelText(lang === 'en' ? /Email/ : /البريد/), {
    target: { value: 'admin@example.com' },
  });
  fireEvent.change(screen.getByLabelText(lang === 'en' ? /Password/ : /كلمة المرور/), {
    target: { value: 'secret-pass' },
  });
  fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Sign in' : 'تسجيل الدخول' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the second step of a staff sign-in', () => {
  it('asks for the app’s code (a one-time code of digits), refuses a wrong one and takes the right one', async () => {
    const calls = fakeSteps({
      '/api/auth/login/second-factor': (b) =>
        b.code === '123456'
          ? json(200, session)
          : json(400, { code: 'invalid_code', field: 'code', messageKey: 'twoFactor.error.invalidCode' }),
    });
    const { login, authProvider } = staffLogin('verify');
    await renderInAdmin(<LoginPage />, { authProvider });
    await password();

    const code = await screen.findByLabelText(/Code from the app/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // No session for the password alone: the console is not entered.
    expect(login).not.toHaveBeenCalledWith(expect.objectContaining({ session: expect.anything() }));

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not correct');

    fireEvent.change(screen.getByLabelText(/Code from the app/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ session }));
    expect(calls.map((c) => c.body)).toEqual([
      { challenge: 'challenge-1', code: '000000' },
      { challenge: 'challenge-1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead, and goes back to the password when the challenge is over', async () => {
    fakeSteps({
      '/api/auth/login/second-factor': () =>
        json(400, {
          code: 'challenge_expired',
          field: 'challenge',
          messageKey: 'twoFactor.error.challengeExpired',
        }),
    });
    const { authProvider } = staffLogin('verify');
    await renderInAdmin(<LoginPage />, { authProvider });
    await password();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText(/Recovery code/);
    expect(recovery).not.toHaveAttribute('inputmode', 'numeric');
    fireEvent.change(recovery, { target: { value: '7kq2m-xw9pd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in has expired');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('enrolment at the first sign-in', () => {
  const codes = Array.from({ length: 10 }, (_, i) => `ABCD${i}-EFGH${i}`);

  it('shows the QR code and key, confirms a first code, then the recovery codes once before the console', async () => {
    fakeSteps({
      '/api/auth/login/enrol': () =>
        json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Mawadda:admin%40example.com?secret=JBSW&issuer=Mawadda',
          qrSvgDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      '/api/auth/login/enrol/confirm': (b) =>
        b.code === '654321'
          ? json(200, { session, recoveryCodes: codes })
          : json(400, { code: 'invalid_code', field: 'code', messageKey: 'twoFactor.error.invalidCode' }),
    });
    const { login, authProvider } = staffLogin('enrol');
    await renderInAdmin(<LoginPage />, { authProvider });
    await password();

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    fireEvent.change(screen.getByLabelText(/Code from the app/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('ABCD0-EFGH0');
    const enter = screen.getByRole('button', { name: 'Continue to the console' });
    expect(enter).toBeDisabled();
    expect(login).not.toHaveBeenCalledWith({ session });
    fireEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    fireEvent.click(enter);
    await waitFor(() => expect(login).toHaveBeenCalledWith({ session }));
  });

  it('reads in Arabic, right to left', async () => {
    fakeSteps({
      '/api/auth/login/enrol': () =>
        json(200, {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrSvgDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
    });
    const { authProvider } = staffLogin('enrol');
    await renderInAdmin(<LoginPage />, { authProvider, lang: 'ar' });
    await password('ar');
    expect(await screen.findByRole('heading', { name: 'إعداد الدخول بخطوتين' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /رمز QR/ })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
