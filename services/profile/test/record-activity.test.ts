import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database, Outbox } from '@mawadda/kit';
import { ActivityThrottle } from '../src/activity/activity-throttle.js';
import type { ProfileApp } from '../src/app/context.js';
import { recordActivity } from '../src/app/record-activity.js';
import type { ProfileStore } from '../src/store/profile-store.js';

// The throttle in front of the activity UPDATE, with the store and database faked.
function tracker(profileExists: () => boolean, now: () => number) {
  const writes: string[] = [];
  const store = {
    touchActivity: async (_tx: unknown, memberId: string) => {
      if (!profileExists()) return false;
      writes.push(memberId);
      return true;
    },
    find: async () => (profileExists() ? { memberId: 'm' } : undefined),
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
    activity: new ActivityThrottle(now),
  } as unknown as ProfileApp;
  return { writes, t: { touch: (memberId: string) => recordActivity(app, memberId) } };
}

describe('activity tracker', () => {
  it('writes once a minute per member, not on every request', async () => {
    let clock = 1_000_000;
    const { writes, t } = tracker(
      () => true,
      () => clock,
    );
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
    const { writes, t } = tracker(
      () => exists,
      () => 1_000_000,
    );
    await t.touch('m');
    expect(writes).toEqual([]);
    exists = true;
    await t.touch('m');
    expect(writes).toEqual(['m']);
  });
});
