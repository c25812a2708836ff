import { sleep, type Api } from './api.js';
import type { Seeded } from './seeded.js';

/**
 * Notifications are not seeded: notify makes them from the events the seed caused. This waits
 * until each sample member has some unread, so the bell shows a count at the first sign-in, and
 * reports the counts.
 */
export async function unreadOf(api: Api, members: readonly Seeded[], timeoutMs = 20_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  const count = async (s: Seeded) =>
    (await api<{ count: number }>('GET', '/api/notify/notifications/unread-count', { token: s.token })).body
      .count;
  for (;;) {
    const counts = await Promise.all(members.map(count));
    if (counts.every((n) => n > 0) || Date.now() > deadline) return counts;
    await sleep(250);
  }
}
