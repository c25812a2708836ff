import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCmsApp, type CmsApp } from './support/cms-app.js';

let ctx: CmsApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ctx = await startCmsApp();
  for (const role of ['admin', 'moderator', 'member'] as const) tokens[role] = await ctx.bearer(role);
});
afterAll(() => ctx.close());

const five = (s: string) => ({ ar: `${s} ع`, en: s, ur: `${s} ا`, fa: `${s} ف`, tr: `${s} t` });
const page = (over: Record<string, unknown> = {}) => ({
  categoryId: 2,
  slug: 'help/getting-started',
  order: 1,
  title: five('Getting started'),
  body: five('## Welcome'),
  ...over,
});
const admin = (
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  role: 'admin' | 'moderator' | 'member' = 'admin',
) => request(ctx.app)[method](`/api/cms/admin${path}`).set('Authorization', tokens[role]!);

describe('who may use the staff API', () => {
  const resources = ['menus', 'blocks', 'pages', 'news', 'blog', 'faq', 'feedback'];

  it.each(resources)('/admin/%s answers 401 to a guest and 403 to a member', async (resource) => {
    const guest = await request(ctx.app).get(`/api/cms/admin/${resource}`);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('unauthorized');
    const member = await admin('get', `/${resource}`, 'member');
    expect(member.status).toBe(403);
    expect(member.body.code).toBe('forbidden');
  });

  it.each(resources)('/admin/%s lists for a moderator with Content-Range', async (resource) => {
    const res = await admin('get', `/${resource}?_start=0&_end=2`, 'moderator');
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toMatch(new RegExp(`^${resource} 0-\\d+/\\d+$`));
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('lets a moderator read pages but not change them', async () => {
    const list = await admin('get', '/pages', 'moderator');
    expect(list.status).toBe(200);
    const id = (list.body as { id: number }[])[0]!.id;
    expect((await admin('post', '/pages', 'moderator').send(page())).status).toBe(403);
    expect((await admin('put', `/pages/${id}`, 'moderator').send(page())).status).toBe(403);
    expect((await admin('delete', `/pages/${id}`, 'moderator')).status).toBe(403);
  });
});

describe('admin CRUD of a page', () => {
  it('creates, lists with range and sort, reads, replaces, deletes, then answers 404', async () => {
    const created = await admin('post', '/pages').send(page());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      slug: 'help/getting-started',
      categoryId: 2,
      title: five('Getting started'),
    });
    const id = created.body.id as number;

    const listed = await admin(
      'get',
      `/pages?sort=${encodeURIComponent('["id","DESC"]')}&range=${encodeURIComponent('[0,1]')}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.map((p: { id: number }) => p.id)).toEqual([id, id - 1]);
    const total = Number(String(listed.headers['content-range']).split('/')[1]);
    expect(listed.headers['content-range']).toBe(`pages 0-1/${total}`);
    expect(total).toBeGreaterThan(2);

    const filtered = await admin(
      'get',
      `/pages?filter=${encodeURIComponent('{"q":"getting","categoryId":2}')}`,
    );
    expect(filtered.body.map((p: { id: number }) => p.id)).toEqual([id]);

    const fetched = await admin('get', `/pages/${id}`);
    expect(fetched.body).toEqual(created.body);

    // react-admin sends the whole record back, id included.
    const replaced = await admin('put', `/pages/${id}`).send({
      ...created.body,
      slug: 'help/first-steps',
      title: five('First steps'),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id, slug: 'help/first-steps', title: five('First steps') });
    expect((await request(ctx.app).get('/api/cms/pages/help/first-steps')).body.title.en).toBe('First steps');

    const deleted = await admin('delete', `/pages/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id, slug: 'help/first-steps' });
    expect((await admin('get', `/pages/${id}`)).status).toBe(404);
    expect((await admin('delete', `/pages/${id}`)).status).toBe(404);
    expect((await request(ctx.app).get('/api/cms/pages/help/first-steps')).status).toBe(404);
  });

  it('refuses a bad body with a 400 problem naming the field', async () => {
    const missingLocale = await admin('post', '/pages').send(
      page({ title: { ar: 'عنوان', en: 'Title', ur: 'عنوان', fa: 'عنوان', tr: '' } }),
    );
    expect(missingLocale.status).toBe(400);
    expect(missingLocale.body).toMatchObject({ field: 'title.tr', messageKey: 'validation.required' });
    const badSlug = await admin('post', '/pages').send(page({ slug: 'Über uns!' }));
    expect(badSlug.body).toMatchObject({ field: 'slug', messageKey: 'validation.invalid' });
  });

  it('answers 409 on the slug field for a duplicate slug', async () => {
    const res = await admin('post', '/pages').send(page({ slug: 'about-us' }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'slug_taken', field: 'slug', messageKey: 'validation.taken' });
  });

  it('refuses an unknown sort field and answers 404 for an id that is not a number', async () => {
    const sort = await admin('get', `/pages?sort=${encodeURIComponent('["title","ASC"]')}`);
    expect(sort.status).toBe(400);
    expect(sort.body.field).toBe('sort');
    expect((await admin('get', '/pages/abc')).status).toBe(404);
  });
});

describe('admin edits reach the public site', () => {
  it('hides a deactivated menu item and shows a FAQ entry once created', async () => {
    const menu = await request(ctx.app).get('/api/cms/menus?categoryId=3');
    const first = menu.body.items[0];
    const off = await admin('put', `/menus/${first.id}`).send({ ...first, isActive: false });
    expect(off.status).toBe(200);
    const after = await request(ctx.app).get('/api/cms/menus?categoryId=3');
    expect(after.body.items.map((m: { id: number }) => m.id)).not.toContain(first.id);

    const faq = await admin('post', '/faq').send({
      order: 0,
      question: five('Is it free to try?'),
      answer: five('Yes, for 14 days.'),
    });
    expect(faq.status).toBe(201);
    const list = await request(ctx.app).get('/api/cms/faq');
    expect(list.body.items[0]).toMatchObject({ id: faq.body.id, question: five('Is it free to try?') });
  });
});
