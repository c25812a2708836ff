import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Locale } from '@mawadda/contracts/locale';
import { useAppState } from '../../../app/state';
import { onTokenChange, readToken, writeToken } from '../../../app/token-store';
import { RequireSession } from '../../../routes/guards';
import { account, problemAsServer } from '../../../test/account/fixtures';
import { renderPage, stubFetch } from '../../../test/render';
import { AccountSecurityPage } from './AccountSecurityPage';

type Routes = Parameters<typeof stubFetch>[0];
let calls: ReturnType<typeof stubFetch> = [];

function FollowToken() {
  const { dispatch } = useAppState();
  useEffect(() => onTokenChange((token) => dispatch({ type: 'auth/token', token })), [dispatch]);
  return null;
}

const SESSIONS = {
  items: [
    {
      id: 'fam-this',
      current: true,
      browser: 'Chrome 126',
      os: 'Android 14',
      device: 'Pixel 8',
      ip: '203.0.113.x',
      firstSeenAt: '2026-03-01T08:00:00Z',
      lastSeenAt: new Date().toISOString(),
    },
    {
      id: 'fam-other',
      current: false,
      browser: 'Firefox 128',
      os: 'Windows 11',
      ip: '198.51.100.x',
      firstSeenAt: '2026-02-10T08:00:00Z',
      lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    },
  ],
};
const TWO_FACTOR_OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const CODES = [
  '7KQ2M-XW9PD',
  'A1B2C-D3E4F',
  'G5H6J-K7M8N',
  'P9Q0R-S1T2V',
  'W3X4Y-Z5A6B',
  'C7D8E-F9G0H',
  'J1K2M-N3P4Q',
  'R5S6T-V7W8X',
  'Y9Z0A-B1C2D',
  'E3F4G-H5J6K',
];

async function open(routes: Routes = {}, locale: Locale = 'en') {
  writeToken('member-token');
  calls = stubFetch({
    'GET /api/auth/me': () => ({ body: account() }),
    'GET /api/auth/me/sessions': () => ({ body: SESSIONS }),
    'GET /api/auth/me/two-factor': () => ({ body: TWO_FACTOR_OFF }),
    ...routes,
  });
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  await renderPage(
    <>
      <FollowToken />
      <RequireSession>
        <AccountSecurityPage />
      </RequireSession>
    </>,
    {
      locale,
      path: `${prefix}/account/security`,
      routePath: `${prefix}/account/security`,
      state: { auth: { isAuthenticated: true }, token: 'member-token' },
      extraRoutes: [{ path: `${prefix}/Auth/login`, element: <h1>Login page</h1> }],
    },
  );
  await screen.findByText('amina@example.com');
  return userEvent.setup();
}

const section = (name: string) => screen.getByRole('region', { name });
const sent = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.url.pathname === path);

