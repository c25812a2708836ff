import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render';
import { GuestOnly, RequireSession } from './guards';

describe('the auth guard', () => {
  it('sends a guest from a member page to login, remembering where they were going', async () => {
    const { router } = await renderPage(
      <RequireSession>
        <p>search page</p>
      </RequireSession>,
      {
        locale: 'en',
        path: '/en/search?age=30',
        routePath: '/en/search',
        extraRoutes: [{ path: '/en/Auth/login', element: <p>login page</p> }],
      },
    );
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/en/search?age=30')}`);
  });

  it('lets a signed-in member through, and sends them home from login', async () => {
    await renderPage(
      <RequireSession>
        <p>search page</p>
      </RequireSession>,
      { state: { auth: { isAuthenticated: true }, token: 't' } },
    );
    expect(screen.getByText('search page')).toBeInTheDocument();
  });

  it('sends a signed-in member away from the login page to the Arabic home', async () => {
    const { router } = await renderPage(
      <GuestOnly>
        <p>login page</p>
      </GuestOnly>,
      {
        locale: 'ar',
        path: '/Auth/login',
        routePath: '/Auth/login',
        state: { auth: { isAuthenticated: true }, token: 't' },
        extraRoutes: [{ path: '/', element: <p>home</p> }],
      },
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
