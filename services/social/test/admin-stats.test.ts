import { reportStatsSchema } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../src/store/schema.js';
import { startSocialApp, type SocialApp } from './support/social-app.js';

let s: SocialApp;
beforeAll(async () => {
  s = await startSocialApp();
});
afterAll(() => s.close());

const stats = (query: Record<string, string>, auth?: string) => {
  const req = request(s.app).get('/api/social/admin/stats/reports').query(query);
  return auth ? req.set('Authorization', auth) : req;
};

const reportAt = (at: string, source: 'profile' | 'chat' = 'profile') =>
  s.database.db.insert(reports).values({
    id: uuidv7(),
    reporterId: uuidv7(),
    memberId: uuidv7(),
    reason: 'scam',
    createdAt: new Date(at),
    source,
  });

describe('report stats', () => {
  it('counts reports a day, from profiles and chat, zero on quiet days', async () => {
    await reportAt('2026-04-10T08:00:00Z');
    await reportAt('2026-04-10T21:00:00Z', 'chat');
    await reportAt('2026-04-12T00:00:00Z');
    await reportAt('2026-04-13T00:00:00Z');

    const res = await stats({ from: '2026-04-10', to: '2026-04-12' }, await s.bearer('moderator')).expect(
      200,
    );
    expect(reportStatsSchema.parse(res.body).reports).toEqual([
      { day: '2026-04-10', count: 2 },
      { day: '2026-04-11', count: 0 },
      { day: '2026-04-12', count: 1 },
    ]);
  });

  it('is for staff only, and refuses a range backwards', async () => {
    const range = { from: '2026-04-10', to: '2026-04-12' };
    await stats(range).expect(401);
    await stats(range, await s.bearer('member')).expect(403);
    await stats(range, await s.bearer('admin')).expect(200);
    await stats({ from: '2026-04-12', to: '2026-04-10' }, await s.bearer('admin')).expect(400);
  });
});
