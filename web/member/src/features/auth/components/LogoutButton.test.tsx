import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readToken, writeToken } from '../../../app/token-store';
import { renderPage, stubFetch } from '../../../test/render';
import { LogoutButton } from './LogoutButton';

describe('LogoutButton', () => {
  it('asks first, then ends the session and says so', async () => {
    writeToken('jwt-1');
    const calls = stubFetch({ 'POST /api/auth/logout': () => ({ status: 204 }) });
    await renderPage(<LogoutButton />, {
      locale: 'en',
      routePath: '/en/profile',
      path: '/en/profile',
      extraRoutes: [{ path: '/en', element: <h1>Home page</h1> }],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveTextContent('Do you want to log out?');
    expect(readToken()).toBe('jwt-1');
    await user.click(
      screen.getAllByRole('button', { name: 'Log out', hidden: true }).find((b) => dialog.contains(b))!,
    );
    expect(await screen.findByText('logged out successfully')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/auth/logout']);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('keeps the session when the member cancels', async () => {
    writeToken('jwt-1');
    const calls = stubFetch({});
    await renderPage(<LogoutButton />, { locale: 'en' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel', hidden: true }));
    expect(readToken()).toBe('jwt-1');
    expect(calls).toHaveLength(0);
  });
});
