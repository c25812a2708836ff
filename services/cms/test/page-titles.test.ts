import { LOCALES, type CmsPage, type CmsPageSummary } from '@mawadda/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCmsApp, type CmsApp } from './support/cms-app.js';

let ctx: CmsApp;
beforeAll(async () => {
  ctx = await startCmsApp();
});
afterAll(() => ctx.close());

const get = (path: string) => request(ctx.app).get(`/api/cms${path}`);
const five = (s: string) => ({ ar: `${s} ع`, en: s, ur: `${s} ا`, fa: `${s} ف`, tr: `${s} t` });

describe("GET /page-titles: the site's startup list of pages, without their bodies", () => {
  it('answers the same pages as /pages, in the same order, with everything but the body', async () => {
    const full = (await get('/pages?categoryId=0&pageSize=50').expect(200)).body.items as CmsPage[];
    const res = await get('/page-titles?categoryId=0&pageSize=50').expect(200);
    const items = res.body.items as CmsPageSummary[];
    expect(full.length).toBeGreaterThan(1);
    expect(items).toEqual(full.map(({ body: _body, ...summary }) => summary));
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['categoryId', 'id', 'order', 'slug', 'title']);
      for (const locale of LOCALES) expect(item.title[locale]?.trim(), `${item.slug} ${locale}`).toBeTruthy();
    }
    // The point of it: a small fraction of the full list's bytes.
    expect(res.text.length).toBeLessThan(JSON.stringify({ items: full }).length / 4);
  });

  it('honours the category and the page size as /pages does', async () => {
    const two = (await get('/page-titles?categoryId=0&pageSize=2').expect(200)).body
      .items as CmsPageSummary[];
    expect(two).toHaveLength(2);
    expect(two[0]!.id).toBeLessThan(two[1]!.id);
    expect((await get('/page-titles?categoryId=999999').expect(200)).body.items).toEqual([]);
  });

  it('refuses a bad query with a problem naming the field, not a 500', async () => {
    const res = await get('/page-titles?categoryId=zero').expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(res.body)).toContain('categoryId');
    expect((await get('/page-titles?pageSize=1000')).status).toBe(400);
  });

  it('is kept in memory like the other public reads: a public policy, an ETag, 304 and brotli', async () => {
    const path = '/page-titles?categoryId=0&pageSize=50';
    const res = await get(path).expect(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.headers.etag).toBeTruthy();
    await get(path).set('If-None-Match', res.headers.etag!).expect(304);
    const br = await get(path)
      .set('Accept-Encoding', 'br')
      .buffer(true)
      .parse((r, done) => {
        r.on('data', () => undefined);
        r.on('end', () => done(null, null));
      });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it("shows a staff member's new title at once", async () => {
    const admin = await ctx.bearer('admin');
    const [first] = (await get('/page-titles?categoryId=0').expect(200)).body.items as CmsPageSummary[];
    const whole = (
      await request(ctx.app).get(`/api/cms/admin/pages/${first!.id}`).set('Authorization', admin).expect(200)
    ).body;
    await request(ctx.app)
      .put(`/api/cms/admin/pages/${first!.id}`)
      .set('Authorization', admin)
      .send({ ...whole, title: five('Renamed') })
      .expect(200);
    const after = (await get('/page-titles?categoryId=0').expect(200)).body.items as CmsPageSummary[];
    expect(after.find((p) => p.id === first!.id)?.title.en).toBe('Renamed');
  });

  it('leaves a page slug free: /pages/<slug> still finds pages by slug', async () => {
    const [first] = (await get('/page-titles?categoryId=0').expect(200)).body.items as CmsPageSummary[];
    const page = (await get(`/pages/${first!.slug}`).expect(200)).body as CmsPage;
    expect(page.body.en.length).toBeGreaterThan(0);
  });
});
