import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database, Outbox } from '@mawadda/kit';
import { ActivityThrottle } from '../src/activity/activity-throttle.js';
import type { ProfileApp } from '../src/app/context.js';
import { recordActivity } from '../src/app/record-activity.js';
import type { ProfileStore } from '../src/store/profile-store.js';

// The throttle in front of the activity UPDATE, with the database faked: one profile row whose
// `lastActiveAt` the fake UPDATE sets as the real one does. `afterUpdate` runs between the UPDATE
// and the store's answer, where a registration event can commit the profile.
function tracker(options: { exists: () => boolean; now: () => number; afterUpdate?: () => void }) {
  const writes: string[] = [];
  let lastActiveAt: number | null = null;
  const store = {
    touchActivity: async (_tx: unknown, memberId: string, at: Date, throttleMs: number) => {
      const before = at.getTime() - throttleMs;
      const due = options.exists() && (lastActiveAt === null || lastActiveAt < before);
      if (due) {
        lastActiveAt = at.getTime();
        writes.push(memberId);
      }
      options.afterUpdate?.();
      if (due) return 'written';
      return options.exists() && lastActiveAt !== null && lastActiveAt >= before ? 'recent' : 'none';
    },
  } as unknown as ProfileStore;
  const database = { db: {} } as unknown as Database;
  const outbox = {
    append: async () => undefined,
    inTransaction: (_db: unknown, run: (tx: unknown) => unknown) => run({}),
  } as unknown as Outbox;
  const app = {
    database,
    store,
    outbox,
    logger: pino({ level: 'silent' }),
    activity: new ActivityThrottle(options.now),
  } as unknown as ProfileApp;
  return { writes, t: { touch: (memberId: string) => recordActivity(app, memberId) } };
}

describe('activity tracker', () => {
  it('writes once a minute per member, not on every request', async () => {
    let clock = 1_000_000;
    const { writes, t } = tracker({ exists: () => true, now: () => clock });
    await t.touch('m');
    clock += 10_000;
    await t.touch('m');
    expect(writes).toEqual(['m']);
    clock += 60_000;
    await t.touch('m');
    expect(writes).toEqual(['m', 'm']);
  });

  it('does not let a visit before the profile exists swallow the next one', async () => {
    let exists = false;
    const { writes, t } = tracker({ exists: () => exists, now: () => 1_000_000 });
    await t.touch('m');
    expect(writes).toEqual([]);
    exists = true;
    await t.touch('m');
    expect(writes).toEqual(['m']);
  });

  it('does not let a visit whose profile was created during its UPDATE swallow the next one', async () => {
    // CI saw it: a new member's first GET /me raced the registration event, and the heartbeat
    // after it recorded nothing for a minute.
    let exists = false;
    const { writes, t } = tracker({
      exists: () => exists,
      now: () => 1_000_000,
      afterUpdate: () => (exists = true),
    });
    await t.touch('m');
    expect(writes).toEqual([]);
    await t.touch('m');
    expect(writes).toEqual(['m']);
  });
});
