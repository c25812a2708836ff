import {
  LOCALES,
  type CmsBlock,
  type CmsFaq,
  type CmsMenuItem,
  type CmsPage,
  type Localized,
} from '@mawadda/contracts';
import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../src/seed/seed-content.js';
import { seedBlocks, seedFaq, seedMenus, seedPages } from '../src/seed/content/index.js';
import { blocks, blogPosts, faqs, menuItems, news, pages } from '../src/store/schema.js';
import { startCmsApp, type CmsApp } from './support/cms-app.js';

let ctx: CmsApp;
beforeAll(async () => {
  ctx = await startCmsApp();
});
afterAll(() => ctx.close());

const get = (path: string) => request(ctx.app).get(`/api/cms${path}`);

const expectFiveLocales = (text: Localized, what: string) => {
  for (const locale of LOCALES) expect(text[locale]?.trim(), `${what} in ${locale}`).toBeTruthy();
};
const ids = (items: { id: number }[]) => items.map((i) => i.id);
const ascending = (xs: number[]) => [...xs].sort((a, b) => a - b);

describe('the seven startup calls of spec §7', () => {
  it.each([
    ['/menus?categoryId=1', (m: CmsMenuItem) => m.categoryId === 1],
    ['/menus?categoryId=3', (m: CmsMenuItem) => m.categoryId === 3],
    ['/menus?categoryId=1&menuId=2', (m: CmsMenuItem) => m.categoryId === 1 && m.menuId === 2],
  ])('%s answers the active items of that menu, sorted by id, in five locales', async (path, belongs) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    const expected = seedMenus.filter((m) => belongs(m) && m.isActive).map((m) => m.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(res.body.items)).toEqual(ascending(expected));
    for (const item of res.body.items as CmsMenuItem[]) {
      expect(item.isActive).toBe(true);
      expectFiveLocales(item.label, `menu ${item.id}`);
    }
  });

  it('leaves inactive menu entries out', async () => {
    const inactive = seedMenus.filter((m) => m.categoryId === 1 && !m.isActive).map((m) => m.id);
    expect(inactive.length).toBeGreaterThan(0);
    const res = await get('/menus?categoryId=1');
    for (const id of inactive) expect(ids(res.body.items)).not.toContain(id);
  });

  it.each([15, 9, 4])(
    '/blocks?categoryId=%i answers its active blocks by order, in five locales',
    async (categoryId) => {
      const res = await get(`/blocks?categoryId=${categoryId}`);
      expect(res.status).toBe(200);
      const expected = seedBlocks
        .filter((b) => b.categoryId === categoryId && b.isActive)
        .sort((a, b) => a.order - b.order || a.id - b.id)
        .map((b) => b.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(res.body.items)).toEqual(expected);
      for (const block of res.body.items as CmsBlock[]) expectFiveLocales(block.title, `block ${block.key}`);
    },
  );

  it('/pages?categoryId=0&pageSize=50 answers the static pages sorted by id, in five locales', async () => {
    const res = await get('/pages?categoryId=0&pageSize=50');
    expect(res.status).toBe(200);
    const expected = ascending(seedPages.filter((p) => p.categoryId === 0).map((p) => p.id));
    expect(ids(res.body.items)).toEqual(expected.slice(0, 50));
    for (const page of res.body.items as CmsPage[]) {
      expectFiveLocales(page.title, `title of ${page.slug}`);
      expectFiveLocales(page.body, `body of ${page.slug}`);
    }
  });

  it('honours pageSize and refuses one out of range', async () => {
    expect((await get('/pages?categoryId=0&pageSize=2')).body.items).toHaveLength(2);
    const res = await get('/pages?pageSize=500');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'pageSize', messageKey: 'validation.query' });
  });
});

describe('static pages of spec §2', () => {
  const slugs = [
    'about-us',
    'about-us/vision-mission',
    'disclaimer',
    'privacy-policy',
    'subscription-terms',
    'terms-and-conditions',
    'orders-and-teturns-terms',
  ];

  it.each(slugs)('%s exists with title and body in all five locales', async (slug) => {
    const res = await get(`/pages/${slug}`);
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe(slug);
    expectFiveLocales(res.body.title, `${slug} title`);
    expectFiveLocales(res.body.body, `${slug} body`);
  });

  it('finds a two-part slug with an encoded slash too', async () => {
    const res = await get('/pages/about-us%2Fvision-mission');
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe('about-us/vision-mission');
  });

  it('answers 404 problem for an unknown page', async () => {
    const res = await get('/pages/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('not_found');
  });
});

describe('GET /faq', () => {
  it('answers the seeded questions by order, in five locales', async () => {
    const res = await get('/faq');
    expect(res.status).toBe(200);
    const expected = [...seedFaq].sort((a, b) => a.order - b.order || a.id - b.id).map((f) => f.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(res.body.items)).toEqual(expected);
    for (const faq of res.body.items as CmsFaq[]) {
      expectFiveLocales(faq.question, `question ${faq.id}`);
      expectFiveLocales(faq.answer, `answer ${faq.id}`);
    }
  });
});

describe('seeding', () => {
  const counts = async () => {
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries({ menuItems, blocks, pages, news, blogPosts, faqs })) {
      const [row] = await ctx.database.db.select({ n: count() }).from(table);
      out[name] = row!.n;
    }
    return out;
  };

  it('happens once: a second start and a direct second run add nothing', async () => {
    const before = await counts();
    expect(before.menuItems).toBe(seedMenus.length);
    expect(before.pages).toBe(seedPages.length);
    await ctx.service.start();
    expect(await seedContent(ctx.database.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('moves ids past the seed, so staff-created rows get fresh ids', async () => {
    const res = await request(ctx.app)
      .post('/api/cms/admin/menus')
      .set('Authorization', await ctx.bearer('admin'))
      .send({
        categoryId: 3,
        menuId: 3,
        order: 99,
        link: '/faq',
        label: { ar: 'أسئلة', en: 'FAQ', ur: 'سوالات', fa: 'پرسش‌ها', tr: 'SSS' },
      });
    expect(res.status).toBe(201);
    expect(res.body.id).toBe(Math.max(...seedMenus.map((m) => m.id)) + 1);
  });
});
