import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database, Outbox } from '@mawadda/kit';
import { ActivityTracker } from '../src/activity/activity-tracker.js';
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
  const database = { db: { transaction: (run: (tx: unknown) => unknown) => run({}) } } as unknown as Database;
  const outbox = { append: async () => undefined, notify: () => undefined } as unknown as Outbox;
  return {
    writes,
    t: new ActivityTracker({ database, store, outbox, logger: pino({ level: 'silent' }) }, now),
  };
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
