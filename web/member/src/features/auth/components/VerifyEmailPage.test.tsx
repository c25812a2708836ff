import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { problem } from '../../../test/auth/fixtures';
import { savePendingRegistration } from '../pending-registration';
import { VerifyEmailPage } from './VerifyEmailPage';

const open = (query: string) =>
  renderPage(<VerifyEmailPage />, {
    locale: 'en',
    routePath: '/en/verify-email',
    path: `/en/verify-email?${query}`,
  });

afterEach(() => localStorage.clear());

describe('VerifyEmailPage', () => {
  it('confirms an account email from its token, signed out, once', async () => {
    const calls = stubFetch({
      'POST /api/auth/verification/email': () => ({
        body: { kind: 'email', verifiedAt: '2026-11-02T10:00:00.000Z' },
      }),
    });
    await open('token=abc_DEF-123');
    expect(await screen.findByText('Your email address is confirmed. Thank you!')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: 'abc_DEF-123' });
  });

  it('says so when the link is used or expired', async () => {
    stubFetch({
      'POST /api/auth/verification/email': () =>
        problem(400, 'link_invalid', 'This link is not valid, has expired or was already used.'),
    });
    await open('token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
  });

  it('fills the confirm step when this browser holds the registration', async () => {
    stubFetch({});
    savePendingRegistration({
      registrationId: 'reg-5',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    });
    await open('registration=reg-5&code=112233');
    expect(await screen.findByLabelText('Code from the email')).toHaveValue('112233');
  });

  it('shows the code to type elsewhere when the registration was made on another device', async () => {
    stubFetch({});
    await open('registration=reg-elsewhere&code=445566');
    expect(
      await screen.findByText(/Open this link on the device where you filled in the registration form/),
    ).toBeInTheDocument();
    expect(screen.getByText('445566')).toBeInTheDocument();
  });
});
