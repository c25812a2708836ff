import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardsOf, HIDDEN_ID, hudaCard, HUDA_ID, khalidCard, KHALID_ID } from '../../../test/social/fixtures';
import { listShows, openSocialPage, toasts } from '../../../test/social/open-page';
import { BlockedMembersPage } from './BlockedMembersPage';

type Routes = Parameters<typeof openSocialPage>[1]['routes'];

const blocks = (...ids: string[]) => ({
  body: {
    items: ids.map((memberId) => ({ memberId, blockedAt: '2026-11-19T08:00:00Z' })),
    next: null,
    prev: null,
  },
});
const unblocked = (memberId: string) => ({
  body: {
    memberId,
    following: 'none',
    button: 'Follow',
    outgoingRequestId: null,
    followedBy: 'none',
    incomingRequestId: null,
    blocking: false,
  },
});

const open = (routes: Routes) =>
  openSocialPage(<BlockedMembersPage />, {
    path: '/profile/blocked',
    routePath: '/profile/blocked',
    routes: { 'POST /api/profile/cards': cardsOf(hudaCard(), khalidCard()), ...routes },
  });

describe('blocked members', () => {
  it('lists whom I block and since when; Unblock lifts one and the row leaves', async () => {
    const { user, calls } = await open({
      'GET /api/social/blocks': () => blocks(HUDA_ID, KHALID_ID),
      [`DELETE /api/social/blocks/${KHALID_ID}`]: () => unblocked(KHALID_ID),
    });
    await listShows('Huda Saleh');
    expect(document.title).toBe('Blocked members | Mawadda');
    const khalid = screen.getByRole('link', { name: 'Khalid Amin' }).closest('li')!;
    expect(khalid).toHaveTextContent('Blocked on November 19, 2026');
    await user.click(within(khalid).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('Khalid Amin is unblocked'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Khalid Amin' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Huda Saleh' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      `/api/social/blocks/${KHALID_ID}`,
    ]);
  });

  it('keeps the row and says so when unblocking fails', async () => {
    const { user } = await open({
      'GET /api/social/blocks': () => blocks(HUDA_ID),
      [`DELETE /api/social/blocks/${HUDA_ID}`]: () => ({ status: 503, body: {} }),
    });
    await listShows('Huda Saleh');
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('Huda Saleh could not be unblocked.'));
    expect(screen.getByRole('link', { name: 'Huda Saleh' })).toBeInTheDocument();
  });

  it('keeps a member who blocks me too, without their details, so I can still unblock them', async () => {
    const { user } = await open({
      'GET /api/social/blocks': () => blocks(HUDA_ID, HIDDEN_ID),
      [`DELETE /api/social/blocks/${HIDDEN_ID}`]: () => unblocked(HIDDEN_ID),
    });
    await listShows('Huda Saleh');
    const rows = () => [...document.querySelectorAll<HTMLElement>('.member-list > li')];
    expect(rows()).toHaveLength(2);
    const hidden = rows()[1]!;
    expect(hidden).toHaveTextContent('Member details not available');
    expect(within(hidden).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(hidden).getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(toasts()).toHaveTextContent('This member is unblocked'));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('says when nobody is blocked', async () => {
    await open({ 'GET /api/social/blocks': () => blocks() });
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });
});
