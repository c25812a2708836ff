import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@mawadda/contracts/locale';
import { readToken } from '../../../app/token-store';
import { renderPage, stubFetch } from '../../../test/render';
import { problem, session } from '../../../test/auth/fixtures';
import { readPendingRegistration, savePendingRegistration } from '../pending-registration';
import { ConfirmCodesStep } from './ConfirmCodesStep';

type Routes = Parameters<typeof stubFetch>[0];
const pending = { registrationId: 'reg-9', expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() };

async function open(routes: Routes, { locale = 'en' as Locale, initialEmailCode = '' } = {}) {
  const calls = stubFetch(routes);
  const onRestart = vi.fn();
  savePendingRegistration(pending);
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  await renderPage(
    <ConfirmCodesStep
      pending={pending}
      initialEmailCode={initialEmailCode}
      successMessage="Welcome!"
      onRestart={onRestart}
    />,
    {
      locale,
      routePath: `${prefix}/Auth/register`,
      path: `${prefix}/Auth/register`,
      extraRoutes: [{ path: prefix || '/', element: <h1>Home page</h1> }],
    },
  );
  return { calls, onRestart, user: userEvent.setup() };
}

const errorOf = (control: HTMLElement) => document.getElementById(`${control.id}-error`)?.textContent ?? null;

afterEach(() => localStorage.clear());

describe('ConfirmCodesStep', () => {
  it('asks for six digits in each field before sending anything', async () => {
    const { user, calls } = await open({});
    await user.type(screen.getByLabelText('Code from the email'), '12a');
    await user.click(screen.getByRole('button', { name: 'Confirm and create my account' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Code from the email'))).toBe(
        'Please enter the 6-digit code we sent you.',
      ),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('puts a wrong code under the field the server names', async () => {
    const { user } = await open({
      'POST /api/auth/register/confirm': () =>
        problem(400, 'invalid_code', 'This code is not correct.', [
          { field: 'phoneCode', message: 'This code is not correct.' },
        ]),
    });
    await user.type(screen.getByLabelText('Code from the email'), '123456');
    await user.type(screen.getByLabelText('Code from the SMS'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm and create my account' }));
    const phone = screen.getByLabelText('Code from the SMS');
    await waitFor(() => expect(errorOf(phone)).toBe('This code is not correct.'));
    expect(errorOf(screen.getByLabelText('Code from the email'))).toBeNull();
    expect(readToken()).toBeNull();
  });

  it('fills the email code from the link, signs in with both, and forgets the pending registration', async () => {
    const { user, calls } = await open(
      { 'POST /api/auth/register/confirm': () => ({ status: 201, body: session('jwt-confirmed') }) },
      { initialEmailCode: '246810' },
    );
    expect(screen.getByLabelText('Code from the email')).toHaveValue('246810');
    await user.type(screen.getByLabelText('Code from the SMS'), '135791');
    await user.click(screen.getByRole('button', { name: 'Confirm and create my account' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
    expect(readToken()).toBe('jwt-confirmed');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      registrationId: 'reg-9',
      emailCode: '246810',
      phoneCode: '135791',
    });
    expect(readPendingRegistration()).toBeUndefined();
  });

  it('resends the codes and says so', async () => {
    const { user, calls } = await open({
      'POST /api/auth/register/resend': () => ({ status: 202, body: pending }),
    });
    await user.click(screen.getByRole('button', { name: 'Send new codes' }));
    expect(
      await screen.findByText('We sent new codes. The earlier ones no longer work.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/auth/register/resend')?.body).toEqual({
      registrationId: 'reg-9',
    });
  });

  it('offers the form again once the registration expired, in Arabic', async () => {
    const { user, onRestart } = await open(
      {
        'POST /api/auth/register/confirm': () =>
          problem(400, 'registration_expired', 'انتهت صلاحية هذا التسجيل أو اكتمل من قبل.', [
            { field: 'registrationId', message: 'انتهت صلاحية هذا التسجيل أو اكتمل من قبل.' },
          ]),
      },
      { locale: 'ar' },
    );
    await user.type(screen.getByLabelText('الرمز من البريد الإلكتروني'), '123456');
    await user.type(screen.getByLabelText('الرمز من الرسالة النصية'), '654321');
    await user.click(screen.getByRole('button', { name: 'تأكيد وإنشاء حسابي' }));
    expect(await screen.findByText(/انتهت صلاحية هذا التسجيل/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'املأ النموذج من جديد' }));
    expect(onRestart).toHaveBeenCalled();
    expect(readPendingRegistration()).toBeUndefined();
  });
});
