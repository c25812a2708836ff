import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHttpApp } from '@mawadda/kit';
import { pino } from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountImageRoute } from '../src/images/image-route.js';

/**
 * The demo keeps its data in `./.demo-data`: a folder whose name starts with a dot. The image
 * cache lives there, and `res.sendFile` refuses any path with a dot-segment unless told, which
 * broke every cover on the news pages (and was answered as a bad request body).
 */
let base: string;
let app: ReturnType<typeof createHttpApp>;
beforeAll(async () => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-img-'));
  const site = path.join(base, '.site', 'dist');
  fs.mkdirSync(path.join(site, 'images', 'covers'), { recursive: true });
  await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0f5e59' } })
    .jpeg()
    .toFile(path.join(site, 'images', 'covers', 'news.jpg'));
  const dataDir = path.join(base, '.demo-data');
  app = createHttpApp({
    logger: pino({ level: 'silent' }),
    mount: (a) => {
      mountImageRoute(a, { roots: [site], cacheDir: path.join(dataDir, 'cache', 'images') });
    },
  });
});
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

const image = (url: string) =>
  request(app)
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });

describe('the image endpoint under a data folder with a dot-segment', () => {
  it('serves the variant, made and then from the cache', async () => {
    for (const round of ['made', 'cached']) {
      const res = await image('/_img?src=/images/covers/news.jpg&w=640');
      expect(res.status, round).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(640);
    }
  });

  it('answers a missing source 404 not_found, never a bad request body', async () => {
    const res = await request(app).get('/_img?src=/images/covers/missing.jpg&w=640');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found' });
    expect(res.body.field).toBeUndefined();
  });
});

describe('a variant the server cannot send', () => {
  it('is a 500 internal that no cache keeps, never a bad request body', async () => {
    const cache = path.join(base, '.demo-data', 'cache', 'images');
    const first = await image('/_img?src=/images/covers/news.jpg&w=320').expect(200);
    // The cache damaged behind the process's back: where the variant's file was, a folder.
    for (const f of fs.readdirSync(cache)) {
      fs.rmSync(path.join(cache, f));
      fs.mkdirSync(path.join(cache, f));
    }
    const res = await request(app).get('/_img?src=/images/covers/news.jpg&w=320');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'internal' });
    expect(res.body.field).toBeUndefined();
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect(res.headers.etag).not.toBe(first.headers.etag);
  });
});
