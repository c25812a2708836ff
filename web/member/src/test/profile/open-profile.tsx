import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnProfile } from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { useAppState } from '../../app/state';
import { onTokenChange, writeToken } from '../../app/token-store';
import { RequireSession } from '../../routes/guards';
import { renderPage, stubFetch } from '../render';
import { MemberProfilePage } from '../../pages/MemberProfilePage';
import { OwnProfilePage } from '../../pages/OwnProfilePage';
import { ownProfile } from './fixtures';

type Routes = Parameters<typeof stubFetch>[0];

/** As the app's Boot does: the state follows the token store (sign-out on this page is seen). */
function FollowToken() {
  const { dispatch } = useAppState();
  useEffect(() => onTokenChange((token) => dispatch({ type: 'auth/token', token })), [dispatch]);
  return null;
}

const signedIn = { auth: { isAuthenticated: true }, token: 'member-token' };

const common = (routes: Routes): Routes => ({
  ...routes,
});

/** /profile for a signed-in member whose GET /api/profile/me answers `profile`, once loaded. */
export async function openOwnProfile(
  profile: OwnProfile = ownProfile(),
  routes: Routes = {},
  locale: Locale = 'en',
) {
  writeToken('member-token');
  const calls = stubFetch(common({ 'GET /api/profile/me': () => ({ body: profile }), ...routes }));
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  // Behind the member-only guard, as in the route table: signing out on this page meets it.
  const page = (
    <>
      <FollowToken />
      <RequireSession>
        <OwnProfilePage />
      </RequireSession>
    </>
  );
  const rendered = await renderPage(page, {
    locale,
    path: `${prefix}/profile`,
    routePath: `${prefix}/profile`,
    state: signedIn,
    extraRoutes: [
      { path: prefix || '/', element: <h1>Home page</h1> },
      { path: `${prefix}/Auth/login`, element: <h1>Login page</h1> },
    ],
  });
  // Generous: a profile still being created is asked for again after a short wait.
  await screen.findByRole('heading', { level: 1, name: profile.fullName }, { timeout: 3000 });
  return { calls, user: userEvent.setup(), router: rendered.router };
}

/** /profile/{id} for a signed-in member; `routes` answers GET /api/profile/{id}. */
export async function openMemberProfile(memberId: string, routes: Routes, locale: Locale = 'en') {
  writeToken('member-token');
  const calls = stubFetch(common(routes));
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  await renderPage(<MemberProfilePage />, {
    locale,
    path: `${prefix}/profile/${memberId}`,
    routePath: `${prefix}/profile/:id`,
    state: signedIn,
  });
  return { calls };
}

/** /profile/{id} for a guest (no token); `routes` answers GET /api/profile/{id}. */
export async function openMemberProfileAsGuest(memberId: string, routes: Routes, locale: Locale = 'en') {
  const calls = stubFetch(common(routes));
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  await renderPage(<MemberProfilePage />, {
    locale,
    path: `${prefix}/profile/${memberId}`,
    routePath: `${prefix}/profile/:id`,
  });
  return { calls };
}

/** The requests of one method and path, as `METHOD /path`. */
export const requests = (calls: ReturnType<typeof stubFetch>, method: string) =>
  calls.filter((c) => c.method === method).map((c) => `${c.method} ${c.url.pathname}`);
