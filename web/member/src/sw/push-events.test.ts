import { describe, expect, it, vi } from 'vitest';
import { registerPushEvents } from './push-events';

type Listener = (event: unknown) => void;

/** A service worker scope as far as the push handlers use it, with windows of the site open. */
function fakeWorker(windows: { url: string; focused?: boolean }[] = []) {
  const listeners = new Map<string, Listener>();
  const clients = windows.map((w) => ({
    url: w.url,
    focused: w.focused ?? false,
    visibilityState: w.focused ? 'visible' : 'hidden',
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
  }));
  const sw = {
    location: { origin: 'https://mawadda.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => clients), openWindow: vi.fn(async () => null) },
  };
  registerPushEvents(sw as unknown as ServiceWorkerGlobalScope);
  /** Fires an event and waits for what it asked to be waited for. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
  };
  return { sw, clients, fire };
}

const pushOf = (data: unknown) => ({ data: { json: () => data } });
const payload = {
  title: 'New message',
  body: 'A member wrote to you on Mawadda.',
  url: '/en/chat/c1',
  tag: 'chat:c1',
};

describe('the service worker’s push handlers', () => {
  it('shows a push with its title, body and tag, and the page it leads to', async () => {
    const { sw, fire } = fakeWorker();
    await fire('push', pushOf(payload));
    expect(sw.registration.showNotification).toHaveBeenCalledWith(
      'New message',
      expect.objectContaining({
        body: 'A member wrote to you on Mawadda.',
        tag: 'chat:c1',
        data: { url: 'https://mawadda.example/en/chat/c1' },
      }),
    );
  });

  it('shows nothing of a push it cannot read, nor while that conversation is open and in focus', async () => {
    const reading = fakeWorker([{ url: 'https://mawadda.example/en/chat/c1', focused: true }]);
    await reading.fire('push', pushOf(payload));
    await reading.fire('push', pushOf({ title: 'no url' }));
    expect(reading.sw.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a tap focuses the window on that page, else leads a window of the site there, else opens one', async () => {
    const notification = { close: vi.fn(), data: { url: 'https://mawadda.example/en/chat/c1' } };
    const onPage = fakeWorker([{ url: 'https://mawadda.example/en/chat/c1' }]);
    await onPage.fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(onPage.clients[0]!.focus).toHaveBeenCalled();

    const elsewhere = fakeWorker([{ url: 'https://mawadda.example/en/' }]);
    await elsewhere.fire('notificationclick', { notification });
    expect(elsewhere.clients[0]!.navigate).toHaveBeenCalledWith('https://mawadda.example/en/chat/c1');

    const none = fakeWorker();
    await none.fire('notificationclick', { notification });
    expect(none.sw.clients.openWindow).toHaveBeenCalledWith('https://mawadda.example/en/chat/c1');
  });

  it('never opens another site, whatever the notification carries', async () => {
    const none = fakeWorker();
    await none.fire('notificationclick', {
      notification: { close: vi.fn(), data: { url: 'https://evil.example/x' } },
    });
    expect(none.sw.clients.openWindow).toHaveBeenCalledWith('https://mawadda.example/');
  });
});
