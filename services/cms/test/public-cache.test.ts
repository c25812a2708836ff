import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelopeOf } from '@mawadda/kit';
import { faqs } from '../src/store/schema.js';
import { startCmsApp, type CmsApp } from './support/cms-app.js';

let ctx: CmsApp;
beforeAll(async () => {
  ctx = await startCmsApp();
});
afterAll(() => ctx.close());

const five = (s: string) => ({ ar: `${s} ع`, en: s, ur: `${s} ا`, fa: `${s} ف`, tr: `${s} t` });
const firstQuestion = async () =>
  (await request(ctx.app).get('/api/cms/faq').expect(200)).body.items[0] as {
    id: number;
    question: { en: string };
  };

async function until(check: () => Promise<boolean>, what: string) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`never happened: ${what}`);
    },
    { timeout: 5_000, interval: 25 },
  );
}

describe('the public reads, kept in memory', () => {
  it('serve the startup calls with an ETag, a short public cache policy and a 304 for a known version', async () => {
    for (const path of [
      '/api/cms/menus?categoryId=1',
      '/api/cms/blocks?categoryId=15',
      '/api/cms/faq',
      '/api/cms/pages?categoryId=0',
    ]) {
      const res = await request(ctx.app).get(path).expect(200);
      expect(res.headers['cache-control'], path).toMatch(/^public, max-age=\d+/);
      expect(res.headers.etag, path).toBeTruthy();
      await request(ctx.app).get(path).set('If-None-Match', res.headers.etag!).expect(304);
    }
  });

  it('keep an answer until content.changed says the content changed, from any cms process', async () => {
    const before = await firstQuestion();
    // Changed behind this process's back, as another cms process would change it: the kept
    // answer is still served...
    await ctx.database.db
      .update(faqs)
      .set({ question: five('Changed elsewhere') })
      .where(eq(faqs.id, before.id));
    expect((await firstQuestion()).question.en).toBe(before.question.en);
    // ...until the other process's event arrives.
    await ctx.deps.bus.publish([
      envelopeOf('cms', {
        type: 'content.changed',
        key: `faq:${before.id}`,
        payload: { resource: 'faq', id: before.id },
      }),
    ]);
    await until(
      async () => (await firstQuestion()).question.en === 'Changed elsewhere',
      'the new question served',
    );
  });

  it("show a staff member's own change at once, and announce it to the other processes", async () => {
    const before = await firstQuestion();
    const admin = await ctx.bearer('admin');
    const full = (await request(ctx.app).get(`/api/cms/admin/faq/${before.id}`).set('Authorization', admin))
      .body;
    await request(ctx.app)
      .put(`/api/cms/admin/faq/${before.id}`)
      .set('Authorization', admin)
      .send({ order: full.order, question: five('Edited by staff'), answer: full.answer })
      .expect(200);
    expect((await firstQuestion()).question.en).toBe('Edited by staff');
    await until(
      async () =>
        ctx.published.some(
          (e) => e.type === 'content.changed' && (e.payload as { id: number }).id === before.id,
        ),
      'content.changed published',
    );
  });

  it("shows the outbox's backlog in /metrics", async () => {
    const text = (await request(ctx.app).get('/metrics').expect(200)).text;
    expect(text).toMatch(/outbox_backlog_events\{service="cms"\} \d+/);
    expect(text).toMatch(/outbox_oldest_unpublished_age_seconds\{service="cms"\} [\d.]+/);
    expect(text).toMatch(/dead_letters_total\{service="cms"\} 0/);
  });
});