describe('account security: email and phone', () => {
  it('changes the email with the password and the code sent to the new address; the badge follows', async () => {
    const user = await open({
      'POST /api/auth/me/email': (body) =>
        (body as { email: string }).email === 'taken@example.com'
          ? problemAsServer(calls, 409, 'email_taken', 'error.emailTaken', 'email')
          : { status: 202, body: { kind: 'email', expiresAt: '2026-06-01T10:15:00Z' } },
      'POST /api/auth/me/email/confirm': () => ({
        body: account({ email: 'amina.new@example.com', emailVerifiedAt: '2026-06-01T10:05:00Z' }),
      }),
    });
    const email = section('Email');
    expect(within(email).getByText(/Verified on/)).toBeInTheDocument();
    await user.click(within(email).getByRole('button', { name: 'Change email' }));
    const field = within(email).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'taken@example.com');
    const password = within(email).getByLabelText('Current password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'Sabr-wa-Shukr-2026');
    await user.click(within(email).getByRole('button', { name: 'Send the code' }));
    // A taken address is said on its field, without whose it is.
    await waitFor(() => expect(field).toHaveAccessibleDescription('This email is already registered.'));

    await user.clear(field);
    await user.type(field, 'Amina.New@example.com');
    await user.click(within(email).getByRole('button', { name: 'Send the code' }));
    const code = await within(email).findByRole('textbox', { name: '6-digit code' });
    expect(
      within(email).getByText(/We sent a 6-digit code to .*amina\.new@example\.com/),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(sent('POST', '/api/auth/me/email').at(-1)?.body).toEqual({
      email: 'amina.new@example.com',
      currentPassword: 'Sabr-wa-Shukr-2026',
    });
    await user.type(code, '654321');
    await user.click(within(email).getByRole('button', { name: 'Confirm the change' }));
    expect(
      await within(email).findByText(/Done: your email is now .*amina\.new@example\.com/),
    ).toBeInTheDocument();
    expect(within(email).getByText('amina.new@example.com')).toBeInTheDocument();
    expect(within(email).getByText(/Verified on/)).toBeInTheDocument();
    expect(sent('POST', '/api/auth/me/email/confirm')[0]?.body).toEqual({ code: '654321' });
  });

  it('says a wrong current password under that field, in Arabic on the Arabic page', async () => {
    const user = await open(
      {
        'POST /api/auth/me/phone': () =>
          problemAsServer(
            calls,
            400,
            'current_password_wrong',
            'error.currentPasswordWrong',
            'currentPassword',
          ),
      },
      'ar',
    );
    const phone = section('رقم الجوال');
    expect(within(phone).getByText('غير موثَّق')).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: 'تغيير رقم الجوال' }));
    await user.type(within(phone).getByRole('textbox', { name: 'رقم الجوال' }), '+971 50 765 4321');
    const password = within(phone).getByLabelText('كلمة المرور الحالية');
    await user.type(password, 'wrong-password');
    await user.click(within(phone).getByRole('button', { name: 'أرسل الرمز' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('كلمة المرور الحالية غير صحيحة.'));
    expect(sent('POST', '/api/auth/me/phone')[0]?.headers.get('accept-language')).toBe('ar');
    expect(sent('POST', '/api/auth/me/phone')[0]?.body).toEqual({
      phone: '+971507654321',
      currentPassword: 'wrong-password',
    });
  });
});

