import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { UNREAD_REFRESH_MS } from '../hooks/use-unread-count';
import { NotificationBell } from './NotificationBell';

const signedIn = { auth: { isAuthenticated: true } } as const;
const bell = () => screen.getByRole('link', { name: /^(Notifications|الإشعارات)/ });

afterEach(() => vi.useRealTimers());

describe('the header’s bell', () => {
  it('shows how many notifications wait, and says it in words', async () => {
    stubFetch({ 'GET /api/notify/notifications/unread-count': () => ({ body: { count: 3 } }) });
    await renderPage(<NotificationBell />, { state: signedIn });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications 3 unread'));
    expect(bell()).toHaveAttribute('href', '/en/notifications');
    expect(bell().querySelector('.count-badge')).toHaveTextContent('3');
  });

  it('reads 99+ from 100 on, and nothing when all is read', async () => {
    let count = 100;
    stubFetch({ 'GET /api/notify/notifications/unread-count': () => ({ body: { count } }) });
    const { queryClient } = await renderPage(<NotificationBell />, { state: signedIn });
    await waitFor(() => expect(bell().querySelector('.count-badge')).toHaveTextContent('99+'));
    expect(bell()).toHaveAccessibleName('Notifications more than 99 unread');
    count = 0;
    await queryClient.invalidateQueries();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(bell().querySelector('.count-badge')).toBeNull();
  });

  it('asks again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 1;
    const calls = stubFetch({ 'GET /api/notify/notifications/unread-count': () => ({ body: { count } }) });
    await renderPage(<NotificationBell />, { state: signedIn });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications 1 unread'));
    count = 2;
    await vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS + 10);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications 2 unread'));
    expect(calls.filter((c) => c.url.pathname.endsWith('/unread-count')).length).toBeGreaterThanOrEqual(2);
  });

  it('says the count in Arabic, with its plural form, and leads to the Arabic page', async () => {
    stubFetch({ 'GET /api/notify/notifications/unread-count': () => ({ body: { count: 2 } }) });
    await renderPage(<NotificationBell />, { state: signedIn, locale: 'ar' });
    await waitFor(() => expect(bell()).toHaveAccessibleName('الإشعارات إشعاران غير مقروءين'));
    expect(bell()).toHaveAttribute('href', '/notifications');
  });

  it('is not there for a guest, and asks nothing', async () => {
    const calls = stubFetch({});
    await renderPage(<NotificationBell />);
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
