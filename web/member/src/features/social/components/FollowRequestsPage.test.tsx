import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  hudaCard,
  HIDDEN_ID,
  HUDA_ID,
  khalidCard,
  KHALID_ID,
  cardsOf,
  problem,
} from '../../../test/social/fixtures';
import { listShows, openSocialPage, toasts } from '../../../test/social/open-page';
import { FollowRequestsPage } from './FollowRequestsPage';

type Routes = Parameters<typeof openSocialPage>[1]['routes'];

const request = (id: string, memberId: string, direction = 'incoming') => ({
  id,
  memberId,
  direction,
  requestedAt: '2026-11-18T09:30:00Z',
});
const page = (items: object[], next: string | null = null, prev: string | null = null) => ({
  body: { items, next, prev },
});
const accepted = (memberId: string) => ({
  body: {
    memberId,
    following: 'none',
    button: 'Follow',
    outgoingRequestId: null,
    followedBy: 'accepted',
    incomingRequestId: null,
    blocking: false,
  },
});

const open = (routes: Routes, path = '/profile/requests', locale: 'en' | 'ar' = 'en') =>
  openSocialPage(<FollowRequestsPage />, {
    path,
    routePath: '/profile/requests',
    routes: { 'POST /api/profile/cards': cardsOf(hudaCard(), khalidCard()), ...routes },
    locale,
  });

