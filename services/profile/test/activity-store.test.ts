import { uuidv7 } from '@mawadda/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileStore } from '../src/store/profile-store.js';
import { startProfileApp, type ProfileApp } from './support/profile-app.js';

// The conditional UPDATE behind presence, on the database the suite runs on.
let t: ProfileApp;
let store: ProfileStore;
beforeAll(async () => {
  t = await startProfileApp({ moderation: 'post' });
  store = new ProfileStore(t.database.db);
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('activity store', () => {
  it('says whether it wrote, found a recent write, or found nothing to keep', async () => {
    const { memberId } = await t.register();
    const db = t.database.db;
    // Far ahead of the sign-in's own write, so the first touch is due.
    const at = new Date(Date.now() + 10 * MINUTE);
    expect(await store.touchActivity(db, memberId, at, MINUTE)).toBe('written');
    expect(await store.touchActivity(db, memberId, new Date(at.getTime() + 1_000), MINUTE)).toBe('recent');
    expect(await store.touchActivity(db, memberId, new Date(at.getTime() + 2 * MINUTE), MINUTE)).toBe(
      'written',
    );
    expect(await store.touchActivity(db, uuidv7(), at, MINUTE)).toBe('none');
  });
});
