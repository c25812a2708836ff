import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberProfile, OWN_ID, ownProfile } from '../../../test/profile/fixtures';
import { openMemberProfile, openOwnProfile } from '../../../test/profile/open-profile';
import { following, OTHER_ID, relationship } from '../../../test/social/fixtures';

const counts = (memberId: string, followers: number, followingCount: number, listsVisible = true) => ({
  body: { memberId, followers, following: followingCount, listsVisible },
});
const countsList = () => screen.findByRole('list', { name: 'Followers and following' });

describe('followers and following on profiles', () => {
  it("shows another member's counts, linking to their lists when their privacy allows", async () => {
    await openMemberProfile(OTHER_ID, {
      [`GET /api/profile/${OTHER_ID}`]: () => ({ body: memberProfile() }),
      [`GET /api/social/relationship/${OTHER_ID}`]: () => ({ body: relationship() }),
      [`GET /api/social/members/${OTHER_ID}/counts`]: () => counts(OTHER_ID, 12, 1),
    });
    const list = await countsList();
    expect(within(list).getByRole('link', { name: '12 followers' })).toHaveAttribute(
      'href',
      `/en/profile/${OTHER_ID}/followers`,
    );
    expect(within(list).getByRole('link', { name: '1 following' })).toHaveAttribute(
      'href',
      `/en/profile/${OTHER_ID}/following`,
    );
  });

  it('shows the numbers without links when the lists are private to this viewer', async () => {
    await openMemberProfile(OTHER_ID, {
      [`GET /api/profile/${OTHER_ID}`]: () => ({ body: memberProfile({ visibility: 'private' }) }),
      [`GET /api/social/relationship/${OTHER_ID}`]: () => ({ body: relationship() }),
      [`GET /api/social/members/${OTHER_ID}/counts`]: () => counts(OTHER_ID, 1, 4, false),
    });
    const list = await countsList();
    expect(list).toHaveTextContent('1 follower');
    expect(list).toHaveTextContent('4 following');
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
  });

  it('counts again after a follow, so the member sees their follow counted', async () => {
    let followers = 12;
    await openMemberProfile(OTHER_ID, {
      [`GET /api/profile/${OTHER_ID}`]: () => ({ body: memberProfile() }),
      [`GET /api/social/relationship/${OTHER_ID}`]: () => ({ body: relationship() }),
      [`POST /api/social/follows/${OTHER_ID}`]: () => {
        followers = 13;
        return { body: following() };
      },
      [`GET /api/social/members/${OTHER_ID}/counts`]: () => counts(OTHER_ID, followers, 1),
    });
    expect(await countsList()).toHaveTextContent('12 followers');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Followers and following' })).toHaveTextContent('13 followers'),
    );
  });

  it('writes the counts in Arabic on the Arabic page', async () => {
    await openMemberProfile(
      OTHER_ID,
      {
        [`GET /api/profile/${OTHER_ID}`]: () => ({ body: memberProfile() }),
        [`GET /api/social/members/${OTHER_ID}/counts`]: () => counts(OTHER_ID, 12, 3),
      },
      'ar',
    );
    const list = await screen.findByRole('list', { name: 'المتابِعون ومن يتابعهم' });
    expect(within(list).getByRole('link', { name: 'المتابِعون: 12' })).toHaveAttribute(
      'href',
      `/profile/${OTHER_ID}/followers`,
    );
    // She follows: the feminine verb (a man's profile reads يتابِع).
    expect(within(list).getByRole('link', { name: 'تتابِع: 3' })).toBeInTheDocument();
  });

  it('shows my own counts on my profile, and the way to follow requests and blocked members', async () => {
    await openOwnProfile(ownProfile(), {
      [`GET /api/social/members/${OWN_ID}/counts`]: () => counts(OWN_ID, 0, 2),
    });
    const list = await countsList();
    expect(within(list).getByRole('link', { name: '0 followers' })).toHaveAttribute(
      'href',
      `/en/profile/${OWN_ID}/followers`,
    );
    const links = screen.getByRole('region', { name: 'Followers and safety' });
    expect(within(links).getByRole('link', { name: 'Follow requests' })).toHaveAttribute(
      'href',
      '/en/profile/requests',
    );
    expect(within(links).getByRole('link', { name: 'Blocked members' })).toHaveAttribute(
      'href',
      '/en/profile/blocked',
    );
  });
});