describe('account security: devices', () => {
  it('lists the devices, marks this one, and signs another out after asking', async () => {
    let listed = SESSIONS;
    const user = await open({
      'GET /api/auth/me/sessions': () => ({ body: listed }),
      'DELETE /api/auth/me/sessions/fam-other': () => {
        listed = { items: [SESSIONS.items[0]!] };
        return { status: 204 };
      },
    });
    const devices = section('Devices');
    const rows = await within(devices).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Chrome 126 on Pixel 8, Android 14');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('Signed in on March 1, 2026');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Firefox 128 on Windows 11');
    expect(rows[1]).toHaveTextContent('last active 5 minutes ago');

    // Cancelled: nothing is sent.
    await user.click(within(rows[1]!).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent(/^Sign out \u2066Firefox 128 on Windows 11\u2069\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(sent('DELETE', '/api/auth/me/sessions/fam-other')).toHaveLength(0);

    await user.click(within(rows[1]!).getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('dialog', { hidden: true })).getByRole('button', {
        name: 'Sign out',
        hidden: true,
      }),
    );
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1));
    expect(sent('DELETE', '/api/auth/me/sessions/fam-other')).toHaveLength(1);
    expect(sent('DELETE', '/api/auth/me/sessions')).toHaveLength(0);
    expect(screen.getByText('That device has been signed out.')).toBeInTheDocument();
    expect(within(devices).getByText('Your account is signed in on this device only.')).toBeInTheDocument();
    expect(readToken()).toBe('member-token');
  });

  it('asks in Arabic with the device named right to left, its question mark outside the name', async () => {
    const user = await open({}, 'ar');
    const rows = await within(section('الأجهزة')).findAllByRole('listitem');
    await user.click(within(rows[1]!).getByRole('button', { name: 'تسجيل الخروج' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    // A right-to-left isolate: "Firefox 128 على Windows 11" reads in the Arabic order.
    expect(dialog.textContent).toMatch(/\u2067Firefox 128 على Windows 11\u2069؟/);
  });

  it('signs out everywhere else with one call', async () => {
    const user = await open({ 'DELETE /api/auth/me/sessions': () => ({ status: 204 }) });
    const devices = section('Devices');
    await user.click(await within(devices).findByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(
      within(await screen.findByRole('dialog', { hidden: true })).getByRole('button', {
        name: 'Sign out everywhere else',
        hidden: true,
      }),
    );
    await waitFor(() => expect(sent('DELETE', '/api/auth/me/sessions')).toHaveLength(1));
    expect(sent('DELETE', '/api/auth/me/sessions/fam-other')).toHaveLength(0);
    expect(await screen.findByText('Every other device has been signed out.')).toBeInTheDocument();
  });
});

describe('account security: password', () => {
  it('changes the password, then signs in again since every sign-in ended', async () => {
    const user = await open({ 'POST /api/auth/me/password': () => ({ status: 204 }) });
    const part = section('Password');
    await user.click(within(part).getByRole('button', { name: 'Change password' }));
    expect(within(part).getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(part).getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(within(part).getByLabelText('Current password'), 'Sabr-wa-Shukr-2026');
    await user.type(within(part).getByLabelText('New password'), 'Hilm-wa-Anah-2027');
    await user.type(within(part).getByLabelText('Confirm the new password'), 'Hilm-wa-Anah-2027');
    await user.click(within(part).getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(sent('POST', '/api/auth/me/password')[0]?.body).toEqual({
      currentPassword: 'Sabr-wa-Shukr-2026',
      newPassword: 'Hilm-wa-Anah-2027',
      confirmPassword: 'Hilm-wa-Anah-2027',
    });
  });
});

describe('account security: two-step sign-in', () => {
  it('turns it on: password, QR code and key, first code, then the recovery codes shown once', async () => {
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const create = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:codes';
    onTestFinished(() => {
      click.mockRestore();
      URL.createObjectURL = create;
    });
    let status: unknown = TWO_FACTOR_OFF;
    const user = await open({
      'GET /api/auth/me/two-factor': () => ({ body: status }),
      'POST /api/auth/me/two-factor': () => ({
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Mawadda:amina@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Mawadda',
          qrSvgDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      }),
      'POST /api/auth/me/two-factor/confirm': () => {
        status = { enabled: true, enabledAt: '2026-06-01T10:00:00Z', recoveryCodesLeft: 10, required: false };
        return { body: { recoveryCodes: CODES } };
      },
    });
    const part = section('Two-step sign-in');
    expect(await within(part).findByText('Off')).toBeInTheDocument();
    await user.click(within(part).getByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.type(within(part).getByLabelText('Current password'), 'Sabr-wa-Shukr-2026');
    await user.click(within(part).getByRole('button', { name: 'Continue' }));
    const qr = await within(part).findByRole('img', {
      name: 'QR code to add Mawadda to your authenticator app',
    });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(part).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(within(part).getByRole('link', { name: /Open the authenticator app/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );
    const first = within(part).getByRole('textbox', { name: 'The 6-digit code the app now shows' });
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(first, '123456');
    await user.click(within(part).getByRole('button', { name: 'Turn on' }));

    const list = await within(part).findByRole('list', { name: '' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    const done = within(part).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(within(part).getByRole('button', { name: 'Download as a text file' }));
    expect(saved).toEqual(['mawadda-recovery-codes.txt']);
    await user.click(within(part).getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(done);
    expect(await within(part).findByText(/On since/)).toBeInTheDocument();
    expect(within(part).getByText('Recovery codes left: 10')).toBeInTheDocument();
    expect(sent('POST', '/api/auth/me/two-factor/confirm')[0]?.body).toEqual({ code: '123456' });
  });

  it('turns it off with the password and a code, the server’s refusal on the code field', async () => {
    let status: unknown = {
      enabled: true,
      enabledAt: '2026-06-01T10:00:00Z',
      recoveryCodesLeft: 2,
      required: false,
    };
    const user = await open({
      'GET /api/auth/me/two-factor': () => ({ body: status }),
      'DELETE /api/auth/me/two-factor': (body) => {
        if ((body as { code: string }).code !== '123456')
          return problemAsServer(calls, 400, 'invalid_code', 'twoFactor.error.invalidCode', 'code');
        status = TWO_FACTOR_OFF;
        return { status: 204 };
      },
    });
    const part = section('Two-step sign-in');
    expect(await within(part).findByText('Recovery codes left: 2')).toHaveClass('account-warning');
    await user.click(within(part).getByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.type(within(part).getByLabelText('Current password'), 'Sabr-wa-Shukr-2026');
    const code = within(part).getByRole('textbox', { name: 'Code from your app or a recovery code' });
    await user.type(code, '000000');
    await user.click(within(part).getByRole('button', { name: 'Turn off two-step sign-in' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('This code is not correct.')),
    );
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(part).getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await within(part).findByText('Off')).toBeInTheDocument();
    expect(sent('DELETE', '/api/auth/me/two-factor').at(-1)?.body).toEqual({
      currentPassword: 'Sabr-wa-Shukr-2026',
      code: '123456',
    });
  });
});
