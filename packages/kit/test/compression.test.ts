import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from '../src/http/create-app.js';
import { silentLogger } from './support/silent-logger.js';
import { rawGet } from './support/raw-get.js';

const big = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `member ${i}`, city: 'الرياض' })),
};
const bigText = JSON.stringify(big);

/** The kit's app, with answers sent whole and in parts, as the services send them. */
const app = () =>
  createHttpApp({
    logger: silentLogger,
    mount: (a) => {
      a.get('/whole', (_req, res) => void res.json(big));
      a.get('/small', (_req, res) => void res.json({ ok: true }));
      a.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-transform').json(big));
      a.get('/image', (_req, res) => void res.type('image/png').send(Buffer.alloc(4096, 7)));
      a.get('/parts', (_req, res) => {
        res.type('application/json');
        res.write(bigText.slice(0, 1000));
        res.end(bigText.slice(1000));
      });
      a.get('/problem', (_req, res) => void res.status(422).type('application/problem+json').send(bigText));
    },
  });

describe('answers compressed as the client accepts', () => {
  it('compresses a JSON answer, brotli else gzip, with Vary', async () => {
    const br = await rawGet(app(), '/whole', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(bigText);
    expect(br.body.length).toBeLessThan(bigText.length / 4);

    const gz = await rawGet(app(), '/whole', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigText);
  });

  it('compresses a problem as well, keeping its status', async () => {
    const res = await rawGet(app(), '/problem', { 'accept-encoding': 'br' });
    expect(res.status).toBe(422);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(bigText);
  });

  it('compresses an answer written in parts too', async () => {
    const res = await rawGet(app(), '/parts', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(bigText);
  });

  it('leaves alone what must or need not be compressed', async () => {
    const plain = await rawGet(app(), '/whole', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigText);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);

    const small = await rawGet(app(), '/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });

    const kept = await rawGet(app(), '/no-transform', { 'accept-encoding': 'br' });
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body.toString()).toBe(bigText);

    const image = await rawGet(app(), '/image', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body).toEqual(Buffer.alloc(4096, 7));
  });
});
