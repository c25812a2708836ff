import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  card,
  cardsOf,
  hudaCard,
  HUDA_ID,
  khalidCard,
  KHALID_ID,
  OTHER_ID,
  problem,
  tokenFor,
} from '../../../test/social/fixtures';
import { listShows, openSocialPage } from '../../../test/social/open-page';
import { FollowersPage } from './FollowersPage';
import { FollowingPage } from './FollowingPage';

type Routes = Parameters<typeof openSocialPage>[1]['routes'];

const maryam = card(OTHER_ID, 'Maryam Hassan');
const entries = (...ids: string[]) => ({
  body: {
    items: ids.map((memberId) => ({ memberId, since: '2026-11-01T10:00:00Z' })),
    next: null,
    prev: null,
  },
});

const open = (side: 'followers' | 'following', routes: Routes, memberId = OTHER_ID, token?: string) =>
  openSocialPage(side === 'followers' ? <FollowersPage /> : <FollowingPage />, {
    path: `/profile/${memberId}/${side}`,
    routePath: `/profile/:id/${side}`,
    routes: { 'POST /api/profile/cards': cardsOf(maryam, hudaCard(), khalidCard()), ...routes },
    token,
  });

describe('followers and following lists', () => {
  it("shows a member's followers, titled with their name, each linking to a profile", async () => {
    const { calls } = await open('followers', {
      [`GET /api/social/members/${OTHER_ID}/followers`]: () => entries(HUDA_ID, KHALID_ID),
    });
    expect(await listShows('Huda Saleh')).toHaveAttribute('href', `/en/profile/${HUDA_ID}`);
    expect(screen.getByRole('link', { name: 'Khalid Amin' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Followers of Maryam Hassan' })).toBeInTheDocument();
    expect(document.title).toBe('Followers of Maryam Hassan | Mawadda');
    // The member's own card comes in the same call as the rows'.
    expect(calls.filter((c) => c.url.pathname === '/api/profile/cards').map((c) => c.body)).toEqual([
      { ids: [OTHER_ID, HUDA_ID, KHALID_ID] },
    ]);
    expect(screen.getByRole('link', { name: 'Following' })).toHaveAttribute(
      'href',
      `/en/profile/${OTHER_ID}/following`,
    );
    expect(screen.getByRole('link', { name: 'Back to the profile' })).toHaveAttribute(
      'href',
      `/en/profile/${OTHER_ID}`,
    );
  });

  it("says calmly that a private member's lists are private (403), with no list", async () => {
    await open('following', {
      [`GET /api/social/members/${OTHER_ID}/following`]: () =>
        problem(403, 'social.listsPrivate', "This member's followers and following are private.", {
          field: 'memberId',
        }),
    });
    expect(
      await screen.findByRole('heading', { name: "This member's followers and following are private." }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('They share these lists only with the followers they have accepted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /./ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('is the 404 page for an unknown member (or one who blocks me)', async () => {
    await open('followers', {
      [`GET /api/social/members/${OTHER_ID}/followers`]: () =>
        problem(404, 'social.memberNotFound', 'This member could not be found.'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('says when nobody is followed yet', async () => {
    await open('following', { [`GET /api/social/members/${OTHER_ID}/following`]: () => entries() });
    expect(await screen.findByText('Not following anyone yet.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Members Maryam Hassan follows' }),
    ).toBeInTheDocument();
  });

  it("links my own row in someone else's list to my own profile", async () => {
    await open(
      'followers',
      { [`GET /api/social/members/${OTHER_ID}/followers`]: () => entries(HUDA_ID) },
      OTHER_ID,
      tokenFor(HUDA_ID),
    );
    expect(await listShows('Huda Saleh')).toHaveAttribute('href', '/en/profile');
  });

  it('speaks to me on my own lists, and leads back to my own profile', async () => {
    await open(
      'followers',
      { [`GET /api/social/members/${OTHER_ID}/followers`]: () => entries(HUDA_ID) },
      OTHER_ID,
      tokenFor(OTHER_ID),
    );
    await listShows('Huda Saleh');
    expect(screen.getByRole('heading', { level: 1, name: 'Your followers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the profile' })).toHaveAttribute('href', '/en/profile');
  });
});
