import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRouter } from '../src/http/api-router.js';
import { PublicCache } from '../src/http/public-cache.js';
import { rawGet } from './support/raw-get.js';

/** A public route that counts how often it really ran, behind the cache. */
function appWith(cache: PublicCache, body: () => unknown = () => ({ items: ['x'.repeat(4000)] })) {
  let computed = 0;
  const api = new ApiRouter({ tag: 'test' });
  api.get(
    '/content',
    {
      summary: 'content',
      access: 'public',
      cache,
      query: z.object({ page: z.string().optional() }),
      response: z.looseObject({}),
    },
    () => {
      computed++;
      return body();
    },
  );
  const app = express();
  app.use('/api', api.router);
  return { app, computed: () => computed };
}

describe('PublicCache', () => {
  it('answers every visitor from one computation, with a strong ETag and a cache policy', async () => {
    const { app, computed } = appWith(new PublicCache());
    const first = await request(app).get('/api/content').expect(200);
    const second = await request(app).get('/api/content').expect(200);
    expect(computed()).toBe(1);
    expect(second.body).toEqual(first.body);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(first.headers.vary).toBe('Accept-Encoding');
  });

  it('answers 304 without a body to a client holding the same version, weak or strong', async () => {
    const { app } = appWith(new PublicCache());
    const { etag } = (await request(app).get('/api/content')).headers;
    const strong = await request(app).get('/api/content').set('If-None-Match', etag!);
    expect(strong.status).toBe(304);
    expect(strong.text ?? '').toBe('');
    expect((await request(app).get('/api/content').set('If-None-Match', `"other", W/${etag}`)).status).toBe(
      304,
    );
    expect((await request(app).get('/api/content').set('If-None-Match', '"other"')).status).toBe(200);
  });

  it('sends brotli, else gzip, else the plain JSON, as the client accepts', async () => {
    const { app } = appWith(new PublicCache());
    const plain = await rawGet(app, '/api/content', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual({ items: ['x'.repeat(4000)] });

    const br = await rawGet(app, '/api/content', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    expect(br.body.length).toBeLessThan(plain.body.length / 10);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gz = await rawGet(app, '/api/content', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body)).toEqual(plain.body);
  });

  it('leaves a small answer uncompressed', async () => {
    const { app } = appWith(new PublicCache(), () => ({ items: [] }));
    const res = await request(app).get('/api/content').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toEqual({ items: [] });
  });

  it('keeps each URL apart, query included', async () => {
    let n = 0;
    const { app, computed } = appWith(new PublicCache(), () => ({ n: ++n }));
    expect((await request(app).get('/api/content?page=1')).body).toEqual({ n: 1 });
    expect((await request(app).get('/api/content?page=2')).body).toEqual({ n: 2 });
    expect((await request(app).get('/api/content?page=1')).body).toEqual({ n: 1 });
    expect(computed()).toBe(2);
  });

  it('computes again after clear, and after its time to live', async () => {
    let now = 0;
    const cache = new PublicCache({ ttlMs: 1000, now: () => now });
    let n = 0;
    const { app } = appWith(cache, () => ({ n: ++n }));
    expect((await request(app).get('/api/content')).body).toEqual({ n: 1 });
    cache.clear();
    expect((await request(app).get('/api/content')).body).toEqual({ n: 2 });
    now = 999;
    expect((await request(app).get('/api/content')).body).toEqual({ n: 2 });
    now = 1001;
    expect((await request(app).get('/api/content')).body).toEqual({ n: 3 });
  });

  it('does not keep an answer read before a clear that came while it was computed', async () => {
    const cache = new PublicCache();
    let n = 0;
    const { app } = appWith(cache, () => {
      n++;
      if (n === 1) cache.clear(); // the content changed while this visitor's answer was read
      return { n };
    });
    expect((await request(app).get('/api/content')).body).toEqual({ n: 1 });
    expect((await request(app).get('/api/content')).body).toEqual({ n: 2 });
    expect((await request(app).get('/api/content')).body).toEqual({ n: 2 });
  });

  it('stays within its byte budget, dropping the oldest answers first', async () => {
    let n = 0;
    const cache = new PublicCache({ budgetBytes: 4 * 1024 });
    const { app, computed } = appWith(cache, () => ({ n: ++n, pad: 'p'.repeat(600) }));
    for (const page of ['1', '2', '3', '4', '5', '6', '7', '8'])
      await request(app).get(`/api/content?page=${page}`);
    expect(computed()).toBe(8);
    await request(app).get('/api/content?page=8'); // the newest is still kept
    expect(computed()).toBe(8);
    await request(app).get('/api/content?page=1'); // the oldest went
    expect(computed()).toBe(9);
  });

  it('refuses to cache a route that is not a public GET', () => {
    const api = new ApiRouter({ tag: 'test' });
    expect(() =>
      api.get('/mine', { summary: 'x', access: ['member'], cache: new PublicCache() }, () => ({})),
    ).toThrow(/only a public GET/);
  });
});
