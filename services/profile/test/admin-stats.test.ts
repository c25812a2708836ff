import { reviewStatsSchema } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationItems, verifications } from '../src/store/schema.js';
import { startProfileApp } from './support/profile-app.js';

let p: Awaited<ReturnType<typeof startProfileApp>>;
beforeAll(async () => {
  p = await startProfileApp();
});
afterAll(() => p.close());

const stats = (query: Record<string, string>, auth?: string) => {
  const req = request(p.app).get('/api/profile/admin/stats/review').query(query);
  return auth ? req.set('Authorization', auth) : req;
};

const MINUTE = 60;

/** An about-me text submitted at `at` and decided `minutes` later (pending when null). */
const item = (at: string, minutes: number | null, decidedBy: string | null = uuidv7()) =>
  p.database.db.insert(moderationItems).values({
    id: uuidv7(),
    memberId: uuidv7(),
    kind: 'aboutMe',
    text: 'Engineer from Sharjah.',
    submittedAt: new Date(at),
    ...(minutes === null
      ? {}
      : {
          status: 'approved' as const,
          decidedAt: new Date(Date.parse(at) + minutes * MINUTE * 1000),
          decidedBy,
        }),
  });

const check = (at: string, kind: 'selfie' | 'id' = 'selfie') =>
  p.database.db
    .insert(verifications)
    .values({ id: uuidv7(), memberId: uuidv7(), kind, submittedAt: new Date(at) });

describe('review stats', () => {
  it('counts identity checks a day and times moderation decisions by decision day', async () => {
    await check('2026-06-01T09:00:00Z');
    await check('2026-06-01T10:00:00Z', 'id');
    await check('2026-06-03T23:00:00Z');
    await check('2026-05-31T23:00:00Z');
    // Decided on 1 June after 10, 30, 40 and 120 minutes: the median is 35 minutes.
    await item('2026-06-01T08:00:00Z', 10);
    await item('2026-06-01T08:00:00Z', 30);
    await item('2026-06-01T08:00:00Z', 40);
    await item('2026-06-01T08:00:00Z', 120);
    // Still pending, and one closed without a moderator (the member's erasure): not timed.
    await item('2026-06-02T08:00:00Z', null);
    await item('2026-06-02T08:00:00Z', 5, null);

    const res = await stats({ from: '2026-06-01', to: '2026-06-03' }, await p.bearer('moderator')).expect(
      200,
    );
    expect(reviewStatsSchema.parse(res.body)).toEqual({
      verifications: [
        { day: '2026-06-01', count: 2 },
        { day: '2026-06-02', count: 0 },
        { day: '2026-06-03', count: 1 },
      ],
      moderationDecision: [
        { day: '2026-06-01', medianSeconds: 35 * MINUTE, count: 4 },
        { day: '2026-06-02', medianSeconds: null, count: 0 },
        { day: '2026-06-03', medianSeconds: null, count: 0 },
      ],
    });
  });

  it('is for staff only, and refuses an impossible day', async () => {
    const range = { from: '2026-06-01', to: '2026-06-03' };
    await stats(range).expect(401);
    await stats(range, await p.bearer('member')).expect(403);
    await stats(range, await p.bearer('admin')).expect(200);
    await stats({ from: '2026-06-31', to: '2026-07-01' }, await p.bearer('admin')).expect(400);
  });
});
