import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnProfile, Preferences } from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { writeToken } from '../../../app/token-store';
import { PreferencesPage } from '../../../pages/PreferencesPage';
import { RequireSession } from '../../../routes/guards';
import { ownProfile } from '../../../test/profile/fixtures';
import { renderPage, stubFetch } from '../../../test/render';

type Routes = Parameters<typeof stubFetch>[0];

/** The wishes as the API answers them. */
export const view = (preferences: Preferences = {}) => ({
  preferences,
  updatedAt: Object.keys(preferences).length ? '2026-11-20T09:00:00Z' : null,
});

/**
 * /profile/preferences for a signed-in member whose profile is `profile` and whose saved wishes
 * are `saved`; a save answers with what was sent, unless `routes` says otherwise.
 */
export async function openPreferences({
  profile = ownProfile(),
  saved = {},
  routes = {},
  locale = 'en',
}: { profile?: OwnProfile; saved?: Preferences; routes?: Routes; locale?: Locale } = {}) {
  writeToken('member-token');
  const calls = stubFetch({
    'GET /api/profile/me': () => ({ body: profile }),
    'GET /api/profile/me/preferences': () => ({ body: view(saved) }),
    'PUT /api/profile/me/preferences': (body) => ({ body: view(body as Preferences) }),
    ...routes,
  });
  const path = `${locale === 'ar' ? '' : `/${locale}`}/profile/preferences`;
  await renderPage(
    <RequireSession>
      <PreferencesPage />
    </RequireSession>,
    { locale, path, routePath: path, state: { auth: { isAuthenticated: true }, token: 'member-token' } },
  );
  // The form is there once both the profile and the wishes have arrived.
  await screen.findByRole('form');
  return { calls, user: userEvent.setup() };
}

/** The bodies of every save, in order. */
export const saves = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((c) => c.method === 'PUT' && c.url.pathname === '/api/profile/me/preferences').map((c) => c.body);
