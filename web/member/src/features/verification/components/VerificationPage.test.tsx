import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { problem, session } from '../../../test/auth/fixtures';
import { VerificationPage } from './VerificationPage';

const account = (over: Record<string, unknown> = {}) => ({
  ...session().account,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerifiedAt: null,
  phoneVerifiedAt: null,
  ...over,
});

const open = () =>
  renderPage(<VerificationPage />, { locale: 'en', routePath: '/en/verification', path: '/en/verification' });

describe('VerificationPage', () => {
  it('shows what is verified, sends a phone code and confirms it', async () => {
    const calls = stubFetch({
      'GET /api/auth/me': () => ({ body: account({ emailVerifiedAt: '2026-11-02T10:00:00.000Z' }) }),
      'POST /api/auth/me/verification/phone': () => ({
        status: 202,
        body: { kind: 'phone', expiresAt: '2026-11-02T10:10:00.000Z' },
      }),
      'POST /api/auth/me/verification/phone/confirm': (body) =>
        (body as { code: string }).code === '123456'
          ? {
              body: account({
                emailVerifiedAt: '2026-11-02T10:00:00.000Z',
                phoneVerifiedAt: '2026-11-02T10:05:00.000Z',
              }),
            }
          : problem(400, 'invalid_code', 'This code is not correct.'),
    });
    await open();
    const user = userEvent.setup();
    expect(await screen.findByText(/^Verified on/)).toBeInTheDocument();
    // The address keeps its own direction inside a line on the page's side (right, in Arabic).
    const email = screen.getByText(account().email as string);
    expect(email.tagName).toBe('BDI');
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email.parentElement).not.toHaveAttribute('dir');
    await user.click(screen.getByRole('button', { name: 'Send me a code by SMS' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm my phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is not correct.');
    await user.clear(screen.getByLabelText('Code from the SMS'));
    await user.type(screen.getByLabelText('Code from the SMS'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm my phone' }));
    await waitFor(() => expect(screen.getAllByText(/^Verified on/)).toHaveLength(2));
    expect(calls.filter((c) => c.url.pathname === '/api/auth/me/verification/phone/confirm')).toHaveLength(2);
  });

  it('sends an email link and says where it went', async () => {
    stubFetch({
      'GET /api/auth/me': () => ({ body: account() }),
      'POST /api/auth/me/verification/email': () => ({
        status: 202,
        body: { kind: 'email', expiresAt: '2026-11-03T10:00:00.000Z' },
      }),
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me a confirmation link' }));
    expect(await screen.findByText(/We sent you a link/)).toBeInTheDocument();
  });
});
