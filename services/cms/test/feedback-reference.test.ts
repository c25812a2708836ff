import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_REFERENCE, newFeedbackReference } from '../src/domain/feedback-reference.js';
import { insertFeedback } from '../src/store/feedback-store.js';
import { nextIp, startCmsApp, type CmsApp } from './support/cms-app.js';

let ctx: CmsApp;
beforeAll(async () => {
  ctx = await startCmsApp();
});
afterAll(() => ctx.close());

const message = {
  type: 'complaint' as const,
  userName: 'Salma Idris',
  email: 'salma@example.org',
  mobile: '+971501112233',
  description: 'I was charged twice for my subscription this month.',
};

const submit = () =>
  request(ctx.app).post('/api/cms/feedback').set('X-Forwarded-For', nextIp()).send(message).expect(201);

describe('a feedback reference', () => {
  it('is "MW-" and six digits, drawn at random', () => {
    const drawn = new Set(Array.from({ length: 200 }, newFeedbackReference));
    for (const r of drawn) expect(r).toMatch(FEEDBACK_REFERENCE);
    // Counted references would tell how many complaints arrive; random ones hardly repeat.
    expect(drawn.size).toBeGreaterThan(195);
  });

  it('is given with the receipt, differs per message, and finds the message in the console', async () => {
    const [a, b] = [(await submit()).body, (await submit()).body];
    expect(a.reference).toMatch(FEEDBACK_REFERENCE);
    expect(b.reference).not.toBe(a.reference);

    // Staff type what the writer quotes, in any case, into the console's search box.
    const found = await request(ctx.app)
      .get('/api/cms/admin/feedback')
      .query({ filter: JSON.stringify({ q: a.reference.toLowerCase() }) })
      .set('Authorization', await ctx.bearer('moderator'))
      .expect(200);
    expect(found.body.map((f: { id: string }) => f.id)).toEqual([a.id]);
  });

  it('draws again when the one drawn is taken, and stays unique', async () => {
    const taken = (await submit()).body.reference as string;
    const draws = [taken, taken, 'MW-000417'];
    const row = await insertFeedback(ctx.database.db, message, { locale: 'ar', memberId: null }, () =>
      draws.shift()!,
    );
    expect(row.reference).toBe('MW-000417');
    expect(draws).toEqual([]);
  });
});
