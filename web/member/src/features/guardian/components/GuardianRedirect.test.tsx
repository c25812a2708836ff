import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../../../routes/guards';
import { renderPage } from '../../../test/render';

const tokenWithRole = (role: string) =>
  `e30.${btoa(JSON.stringify({ sub: 'x', role })).replace(/=+$/, '')}.sig`;

const open = (role: string, path: string) =>
  renderPage(
    <RequireSession>
      <p>Member page</p>
    </RequireSession>,
    {
      locale: 'en',
      routePath: '/en/*',
      path,
      state: { token: tokenWithRole(role), auth: { isAuthenticated: true } },
      extraRoutes: [{ path: '/en/guardian/requests', element: <p>Requests page</p> }],
    },
  );

describe('a guardian on member pages', () => {
  it('is sent to its requests page', async () => {
    await open('guardian', '/en/notifications');
    expect(await screen.findByText('Requests page')).toBeInTheDocument();
  });

  it('leaves members where they are', async () => {
    await open('member', '/en/notifications');
    expect(await screen.findByText('Member page')).toBeInTheDocument();
  });
});
