import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRouter } from '../src/http/api-router.js';
import { compressStream, createHttpApp } from '../src/http/create-app.js';
import { silentLogger } from './support/silent-logger.js';
import { rawGet } from './support/raw-get.js';

const page = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `عضو ${i}`, city: 'Riyadh' })) };
const pageText = JSON.stringify(page);

/** A service's routes as every service declares them, answering a page and a small object. */
function app() {
  const api = new ApiRouter({ tag: 'test' });
  const item = z.object({ id: z.number(), name: z.string(), city: z.string() });
  api.get(
    '/page',
    { summary: 'a page', access: 'public', response: z.object({ items: z.array(item) }) },
    () => page,
  );
  api.get('/small', { summary: 'small', access: 'public', response: z.object({ ok: z.boolean() }) }, () => ({
    ok: true,
  }));
  return createHttpApp({
    logger: silentLogger,
    mount: (a) => {
      a.use('/api/test', api.router);
      // Answers a route streams itself: compressed only when the route asks for it.
      const stream = (_req: unknown, res: import('express').Response) => {
        res.type('application/json');
        res.write(pageText.slice(0, 500));
        res.end(pageText.slice(500));
      };
      a.get('/api/stream/compressed', compressStream, stream);
      a.get('/api/stream/plain', stream);
    },
  });
}

describe('a route’s JSON answer', () => {
  it('is compressed as the client accepts, brotli before gzip, and reads back whole', async () => {
    const br = await rawGet(app(), '/api/test/page', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(pageText);
    expect(br.body.length).toBeLessThan(pageText.length / 3);

    const gz = await rawGet(app(), '/api/test/page', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(pageText);

    const plain = await rawGet(app(), '/api/test/page', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(pageText);
  });

  it('is never stored by a browser or proxy, varies on the coding, and carries no ETag', async () => {
    for (const path of ['/api/test/page', '/api/test/small']) {
      const res = await rawGet(app(), path, { 'accept-encoding': 'br' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('is sent as it is when under a kilobyte', async () => {
    const res = await rawGet(app(), '/api/test/small', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
  });

  it('streamed under /api/ is compressed when its route takes compressStream, else sent as written', async () => {
    const compressed = await rawGet(app(), '/api/stream/compressed', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(pageText);
    const plain = await rawGet(app(), '/api/stream/plain', { 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(pageText);
  });
});
