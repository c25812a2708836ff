import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { MemberProfilePage } from '../../../pages/MemberProfilePage';
import { memberProfile } from '../../../test/profile/fixtures';
import { openMemberProfile, requests } from '../../../test/profile/open-profile';
import { following, OTHER_ID, problem, relationship, requested } from '../../../test/social/fixtures';
import { toasts } from '../../../test/social/open-page';

const PROFILE = `GET /api/profile/${OTHER_ID}`;
const RELATIONSHIP = `GET /api/social/relationship/${OTHER_ID}`;
const FOLLOWS = `/api/social/follows/${OTHER_ID}`;

const followButton = (name: string) => screen.findByRole('button', { name });

describe('the follow button on another member’s profile', () => {
  it('follows a public profile at once, says "followed", then unfollows with "unfollowed"', async () => {
    const { calls } = await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: relationship() }),
      [`POST ${FOLLOWS}`]: () => ({ body: following() }),
      [`DELETE ${FOLLOWS}`]: () => ({ body: relationship() }),
    });
    const user = userEvent.setup();
    await user.click(await followButton('Follow'));
    await waitFor(() => expect(toasts()).toHaveTextContent('followed'));
    await user.click(await followButton('Unfollow'));
    await waitFor(() => expect(toasts()).toHaveTextContent('unfollowed'));
    expect(await followButton('Follow')).toBeInTheDocument();
    expect(requests(calls, 'POST')).toEqual([`POST ${FOLLOWS}`]);
    expect(requests(calls, 'DELETE')).toEqual([`DELETE ${FOLLOWS}`]);
  });

  it('asks a private profile: "follow request sent", Requested, and a press on Requested cancels', async () => {
    const { calls } = await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile({ visibility: 'private', mediaLocked: true }) }),
      [RELATIONSHIP]: () => ({ body: relationship() }),
      [`POST ${FOLLOWS}`]: () => ({ body: requested() }),
      [`DELETE ${FOLLOWS}`]: () => ({ body: relationship() }),
    });
    const user = userEvent.setup();
    await user.click(await followButton('Follow'));
    await waitFor(() => expect(toasts()).toHaveTextContent('follow request sent'));
    const pending = await followButton('Requested');
    // A screen reader hears what pressing it will do.
    expect(pending).toHaveAccessibleDescription(
      "Your request is waiting for Maryam Hassan's answer. Press to cancel it.",
    );
    await user.click(pending);
    await waitFor(() => expect(toasts()).toHaveTextContent('follow request cancelled'));
    expect(await followButton('Follow')).toBeInTheDocument();
    expect(requests(calls, 'DELETE')).toEqual([`DELETE ${FOLLOWS}`]);
  });

  it('reads the profile again after a follow changes, so photos open or close with it', async () => {
    // An accepted follower sees the private photos; once they unfollow, the API locks them again.
    let locked = false;
    const { calls } = await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({
        body: memberProfile({
          visibility: 'private',
          mediaLocked: locked,
          ...(locked && { media: { avatar: null, cover: null, photos: [], cv: null, video: null } }),
        }),
      }),
      [RELATIONSHIP]: () => ({ body: following() }),
      [`DELETE ${FOLLOWS}`]: () => ({ body: relationship() }),
    });
    const unfollow = await followButton('Unfollow');
    expect(screen.getByRole('img', { name: 'Photo 1 of 1' })).toBeInTheDocument();
    locked = true;
    await userEvent.setup().click(unfollow);
    expect(
      await screen.findByRole('heading', { name: "This member's photos are private" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo 1 of 1' })).not.toBeInTheDocument();
    expect(requests(calls, 'GET').filter((r) => r === PROFILE)).toHaveLength(2);
  });

  it('says "Error while following the user" when the follow fails, and keeps Follow', async () => {
    await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: relationship() }),
      [`POST ${FOLLOWS}`]: () => ({ status: 503, body: {} }),
    });
    await userEvent.setup().click(await followButton('Follow'));
    await waitFor(() => expect(toasts()).toHaveTextContent('Error while following the user'));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('tells how long to wait when there were too many follows (429, the server’s words)', async () => {
    await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: relationship() }),
      [`POST ${FOLLOWS}`]: () =>
        problem(429, 'error.rateLimited', 'Too many attempts. Please try again in 120 seconds.'),
    });
    await userEvent.setup().click(await followButton('Follow'));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Too many attempts. Please try again in 120 seconds.'),
    );
  });

  it('says "Please login first" when the session ended and could not be renewed', async () => {
    await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: relationship() }),
      [`POST ${FOLLOWS}`]: () => problem(401, 'error.sessionExpired', 'Your session has ended.'),
      'POST /api/auth/refresh': () => problem(401, 'error.sessionExpired', 'Your session has ended.'),
    });
    await userEvent.setup().click(await followButton('Follow'));
    await waitFor(() => expect(toasts()).toHaveTextContent('Please login first'));
  });

  it('offers a guest the button too, and a press says "Please login first" without calling the API', async () => {
    // A guest reads the profile's guest view; the follow itself never reaches the API.
    const calls = stubFetch({ [PROFILE]: () => ({ body: memberProfile({ fullName: 'Maryam' }) }) });
    await renderPage(<MemberProfilePage />, {
      path: `/en/profile/${OTHER_ID}`,
      routePath: '/en/profile/:id',
    });
    await userEvent.setup().click(await followButton('Follow'));
    await waitFor(() => expect(toasts()).toHaveTextContent('Please login first'));
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([PROFILE]);
  });

  it('is in Arabic on the Arabic page', async () => {
    await openMemberProfile(
      OTHER_ID,
      {
        [PROFILE]: () => ({ body: memberProfile() }),
        [RELATIONSHIP]: () => ({ body: requested() }),
      },
      'ar',
    );
    expect(await followButton('تم الطلب')).toBeInTheDocument();
  });
});

