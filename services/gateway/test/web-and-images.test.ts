import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '@mawadda/kit';
import { pino } from 'pino';
import { loadEmbeddedConfig } from '../src/config.js';
import { createEmbeddedGateway, type EmbeddedGateway } from '../src/embedded.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-web-'));
const dist = path.join(dataDir, 'dist');
let gateway: EmbeddedGateway;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'images'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Mawadda</title><script>document.documentElement.dir = "rtl";</script><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'version.json'), '{"version":"v1"}');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // A camera photo: 2000 px wide, with GPS and camera data in its EXIF.
  await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#0f5e59' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 12/1 0/1' },
    })
    .toFile(path.join(dist, 'images', 'family.jpg'));
  gateway = await createEmbeddedGateway(
    loadEmbeddedConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_MEMBER_DIST: dist }),
    { logger: pino({ level: 'silent' }), database: await openPgliteDatabase() },
  );
});

afterAll(async () => {
  await gateway.close();
  await gateway.database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the built member site', () => {
  it('serves the app for every page of the site, in every locale prefix', async () => {
    for (const p of [
      '/',
      '/en',
      '/en/about-us',
      '/Auth/login',
      '/en/auth/register',
      '/en/verify-email',
      '/verification',
      '/tr/media/news/some-article',
      '/fa/profile/123',
    ]) {
      const res = await request(gateway.app).get(p);
      expect(res.status, p).toBe(200);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers an unknown path with 404: the app for people, only the status for bots', async () => {
    const person = await request(gateway.app)
      .get('/en/no-such-page')
      .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0');
    expect(person.status).toBe(404);
    expect(person.text).toContain('<div id="root">');
    const bot = await request(gateway.app)
      .get('/en/no-such-page')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(bot.status).toBe(404);
    expect(bot.text).not.toContain('<div id="root">');
  });

  it('sends a form posted to a page before its code ran back to the page, its fields unread', async () => {
    for (const p of ['/Auth/login', '/en/contact-us', '/fa/Auth/register']) {
      const res = await request(gateway.app)
        .post(`${p}?next=//elsewhere.example`)
        .type('form')
        .send({ email: 'someone@example.com', password: 'Secret-123' });
      expect(res.status, p).toBe(303);
      expect(res.headers.location, p).toBe(p);
      expect(res.text, p).not.toContain('Secret-123');
    }
    // Not a page of the site, nor another host in disguise: no redirect.
    for (const p of ['/no-such-page', '//elsewhere.example/Auth/login'])
      expect((await request(gateway.app).post(p).send('x=1')).status, p).toBe(404);
  });

  it('sends a person opening the root to the language they chose before, else their browser language', async () => {
    const chosen = await request(gateway.app)
      .get('/?ref=ad')
      .set('Cookie', 'theme=x; i18n_redirected=tr')
      .set('Accept-Language', 'en');
    expect(chosen.status).toBe(302);
    expect(chosen.headers.location).toBe('/tr?ref=ad');
    expect(chosen.headers.vary).toMatch(/Cookie/);
    const browser = await request(gateway.app).get('/').set('Accept-Language', 'fr-FR, fa;q=0.8, en;q=0.5');
    expect(browser.headers.location).toBe('/fa');
    // Arabic is the root itself; an unknown cookie value falls back to the browser.
    expect(
      (await request(gateway.app).get('/').set('Cookie', 'i18n_redirected=ar').set('Accept-Language', 'en'))
        .status,
    ).toBe(200);
    expect(
      (await request(gateway.app).get('/').set('Cookie', 'i18n_redirected=xx').set('Accept-Language', 'ur'))
        .headers.location,
    ).toBe('/ur');
    // Only the root: an address that names its page is answered as asked.
    expect((await request(gateway.app).get('/about-us').set('Cookie', 'i18n_redirected=en')).status).toBe(
      200,
    );
    const bot = await request(gateway.app)
      .get('/')
      .set('Accept-Language', 'en')
      .set('User-Agent', 'Googlebot/2.1');
    expect(bot.status).toBe(200);
  });

  it('sends /ar/… for good to the same page without the prefix: Arabic lives at the root', async () => {
    const cases = [
      ['/ar', '/'],
      ['/ar/', '/'],
      ['/ar?ref=ad', '/?ref=ad'],
      ['/ar/blog/first-post?utm=x', '/blog/first-post?utm=x'],
      ['/ar/Auth/login', '/Auth/login'],
      // Never another host in disguise.
      ['/ar//elsewhere.example/x', '/elsewhere.example/x'],
      ['/ar/%2F%2Felsewhere.example', '/%2F%2Felsewhere.example'],
    ];
    for (const [from, to] of cases) {
      const res = await request(gateway.app).get(from!).set('User-Agent', 'Mozilla/5.0 Chrome/156.0');
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    // Crawlers too: the prefixed address is not a page of its own.
    const bot = await request(gateway.app).get('/ar/faq').set('User-Agent', 'Googlebot/2.1');
    expect([bot.status, bot.headers.location]).toEqual([301, '/faq']);
    // Only the whole segment: other languages and look-alike paths are answered as asked.
    expect((await request(gateway.app).get('/en/faq')).status).toBe(200);
    expect((await request(gateway.app).get('/arabic')).status).toBe(404);
  });

  it('serves pages under a strict CSP that allows only the page’s own inline script, by hash', async () => {
    const page = await request(gateway.app).get('/search').expect(200);
    const csp = page.headers['content-security-policy'] as string;
    const hash = createHash('sha256').update('document.documentElement.dir = "rtl";').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self'");
    // API answers are data: nothing in them may load or be framed.
    const api = await request(gateway.app).get('/api/cms/menus?categoryId=1').expect(200);
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('serves the API docs page and only the two files it loads from swagger-ui', async () => {
    const docs = await request(gateway.app).get('/api/docs').expect(200);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    await request(gateway.app).get('/api/docs/assets/swagger-ui.css').expect(200);
    await request(gateway.app).get('/api/docs/assets/swagger-ui-bundle.js').expect(200);
    for (const file of [
      'index.html',
      'oauth2-redirect.html',
      'package.json',
      'swagger-initializer.js',
      '../package.json',
    ])
      expect((await request(gateway.app).get(`/api/docs/assets/${file}`)).status).toBe(404);
  });

  it('caches hashed assets for a year and never the version file', async () => {
    expect((await request(gateway.app).get('/assets/app-abc123.js')).headers['cache-control']).toContain(
      'immutable',
    );
    const version = await request(gateway.app).get('/version.json');
    expect(version.body).toEqual({ version: 'v1' });
    expect(version.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API 404s as problems', async () => {
    const res = await request(gateway.app).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
  });
});

describe('the image endpoint', () => {
  it('resizes to the asked width, re-encodes as webp and drops all metadata', async () => {
    const res = await request(gateway.app)
      .get('/_img?src=/images/family.jpg&w=640&q=80&f=webp')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.body as Buffer).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.exif).toBeUndefined();
    const again = await request(gateway.app)
      .get('/_img?src=/images/family.jpg&w=640&q=80&f=webp')
      .set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('refuses widths outside the spec set, other hosts and paths out of the tree', async () => {
    expect((await request(gateway.app).get('/_img?src=/images/family.jpg&w=333')).status).toBe(400);
    expect((await request(gateway.app).get('/_img?src=https://evil.example/x.jpg&w=640')).status).toBe(400);
    expect((await request(gateway.app).get('/_img?src=/../../etc/passwd&w=640')).status).toBe(400);
    expect((await request(gateway.app).get('/_img?src=/images/missing.jpg&w=640')).status).toBe(404);
    expect((await request(gateway.app).get('/_img?src=/index.html&w=640')).status).toBe(404);
  });

  it('answers many requests for one uncached variant at once with the same image', async () => {
    const asks = Array.from({ length: 8 }, () =>
      request(gateway.app)
        .get('/_img?src=/images/family.jpg&w=1024&q=80&f=webp')
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        }),
    );
    const answers = await Promise.all(asks);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const first = answers[0]!.body as Buffer;
    expect((await sharp(first).metadata()).width).toBe(1024);
    for (const a of answers) expect(Buffer.compare(a.body as Buffer, first)).toBe(0);
  });
});