/** The list item of a member, by the name on it. */
const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('follow requests', () => {
  it('lists who asked, with photo or initial, age, place and a link to the profile; hidden members left out', async () => {
    const { calls } = await open({
      'GET /api/social/requests': () =>
        page([request('r1', HUDA_ID), request('r2', HIDDEN_ID), request('r3', KHALID_ID)]),
    });
    expect(await listShows('Huda Saleh')).toHaveAttribute('href', `/en/profile/${HUDA_ID}`);
    expect(document.title).toBe('Follow requests | Mawadda');
    expect(screen.getAllByRole('listitem').filter((li) => li.querySelector('.member-row'))).toHaveLength(2);
    expect(row('Huda Saleh')).toHaveTextContent('28 years old');
    expect(row('Huda Saleh')).toHaveTextContent('Dubai, United Arab Emirates');
    expect(row('Huda Saleh')).toHaveTextContent('Online');
    expect(row('Huda Saleh')).toHaveTextContent('Asked on November 18, 2026');
    expect(row('Huda Saleh').querySelector('.member-avatar img')).toHaveAttribute(
      'src',
      expect.stringContaining(`/api/profile/media/${HUDA_ID}/h1/w640.webp`),
    );
    // No photo: a neutral initial, never a stranger's face.
    expect(row('Khalid Amin').querySelector('img')).toBeNull();
    expect(row('Khalid Amin').querySelector('.member-avatar__initial')).toHaveTextContent('K');
    expect(row('Khalid Amin')).toHaveTextContent('Abu Dhabi, United Arab Emirates');
    // One cards call for the whole page.
    const cards = calls.filter((c) => c.url.pathname === '/api/profile/cards');
    expect(cards.map((c) => c.body)).toEqual([{ ids: [HUDA_ID, HIDDEN_ID, KHALID_ID] }]);
    expect(
      calls.find((c) => c.url.pathname === '/api/social/requests')?.url.searchParams.get('direction'),
    ).toBe('incoming');
  });

  it('accepts and rejects: "request accepted", "request rejected", and each row leaves', async () => {
    const { user, calls } = await open({
      'GET /api/social/requests': () => page([request('r1', HUDA_ID), request('r3', KHALID_ID)]),
      'POST /api/social/requests/r1/accept': () => accepted(HUDA_ID),
      'POST /api/social/requests/r3/reject': () => ({
        body: { ...accepted(KHALID_ID).body, followedBy: 'none' },
      }),
    });
    await listShows('Huda Saleh');
    const accept = within(row('Huda Saleh')).getByRole('button', { name: 'Accept' });
    // Which member a button acts on is said to screen readers too.
    expect(accept).toHaveAccessibleDescription('Huda Saleh');
    await user.click(accept);
    await waitFor(() => expect(toasts()).toHaveTextContent('request accepted'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Huda Saleh' })).not.toBeInTheDocument());

    await user.click(within(row('Khalid Amin')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('request rejected'));
    expect(await screen.findByText('No follow requests are waiting for your answer.')).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.method === 'POST' && c.url.pathname.startsWith('/api/social'))
        .map((c) => c.url.pathname),
    ).toEqual(['/api/social/requests/r1/accept', '/api/social/requests/r3/reject']);
  });

  it('says so when the requester withdrew meanwhile, and drops the row', async () => {
    const { user } = await open({
      'GET /api/social/requests': () => page([request('r1', HUDA_ID)]),
      'POST /api/social/requests/r1/accept': () =>
        problem(404, 'social.requestGone', 'This request is no longer waiting for an answer.'),
    });
    await listShows('Huda Saleh');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('This request is no longer waiting for an answer.'),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Huda Saleh' })).not.toBeInTheDocument());
  });

  it('keeps the row when the answer fails, so it can be given again', async () => {
    const { user } = await open({
      'GET /api/social/requests': () => page([request('r1', HUDA_ID)]),
      'POST /api/social/requests/r1/accept': () => ({ status: 503, body: {} }),
    });
    await listShows('Huda Saleh');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('The request could not be answered.'));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('shows my sent requests with Cancel, which withdraws one (DELETE follows)', async () => {
    const { user, calls, router } = await open({
      'GET /api/social/requests': (_body, url) =>
        url.searchParams.get('direction') === 'outgoing'
          ? page([request('o1', KHALID_ID, 'outgoing')])
          : page([]),
      [`DELETE /api/social/follows/${KHALID_ID}`]: () => ({
        body: { ...accepted(KHALID_ID).body, followedBy: 'none' },
      }),
    });
    expect(await screen.findByText('No follow requests are waiting for your answer.')).toBeInTheDocument();
    const received = screen.getByRole('link', { name: 'Received' });
    expect(received).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Sent' }));
    expect(router.state.location.search).toBe('?direction=outgoing');
    await listShows('Khalid Amin');
    expect(screen.getByRole('link', { name: 'Sent' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('follow request cancelled'));
    expect(await screen.findByText('You have no follow requests waiting for an answer.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      `/api/social/follows/${KHALID_ID}`,
    ]);
  });

  it('pages with Next and Previous, keeping the direction, and focuses the heading', async () => {
    const { user, calls, router } = await open(
      {
        'GET /api/social/requests': (_body, url) =>
          url.searchParams.get('cursor') === 'older'
            ? page([request('o2', KHALID_ID, 'outgoing')], null, 'newer')
            : page([request('o1', HUDA_ID, 'outgoing')], 'older', null),
      },
      '/profile/requests?direction=outgoing',
    );
    await listShows('Huda Saleh');
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await listShows('Khalid Amin');
    expect(router.state.location.search).toBe('?direction=outgoing&cursor=older');
    const last = calls.filter((c) => c.url.pathname === '/api/social/requests').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toMatchObject({
      direction: 'outgoing',
      cursor: 'older',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Follow requests' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await listShows('Huda Saleh');
    expect(router.state.location.search).toBe('?direction=outgoing&cursor=newer');
  });

  it('goes back to the newest page when a cursor is no longer valid', async () => {
    const { router } = await open(
      {
        'GET /api/social/requests': (_body, url) =>
          url.searchParams.get('cursor')
            ? problem(400, 'validation.query', 'The query parameter cursor is not valid.')
            : page([request('r1', HUDA_ID)]),
      },
      '/profile/requests?cursor=stale',
    );
    await listShows('Huda Saleh');
    expect(router.state.location.search).toBe('');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    const { user } = await open({
      'GET /api/social/requests': () => (fail ? { status: 503, body: {} } : page([request('r1', HUDA_ID)])),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load this list.");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await listShows('Huda Saleh')).toBeInTheDocument();
  });

  it('is in Arabic on the Arabic page', async () => {
    await open(
      { 'GET /api/social/requests': () => page([request('r1', HUDA_ID)]) },
      '/profile/requests',
      'ar',
    );
    await listShows('Huda Saleh');
    expect(screen.getByRole('heading', { level: 1, name: 'طلبات المتابعة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'قبول' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Huda Saleh' })).toHaveAttribute('href', `/profile/${HUDA_ID}`);
  });
});
