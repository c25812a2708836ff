import { feedbackStatsSchema } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFeedbackReference } from '../src/domain/feedback-reference.js';
import { feedback } from '../src/store/schema.js';
import { startCmsApp } from './support/cms-app.js';

let c: Awaited<ReturnType<typeof startCmsApp>>;
beforeAll(async () => {
  c = await startCmsApp();
});
afterAll(() => c.close());

const stats = (query: Record<string, string>, auth?: string) => {
  const req = request(c.app).get('/api/cms/admin/stats/feedback').query(query);
  return auth ? req.set('Authorization', auth) : req;
};

const HOUR = 3600;

/** A message received at `at`, answered `hours` later (never, when null). */
const message = (at: string, hours: number | null) =>
  c.database.db.insert(feedback).values({
    id: uuidv7(),
    reference: newFeedbackReference(),
    type: 'contact',
    userName: 'Aisha',
    email: 'aisha@example.ae',
    mobile: '+971501234567',
    description: 'How do I hide my photos?',
    locale: 'ar',
    status: hours === null ? 'new' : 'answered',
    createdAt: new Date(at),
    ...(hours === null
      ? {}
      : { reply: 'From your privacy settings.', repliedAt: new Date(Date.parse(at) + hours * HOUR * 1000) }),
  });

describe('feedback stats', () => {
  it('gives the median time to a reply by the day of the reply', async () => {
    // Replied on 5 May after 1, 2 and 9 hours: the median is 2 hours.
    await message('2026-05-05T00:00:00Z', 1);
    await message('2026-05-05T01:00:00Z', 2);
    await message('2026-05-05T02:00:00Z', 9);
    // Received on the 5th, replied on the 7th after 50 hours; one never replied.
    await message('2026-05-05T03:00:00Z', 50);
    await message('2026-05-06T03:00:00Z', null);

    const res = await stats({ from: '2026-05-05', to: '2026-05-07' }, await c.bearer('moderator')).expect(
      200,
    );
    expect(feedbackStatsSchema.parse(res.body).reply).toEqual([
      { day: '2026-05-05', medianSeconds: 2 * HOUR, count: 3 },
      { day: '2026-05-06', medianSeconds: null, count: 0 },
      { day: '2026-05-07', medianSeconds: 50 * HOUR, count: 1 },
    ]);
  });

  it('is for staff only', async () => {
    const range = { from: '2026-05-05', to: '2026-05-07' };
    await stats(range).expect(401);
    await stats(range, await c.bearer('member')).expect(403);
    await stats(range, await c.bearer('admin')).expect(200);
    await stats({ from: '2026-05-05' }, await c.bearer('admin')).expect(400);
  });
});
