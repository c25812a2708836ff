import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { writeToken } from '../../../app/token-store';
import { problem, session } from '../../../test/auth/fixtures';
import { renderPage, stubFetch } from '../../../test/render';
import { GuardianAcceptPage } from './GuardianAcceptPage';
import { isolate } from '../../../lib/bidi';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const preview = {
  memberFirstName: 'Amina',
  channel: 'email',
  addressMasked: 'y•••@example.ae',
  expiresAt: '2026-12-01T00:00:00.000Z',
};
/** An unsigned JWT-shaped token: the page reads the role only to choose what to show. */
const tokenWithRole = (role: string) =>
  `e30.${btoa(JSON.stringify({ sub: 'g-1', role }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`;

const open = (state = {}) =>
  renderPage(<GuardianAcceptPage />, {
    locale: 'en',
    routePath: '/en/guardian/accept',
    path: `/en/guardian/accept?token=${TOKEN}`,
    state,
    extraRoutes: [{ path: '/en/guardian/requests', element: <p>Requests page</p> }],
  });

afterEach(() => writeToken(null));

describe('GuardianAcceptPage', () => {
  it('shows who invites, proves the address with a code, creates the guardian account and goes to the requests', async () => {
    const calls = stubFetch({
      [`GET /api/auth/guardian/invites/${TOKEN}`]: () => ({ body: preview }),
      [`POST /api/auth/guardian/invites/${TOKEN}/code`]: () => ({
        status: 202,
        body: { channel: 'email', addressMasked: 'y•••@example.ae', expiresAt: '2026-11-28T10:30:00.000Z' },
      }),
      [`POST /api/auth/guardian/invites/${TOKEN}/accept`]: (body) =>
        (body as { code: string }).code !== '482913'
          ? problem(400, 'invalid_code', 'This code is not correct.', [
              { field: 'code', message: 'This code is not correct.' },
            ])
          : (body as { confirmPassword: string }).confirmPassword === 'Wali-amin-2026'
            ? {
                status: 201,
                body: {
                  ...session(tokenWithRole('guardian')),
                  account: { ...session().account, role: 'guardian', kind: 'guardian' },
                },
              }
            : problem(400, 'validation_failed', 'Check the form', [
                { field: 'confirmPassword', message: 'The passwords do not match.' },
              ]),
    });
    await open();
    const user = userEvent.setup();
    expect(
      await screen.findByText(`${isolate('Amina')} invites you to be their guardian`, { exact: false }),
    ).toBeInTheDocument();
    // The code goes to the invited address: the link alone does not make an account.
    expect(screen.getByText(/6-digit code to y•••@example\.ae/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me the code' }));
    expect(
      await screen.findByText(`Code sent to ${isolate('y•••@example.ae')}. It works for 15 minutes.`),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Send the code again' })).toBeInTheDocument();
    const code = screen.getByLabelText('Code from the message');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(screen.getByLabelText('Full name'), 'Yusuf Al Wali');
    await user.type(screen.getByLabelText('Password'), 'Wali-amin-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findAllByText('This code is not correct.')).not.toHaveLength(0);
    await user.clear(code);
    await user.type(code, '482913');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Wali-amin-2026');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findByText('Requests page')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      fullName: 'Yusuf Al Wali',
      password: 'Wali-amin-2026',
      confirmPassword: 'Wali-amin-2026',
      code: '482913',
    });
    expect(calls.filter((c) => c.url.pathname.endsWith('/code'))).toHaveLength(1);
    expect(screen.queryByText('Sign in as guardian')).toBeNull();
  });

  it('says why the code could not be sent', async () => {
    stubFetch({
      [`GET /api/auth/guardian/invites/${TOKEN}`]: () => ({ body: preview }),
      [`POST /api/auth/guardian/invites/${TOKEN}/code`]: () =>
        problem(429, 'rate_limited', 'Too many attempts. Try again in 20 minutes.'),
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me the code' }));
    expect(await screen.findByText('Too many attempts. Try again in 20 minutes.')).toBeInTheDocument();
  });

  it('lets a signed-in guardian accept in one click', async () => {
    stubFetch({
      [`GET /api/auth/guardian/invites/${TOKEN}`]: () => ({ body: preview }),
      [`POST /api/auth/guardian/invites/${TOKEN}/accept`]: () => ({
        status: 201,
        body: session(tokenWithRole('guardian')),
      }),
    });
    const guardian = tokenWithRole('guardian');
    writeToken(guardian);
    await open({ token: guardian, auth: { isAuthenticated: true } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept as guardian' }));
    expect(await screen.findByText('Requests page')).toBeInTheDocument();
  });

  it('tells a signed-in member to sign out first', async () => {
    stubFetch({ [`GET /api/auth/guardian/invites/${TOKEN}`]: () => ({ body: preview }) });
    const memberToken = tokenWithRole('member');
    await open({ token: memberToken, auth: { isAuthenticated: true } });
    expect(await screen.findByText(/signed in with a member account/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  it("names her in the page's script and speaks of her as her, in Arabic and in English", async () => {
    const hers = {
      ...preview,
      memberFirstName: 'Yasmin',
      memberFirstNameEn: 'Yasmin',
      memberFirstNameAr: 'ياسمين',
      memberGender: 'female',
    };
    stubFetch({ [`GET /api/auth/guardian/invites/${TOKEN}`]: () => ({ body: hers }) });
    const arabic = await renderPage(<GuardianAcceptPage />, {
      locale: 'ar',
      routePath: '/guardian/accept',
      path: `/guardian/accept?token=${TOKEN}`,
    });
    expect(await screen.findByText(/^تدعوك .*ياسمين.* لتكون وليَّها\./)).toBeInTheDocument();
    expect(screen.getByText(/ما تختاره ياسمين/)).toBeInTheDocument();
    arabic.unmount();
    await open();
    expect(await screen.findByText(/^.*Yasmin.* invites you to be her guardian\./)).toBeInTheDocument();
  });

  it('says when the invitation expired', async () => {
    stubFetch({
      [`GET /api/auth/guardian/invites/${TOKEN}`]: () =>
        problem(410, 'guardian_invite_expired', 'This invitation has expired. Please ask for a new one.'),
    });
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation has expired');
  });
});
