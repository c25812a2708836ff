import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@mawadda/contracts/locale';
import { precompress } from '../../../scripts/precompress.mjs';
import { startEmbeddedApp } from './support/embedded-app.js';

const ADMIN = { email: 'seo.admin@mawadda.test', password: 'Seo-admin-2026-ok' };
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-seo-dist-'));
// A script of the build, well above the 1 KB below which nothing is precompressed.
const script = Buffer.from(
  `export const greetings = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `salam ${i}`))};\n`,
);
let site: Awaited<ReturnType<typeof startEmbeddedApp>>;
let server: http.Server;

/** One GET on the running server, bytes as sent (no client decoding). */
function rawGet(p: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: p, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Mawadda</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'small-def456.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dist, 'assets', 'only-plain-0a1b2c.json'), script);
  await precompress(dist);
  fs.rmSync(path.join(dist, 'assets', 'only-plain-0a1b2c.json.br'));
  fs.rmSync(path.join(dist, 'assets', 'only-plain-0a1b2c.json.gz'));
  site = await startEmbeddedApp('seo', {
    WEB_MEMBER_DIST: dist,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_ORIGIN: 'https://mawadda.example',
  });
  server = await site.gateway.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await site?.gateway.close();
  await site?.gateway.database.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('sends brotli to a browser that accepts it, exactly the built file once decoded', async () => {
    const res = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/); // strong
    expect(zlib.brotliDecompressSync(res.body).equals(script)).toBe(true);
  });

  it('sends gzip to a gzip-only client and the plain file to one that accepts neither', async () => {
    const gz = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(script)).toBe(true);
    const refused = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(script)).toBe(true);
    const plain = await rawGet('/assets/app-abc123.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Each coding is its own representation, with its own validator.
    expect(new Set([gz.headers.etag, plain.headers.etag]).size).toBe(2);
  });

  it('answers 304 to the ETag it gave, per coding', async () => {
    const first = await rawGet('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const again = await rawGet('/assets/app-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag!,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toContain('immutable');
    const otherCoding = await rawGet('/assets/app-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': first.headers.etag!,
    });
    expect(otherCoding.status).toBe(200);
  });

  it('falls back to the plain file when a precompressed form is missing, and 404s an unknown asset', async () => {
    const res = await rawGet('/assets/only-plain-0a1b2c.json', { 'accept-encoding': 'identity' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(script)).toBe(true);
    // A browser that accepts br still gets the file (compressed on the fly, once).
    const br = await rawGet('/assets/only-plain-0a1b2c.json', { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    const body = br.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(br.body) : br.body;
    expect(body.equals(script)).toBe(true);
    expect((await rawGet('/assets/missing-111111.js', { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await rawGet('/assets/..%2f..%2fetc%2fpasswd.js')).status).toBe(404);
  });

  it('sends a small file plain (nothing precompressed under 1 KB)', async () => {
    const res = await rawGet('/assets/small-def456.css', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/css/);
    expect(res.body.toString()).toBe('body{margin:0}');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('closes members’ areas in every locale and names the sitemap', async () => {
    const res = await request(site.app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.text.split('\n');
    for (const prefix of ['', '/en', '/ur', '/fa', '/tr']) {
      for (const area of [
        '/profile',
        '/chat/',
        '/search',
        '/subscription',
        '/order-tracking',
        '/notifications',
        '/account/',
        '/Auth/forgot-password',
      ])
        expect(lines, `${prefix}${area}`).toContain(`Disallow: ${prefix}${area}`);
      // Longer rule wins: the subscription terms are a public page.
      expect(lines).toContain(`Allow: ${prefix}/subscription-terms`);
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: https://mawadda.example/sitemap.xml');
  });

  it('lists a published news item in all five locales with hreflang alternates, and never a member', async () => {
    const auth = await site.signInAdmin(ADMIN);
    const text = (s: string) => Object.fromEntries(LOCALES.map((l) => [l, `${s} (${l})`]));
    await request(site.app)
      .post('/api/cms/admin/news')
      .set('Authorization', auth)
      .send({
        slug: 'sitemap-family-day',
        status: 'published',
        publishedAt: '2026-03-01T09:00:00.000Z',
        title: text('Family day'),
        summary: text('A day for families'),
        body: text('Families met at the centre.'),
      })
      .expect(201);
    await request(site.app)
      .post('/api/cms/admin/news')
      .set('Authorization', auth)
      .send({
        slug: 'sitemap-draft',
        status: 'draft',
        title: text('Draft'),
        summary: text('Soon'),
        body: text('Not yet.'),
      })
      .expect(201);
    const member = await site.register({ fullName: 'Sara Sitemap' });

    const res = await rawGet('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const xml = res.body.toString();
    const url = (loc: string) => xml.split('<url>').find((u) => u.includes(`<loc>${loc}</loc>`)) ?? '';
    const addresses = {
      ar: 'https://mawadda.example/media/news/sitemap-family-day',
      en: 'https://mawadda.example/en/media/news/sitemap-family-day',
      ur: 'https://mawadda.example/ur/media/news/sitemap-family-day',
      fa: 'https://mawadda.example/fa/media/news/sitemap-family-day',
      tr: 'https://mawadda.example/tr/media/news/sitemap-family-day',
    };
    for (const loc of Object.values(addresses)) {
      const entry = url(loc);
      expect(entry, loc).toContain('<lastmod>2026-03-01T09:00:00.000Z</lastmod>');
      for (const [locale, href] of Object.entries(addresses))
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${locale}" href="${href}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${addresses.ar}"/>`);
    }
    // The fixed public pages and the CMS's static pages, in every locale; the home without a slash.
    expect(url('https://mawadda.example/')).toContain('hreflang="en" href="https://mawadda.example/en"');
    expect(url('https://mawadda.example/tr/faq')).not.toBe('');
    expect(url('https://mawadda.example/fa/about-us')).not.toBe('');
    expect(xml.match(/<loc>/g)!.length % 5).toBe(0);
    expect(xml).not.toContain('sitemap-draft');
    expect(xml).not.toContain('/profile');
    expect(xml).not.toContain(member.id);
    expect(xml).not.toContain('/search');
  });
});
