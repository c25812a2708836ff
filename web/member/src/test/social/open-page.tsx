import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@mawadda/contracts/locale';
import { writeToken } from '../../app/token-store';
import { renderPage, stubFetch } from '../render';

type Routes = Parameters<typeof stubFetch>[0];

/**
 * A social page for a signed-in member, at `path` (without the locale prefix) under the route
 * pattern `routePath`, with the API answering `routes` (and the reference lists every list reads).
 */
export async function openSocialPage(
  page: ReactNode,
  {
    path,
    routePath,
    routes,
    locale = 'en',
    token = 'member-token',
  }: { path: string; routePath: string; routes: Routes; locale?: Locale; token?: string },
) {
  writeToken(token);
  const calls = stubFetch({
    ...routes,
  });
  const prefix = locale === 'ar' ? '' : `/${locale}`;
  const rendered = await renderPage(page, {
    locale,
    path: `${prefix}${path}`,
    routePath: `${prefix}${routePath}`,
    state: { auth: { isAuthenticated: true }, token },
    extraRoutes: [{ path: `${prefix}/profile/:id`, element: <h1>Profile page</h1> }],
  });
  return { calls, user: userEvent.setup(), router: rendered.router };
}

/** The toasts region (top-right, polite): what the member was just told. */
export const toasts = () => document.querySelector<HTMLElement>('.toasts')!;

/** Waits for the list to be on screen (its first member's name). */
export const listShows = (name: string) => screen.findByRole('link', { name });
