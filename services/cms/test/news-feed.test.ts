import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBlog, seedNews } from '../src/seed/content/index.js';
import { startCmsApp, type CmsApp } from './support/cms-app.js';

let ctx: CmsApp;
beforeAll(async () => {
  ctx = await startCmsApp();
});
afterAll(() => ctx.close());

const five = (s: string) => ({ ar: s, en: s, ur: s, fa: s, tr: s });
const get = (path: string) => request(ctx.app).get(`/api/cms${path}`);

async function createNews(slug: string, status: 'draft' | 'published', publishedAt?: string) {
  const res = await request(ctx.app)
    .post('/api/cms/admin/news')
    .set('Authorization', await ctx.bearer('admin'))
    .send({ slug, status, publishedAt, title: five(slug), summary: five('s'), body: five('b') });
  expect(res.status).toBe(201);
  return res.body as { id: number; publishedAt: string | null };
}

describe('GET /news', () => {
  it('pages through every published item exactly once, newest first, forward and back', async () => {
    // Two posts at the same instant test the id tie-break; a draft and a scheduled post stay hidden.
    await createNews('same-instant-a', 'published', '2025-06-01T10:00:00.000Z');
    await createNews('same-instant-b', 'published', '2025-06-01T10:00:00.000Z');
    await createNews('still-a-draft', 'draft');
    await createNews('scheduled', 'published', new Date(Date.now() + 86_400_000).toISOString());

    const all = (await get('/news?limit=50')).body.items as {
      slug: string;
      publishedAt: string;
      id: number;
    }[];
    expect(all.length).toBe(seedNews.length + 2);
    expect(all.map((n) => n.slug)).not.toContain('still-a-draft');
    expect(all.map((n) => n.slug)).not.toContain('scheduled');
    const newestFirst = [...all].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);
    expect(all.map((n) => n.id)).toEqual(newestFirst.map((n) => n.id));

    const seen: number[] = [];
    const pages: { items: { id: number }[]; next: string | null; prev: string | null }[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/news?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      pages.push(res.body);
      seen.push(...res.body.items.map((i: { id: number }) => i.id));
      cursor = res.body.next;
    } while (cursor);
    expect(seen).toEqual(all.map((n) => n.id));
    expect(pages[0]!.prev).toBeNull();
    expect(pages.at(-1)!.next).toBeNull();

    // From the last page, prev walks back to the first.
    const back: number[][] = [];
    let prev = pages.at(-1)!.prev;
    while (prev) {
      const res = await get(`/news?limit=2&cursor=${prev}`);
      back.unshift(res.body.items.map((i: { id: number }) => i.id));
      prev = res.body.prev;
    }
    expect(back).toEqual(pages.slice(0, -1).map((p) => p.items.map((i) => i.id)));
  });

  it('finds a published item by slug and hides drafts', async () => {
    const first = seedNews[0]!;
    const res = await get(`/news/${first.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: first.slug,
      title: first.title,
      publishedAt: new Date(first.publishedAt).toISOString(),
    });
    expect((await get('/news/still-a-draft')).status).toBe(404);
  });

  it('refuses a forged cursor and a limit out of range', async () => {
    const forged = await get('/news?cursor=not-a-cursor');
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ field: 'cursor', messageKey: 'validation.query' });
    expect((await get('/news?limit=51')).status).toBe(400);
    expect((await get('/news?limit=0')).status).toBe(400);
  });
});

describe('GET /blog', () => {
  it('answers the seeded posts newest first, with authors, over two pages', async () => {
    const expected = [...seedBlog].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);
    expect(expected.length).toBeGreaterThan(1);
    const first = await get(`/blog?limit=${expected.length - 1}`);
    expect(first.status).toBe(200);
    expect(first.body.prev).toBeNull();
    const second = await get(`/blog?limit=${expected.length - 1}&cursor=${first.body.next}`);
    expect(second.body.next).toBeNull();
    expect(typeof second.body.prev).toBe('string');
    const slugs = [...first.body.items, ...second.body.items].map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(expected.map((p) => p.slug));
    const withAuthor = expected.find((p) => p.author);
    if (withAuthor)
      expect(
        first.body.items.concat(second.body.items).find((p: { slug: string }) => p.slug === withAuthor.slug)
          .author,
      ).toEqual(withAuthor.author);
  });
});
