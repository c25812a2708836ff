import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { DevicePushSettings } from './DevicePushSettings';

const KEY = 'BJRTMgwMbEiaIxcobPK2DQEeNTWVhdryw-fUTWrPNjFhRkuSzV3O3-Rq6_A2x29celaOzCCvr6cMSuQpX7AxmqU';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';
const signedIn = { auth: { isAuthenticated: true } } as const;
const allOn = {
  'chat.message': true,
  'guardian.decision': true,
  'reveal.granted': true,
  'suggestions.ready': true,
};

/** A browser with a service worker, the Push API and notifications, as far as the page uses them. */
function stubBrowser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
}) {
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = options.answer ?? 'granted';
      return notification.permission;
    }),
  };
  const keyBytes = Uint8Array.from(atob(KEY.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) =>
    c.charCodeAt(0),
  );
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: keyBytes.buffer },
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => {
      held = null;
      return true;
    }),
  };
  let held: typeof subscription | null = options.subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => held),
    subscribe: vi.fn(async () => (held = subscription)),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { notification, pushManager, subscription };
}

afterEach(() => {
  vi.unstubAllGlobals();
  // jsdom has no service worker: leave none behind for the next test.
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('notifications on this device', () => {
  it('says so where the browser cannot take notifications, and asks nothing', async () => {
    const calls = stubFetch({});
    await renderPage(<DevicePushSettings />, { path: '/notifications/settings', state: signedIn });
    expect(
      await screen.findByText(/This browser cannot show notifications from Mawadda/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('turns on: asks permission, subscribes with the site’s key, tells the server, then shows the topics', async () => {
    const browser = stubBrowser({});
    const calls = stubFetch({
      'GET /api/notify/push/key': () => ({ body: { publicKey: KEY } }),
      'POST /api/notify/push/subscriptions': () => ({
        status: 201,
        body: { id: 'd1', label: 'Chrome · Android', createdAt: '2026-11-29T10:00:00.000Z' },
      }),
      'GET /api/notify/push/preferences': () => ({ body: allOn }),
      'PUT /api/notify/push/preferences': (body) => ({ body: { ...allOn, ...(body as object) } }),
    });
    await renderPage(<DevicePushSettings />, { path: '/notifications/settings', state: signedIn });
    const toggle = await screen.findByRole('switch', { name: 'Send notifications to this device' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(await screen.findByText('This device will now get your notifications')).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    const [{ applicationServerKey, userVisibleOnly }] = browser.pushManager.subscribe.mock
      .calls[0] as unknown as [{ applicationServerKey: Uint8Array; userVisibleOnly: boolean }];
    expect(userVisibleOnly).toBe(true);
    expect(applicationServerKey).toHaveLength(65);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/notify/push/subscriptions');
    expect(post.body).toMatchObject({
      endpoint: ENDPOINT,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    });
    expect(toggle).toBeChecked();

    const messages = await screen.findByRole('checkbox', { name: 'New messages (once per conversation)' });
    expect(messages).toBeChecked();
    await userEvent.click(messages);
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ 'chat.message': false });
    await vi.waitFor(() => expect(messages).not.toBeChecked());
  });

  it('stays off, and says how to allow it, when the browser is told no', async () => {
    stubBrowser({ answer: 'denied' });
    const calls = stubFetch({ 'GET /api/notify/push/key': () => ({ body: { publicKey: KEY } }) });
    await renderPage(<DevicePushSettings />, { path: '/notifications/settings', state: signedIn });
    await userEvent.click(await screen.findByRole('switch'));
    expect(
      await screen.findByText('Notifications could not be turned on. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(screen.getByText(/blocked in this browser/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('turns off: the browser unsubscribes and the server forgets the endpoint', async () => {
    const browser = stubBrowser({ permission: 'granted', subscribed: true });
    const calls = stubFetch({
      'POST /api/notify/push/subscriptions': () => ({
        status: 201,
        body: { id: 'd1', label: '', createdAt: '2026-11-29T10:00:00.000Z' },
      }),
      'POST /api/notify/push/unsubscribe': () => ({ status: 204 }),
      'GET /api/notify/push/preferences': () => ({ body: allOn }),
    });
    await renderPage(<DevicePushSettings />, { path: '/notifications/settings', state: signedIn });
    const toggle = await screen.findByRole('switch');
    await vi.waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    expect(await screen.findByText('This device will no longer get notifications')).toBeInTheDocument();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    const off = calls.find((c) => c.url.pathname === '/api/notify/push/unsubscribe')!;
    expect(off.body).toEqual({ endpoint: ENDPOINT });
    expect(toggle).not.toBeChecked();
  });

  it('lists my devices, browser and when added, and removes one of them', async () => {
    stubBrowser({ permission: 'granted', subscribed: true });
    let devices = [
      { id: 'd1', label: 'Chrome · Android', createdAt: '2026-11-20T10:00:00.000Z' },
      { id: 'd2', label: 'Safari · iOS', createdAt: '2026-11-21T10:00:00.000Z' },
    ];
    const calls = stubFetch({
      'POST /api/notify/push/subscriptions': () => ({ status: 201, body: devices[0] }),
      'GET /api/notify/push/preferences': () => ({ body: allOn }),
      'GET /api/notify/push/subscriptions': () => ({ body: { items: devices } }),
      'DELETE /api/notify/push/subscriptions/d2': () => {
        devices = devices.filter((d) => d.id !== 'd2');
        return { status: 204 };
      },
    });
    await renderPage(<DevicePushSettings />, { path: '/notifications/settings', state: signedIn });
    const list = await screen.findByRole('region', { name: 'My devices' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('bdi')!.textContent)).toEqual([
      'Chrome · Android',
      'Safari · iOS',
    ]);
    expect(rows[0]).toHaveTextContent(/Added/);

    await userEvent.click(within(list).getByRole('button', { name: 'Remove Safari · iOS' }));
    expect(await screen.findByText('That device will no longer get your notifications')).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/notify/push/subscriptions/d2'),
    ).toBe(true);
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).queryByText('Safari · iOS')).not.toBeInTheDocument();
  });
});
