import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAppState } from '../../../app/state';
import { onTokenChange, readToken } from '../../../app/token-store';
import { GuestOnly, RequireSession } from '../../../routes/guards';
import { renderPage, stubFetch } from '../../../test/render';
import { problem, session } from '../../../test/auth/fixtures';
import { LoginPage } from './LoginPage';

const pages = [
  { path: '/en', element: <h1>Home page</h1> },
  { path: '/en/search', element: <h1>Search page</h1> },
];

const open = (redirect?: string) =>
  renderPage(<LoginPage />, {
    locale: 'en',
    routePath: '/en/Auth/login',
    path:
      redirect === undefined ? '/en/Auth/login' : `/en/Auth/login?redirect=${encodeURIComponent(redirect)}`,
    extraRoutes: pages,
  });

async function signIn(email = 'Amina@Example.com', password = 'secret12') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginPage', () => {
  it('signs in, stores the token and goes to the redirect', async () => {
    const calls = stubFetch({ 'POST /api/auth/login': () => ({ body: session('jwt-1') }) });
    await open('/en/search');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeInTheDocument();
    expect(readToken()).toBe('jwt-1');
    // The shared schema's transforms run before sending: one address, one spelling.
    expect(calls[0]?.body).toEqual({ email: 'amina@example.com', password: 'secret12' });
  });

  it('goes home when the redirect is not a page of this site', async () => {
    stubFetch({ 'POST /api/auth/login': () => ({ body: session() }) });
    await open('//evil.example/steal');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('signs in with a phone number typed with its country code', async () => {
    const calls = stubFetch({ 'POST /api/auth/login': () => ({ body: session() }) });
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Mobile number' }));
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    await user.type(phone, '+971 50 123 4567');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(calls[0]?.body).toEqual({ phone: '+971501234567', password: 'secret12' });
  });

  it('shows the server message for a wrong password and stays signed out', async () => {
    const detail = 'The email or phone number, or the password, is not correct.';
    stubFetch({ 'POST /api/auth/login': () => problem(401, 'invalid_credentials', detail) });
    await open('/en/search');
    await signIn('amina@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't sign you in.");
    expect(alert).toHaveTextContent(detail);
    expect(alert).toHaveFocus();
    expect(readToken()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Search page' })).not.toBeInTheDocument();
  });

  it('tells a suspended member why, in the words the server chose for the reason', async () => {
    const detail = 'This account is suspended for harassing other members. Please contact us.';
    stubFetch({ 'POST /api/auth/login': () => problem(403, 'account_suspended', detail) });
    await open('/en/search');
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    expect(readToken()).toBeNull();
  });

  it('shows the translated "too many attempts" detail of a 429', async () => {
    const detail = 'Too many attempts. Please try again in 600 seconds.';
    stubFetch({ 'POST /api/auth/login': () => problem(429, 'rate_limited', detail) });
    await open();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  });

  it('validates before calling: an empty email is "required", on blur', async () => {
    const calls = stubFetch({});
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.tab();
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

/** Mirrors the app's Boot: the state follows the token store. */
function TokenSync({ children }: { children: ReactNode }) {
  const { dispatch } = useAppState();
  useEffect(() => onTokenChange((token) => dispatch({ type: 'auth/token', token })), [dispatch]);
  return <>{children}</>;
}

describe('LoginPage inside the real guards', () => {
  it('lands on the redirect although GuestOnly sends a signed-in member home', async () => {
    stubFetch({ 'POST /api/auth/login': () => ({ body: session() }) });
    // Lazy, like the real route modules, and held until the guard has reacted to the sign-in: the
    // navigation is still pending when it does.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const requested: string[] = [];
    const lazyPage = (name: string, guard: boolean) => async () => {
      requested.push(name);
      await held;
      const Page = () => <h1>{name}</h1>;
      return {
        Component: guard
          ? () => (
              <RequireSession>
                <Page />
              </RequireSession>
            )
          : Page,
      };
    };
    await renderPage(
      <TokenSync>
        <GuestOnly>
          <LoginPage />
        </GuestOnly>
      </TokenSync>,
      {
        locale: 'en',
        routePath: '/en/Auth/login',
        path: `/en/Auth/login?redirect=${encodeURIComponent('/en/search?gender=female')}`,
        extraRoutes: [
          { path: '/en', lazy: lazyPage('Home page', false) },
          { path: '/en/search', lazy: lazyPage('Search page', true) },
        ],
      },
    );
    await signIn();
    // Signed in: the guard has taken the form away, and the redirect's page is on its way.
    await waitFor(() => {
      expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
      expect(requested).toContain('Search page');
    });
    release();
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Search page' })).toBeInTheDocument());
  });
});
