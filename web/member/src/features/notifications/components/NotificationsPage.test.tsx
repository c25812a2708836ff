import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { NotificationsPage } from './NotificationsPage';
import { isolate } from '../../../lib/bidi';

const amina = '018f0000-0000-7000-8000-00000000000a';
const hidden = '018f0000-0000-7000-8000-00000000000b';
const at = new Date(Date.now() - 5 * 60_000).toISOString();
const item = (over: Record<string, unknown>) => ({
  id: crypto.randomUUID(),
  actorId: null,
  subjectId: null,
  params: {},
  createdAt: at,
  readAt: null,
  ...over,
});
const page = {
  items: [
    item({ id: 'n-1', kind: 'follow.requested', actorId: amina, link: '/profile/requests' }),
    item({ id: 'n-2', kind: 'conversation.started', actorId: hidden, subjectId: 'c-1', link: '/chat/c-1' }),
    item({
      id: 'n-3',
      kind: 'billing.notice',
      params: { code: 'trial_ends_in_1_day' },
      link: '/subscription',
      readAt: at,
    }),
    item({
      id: 'n-4',
      kind: 'moderation.result',
      params: { item: 'aboutMe', decision: 'rejected', reason: 'contact_details' },
      link: '/profile',
    }),
  ],
  next: null,
  prev: null,
};
const card = {
  memberId: amina,
  fullName: 'Amina Yusuf',
  fullNameEn: 'Amina Yusuf',
  fullNameAr: 'أمينة يوسف',
  gender: 'female',
  age: 29,
  country: 'AE',
  city: 'AE-DXB',
  presence: 'offline',
  avatar: null,
};
const signedIn = { auth: { isAuthenticated: true } } as const;

describe('the notification centre', () => {
  it('lists what I was told, with the actor’s name, and marks one read when I open it', async () => {
    const calls = stubFetch({
      'GET /api/notify/notifications': () => ({ body: page }),
      'POST /api/profile/cards': () => ({ body: { items: [card] } }),
      'POST /api/notify/notifications/n-1/read': () => ({ status: 204 }),
      'GET /api/notify/notifications/unread-count': () => ({ body: { count: 2 } }),
    });
    await renderPage(<NotificationsPage />, { path: '/notifications', state: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(`${isolate('Amina Yusuf')} asked to follow you`)).toBeInTheDocument(),
    );
    // The member whose card I may not see keeps the notification, without a name.
    expect(screen.getByText(`${isolate('A member')} started a conversation with you`)).toBeInTheDocument();
    expect(screen.getByText('Your free trial ends tomorrow')).toBeInTheDocument();
    expect(screen.getByText('Your “about me” text was not approved')).toBeInTheDocument();

    const follow = screen.getByText(`${isolate('Amina Yusuf')} asked to follow you`).closest('a')!;
    expect(follow).toHaveAttribute('href', '/en/profile/requests');
    expect(within(follow).getByText('Unread')).toBeInTheDocument();
    await userEvent.click(follow);
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/notify/notifications/n-1/read'),
      ).toBe(true),
    );
  });

  it('marks all read at once', async () => {
    const calls = stubFetch({
      'GET /api/notify/notifications': () => ({ body: page }),
      'POST /api/profile/cards': () => ({ body: { items: [card] } }),
      'POST /api/notify/notifications/read-all': () => ({ body: { updated: 3 } }),
    });
    await renderPage(<NotificationsPage />, { path: '/notifications', state: signedIn });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/notify/notifications/read-all'),
      ).toBe(true),
    );
  });

  it('tells me my suggestions of the day are ready, how many, and leads to my home', async () => {
    const suggestions = (count: number) => ({
      items: [
        item({
          id: 'n-s',
          kind: 'suggestions.ready',
          subjectId: '2026-11-29',
          params: { count },
          link: '/',
        }),
      ],
      next: null,
      prev: null,
    });
    stubFetch({ 'GET /api/notify/notifications': () => ({ body: suggestions(7) }) });
    await renderPage(<NotificationsPage />, { path: '/notifications', state: signedIn });
    const title = await screen.findByText('Your suggestions for today are ready');
    const link = title.closest('a')!;
    expect(link).toHaveAttribute('href', '/en');
    expect(within(link).getByText('7 members who fit what you are looking for')).toBeInTheDocument();
  });

  it('says how many suggestions in Arabic, in its plural form', async () => {
    stubFetch({
      'GET /api/notify/notifications': () => ({
        body: {
          items: [
            item({ kind: 'suggestions.ready', subjectId: '2026-11-29', params: { count: 2 }, link: '/' }),
          ],
          next: null,
          prev: null,
        },
      }),
    });
    await renderPage(<NotificationsPage />, { path: '/notifications', state: signedIn, locale: 'ar' });
    const title = await screen.findByText('اقتراحاتك لهذا اليوم جاهزة');
    expect(title.closest('a')).toHaveAttribute('href', '/');
    expect(screen.getByText('عضوان يوافقان ما حدّدته من مواصفات')).toBeInTheDocument();
  });

  it('says so when there is nothing, and leads to the settings', async () => {
    stubFetch({ 'GET /api/notify/notifications': () => ({ body: { items: [], next: null, prev: null } }) });
    await renderPage(<NotificationsPage />, { path: '/notifications', state: signedIn });
    expect(await screen.findByText(/Nothing new yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/en/notifications/settings',
    );
  });
});