describe('their follow request, on their profile', () => {
  const incoming = relationship({ followedBy: 'requested', incomingRequestId: 'req-7' });

  it('accepts it right there: "request accepted", and the question goes away', async () => {
    const { calls } = await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: incoming }),
      'POST /api/social/requests/req-7/accept': () => ({
        body: relationship({ followedBy: 'accepted' }),
      }),
    });
    const notice = await screen.findByRole('region', { name: 'Maryam Hassan would like to follow you' });
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('request accepted'));
    expect(screen.queryByRole('region', { name: /would like to follow you/ })).not.toBeInTheDocument();
    expect(requests(calls, 'POST')).toEqual(['POST /api/social/requests/req-7/accept']);
    // My own follow button is independent of their request.
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
  });

  it('rejects it: "request rejected"', async () => {
    await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: incoming }),
      'POST /api/social/requests/req-7/reject': () => ({ body: relationship() }),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('request rejected'));
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it.each([
    ['female', 'بقبول الطلب تصبح مريم حسن من متابِعيك، وترى صورك'],
    ['male', 'بقبول الطلب يصبح مريم حسن من متابِعيك، ويرى صورك'],
  ] as const)('speaks of a %s requester with the right Arabic verbs', async (gender, sentence) => {
    await openMemberProfile(
      OTHER_ID,
      {
        [PROFILE]: () => ({ body: memberProfile({ gender, fullNameAr: 'مريم حسن' }) }),
        [RELATIONSHIP]: () => ({ body: incoming }),
      },
      'ar',
    );
    const notice = await screen.findByRole('region', { name: 'طلب متابعة من مريم حسن' });
    expect(notice).toHaveTextContent(sentence);
  });

  it('says so when they withdrew it meanwhile, and asks again where things stand', async () => {
    let answer = incoming;
    const { calls } = await openMemberProfile(OTHER_ID, {
      [PROFILE]: () => ({ body: memberProfile() }),
      [RELATIONSHIP]: () => ({ body: answer }),
      'POST /api/social/requests/req-7/accept': () =>
        problem(404, 'social.requestGone', 'This request is no longer waiting for an answer.'),
    });
    answer = relationship();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('This request is no longer waiting for an answer.'),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument());
    expect(requests(calls, 'GET').filter((r) => r === RELATIONSHIP)).toHaveLength(2);
  });
});
