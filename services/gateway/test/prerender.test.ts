import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@mawadda/contracts/locale';
import { repoRoot } from '@mawadda/site';
import { startEmbeddedApp } from './support/embedded-app.js';

// The real member site, with its server entry (dist-ssr/): built once if missing.
const dist = path.join(repoRoot, 'web/member/dist');
const ssrEntry = path.join(repoRoot, 'web/member/dist-ssr/entry-server.js');
const ADMIN = { email: 'render.admin@mawadda.test', password: 'Render-admin-2026-ok' };
const ORIGIN = 'https://mawadda.example';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const text = (s: string) => Object.fromEntries(LOCALES.map((l) => [l, `${s} (${l})`]));

let site: Awaited<ReturnType<typeof startEmbeddedApp>>;
let auth: string;

const crawl = (p: string) => request(site.app).get(p).set('User-Agent', GOOGLEBOT);
/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

beforeAll(async () => {
  if (!fs.existsSync(ssrEntry) || !fs.existsSync(path.join(dist, 'index.html')))
    execFileSync('npm', ['run', 'build', '-w', '@mawadda/web-member'], {
      cwd: repoRoot,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  site = await startEmbeddedApp('prerender', {
    WEB_MEMBER_DIST: dist,
    PUBLIC_ORIGIN: ORIGIN,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  auth = await site.signInAdmin(ADMIN);
}, 180_000);

afterAll(async () => {
  await site?.gateway.close();
  await site?.gateway.database.close();
  if (site) fs.rmSync(site.dataDir, { recursive: true, force: true });
});

describe('pre-rendered public pages', () => {
  it('gives a crawler a news article in its locale, with its head and structured data', async () => {
    await request(site.app)
      .post('/api/cms/admin/news')
      .set('Authorization', auth)
      .send({
        slug: 'family-day',
        status: 'published',
        publishedAt: '2026-03-01T09:00:00.000Z',
        image: '/images/family.jpg',
        title: text('Family day'),
        summary: text('Families met at the centre'),
        body: text('Forty families met at the centre on Saturday.'),
      })
      .expect(201);

    const started = performance.now();
    const en = await crawl('/en/media/news/family-day').expect(200);
    const firstMs = performance.now() - started;
    const again = performance.now();
    await crawl('/en/media/news/family-day').expect(200);
    console.log(`render ms: first ${firstMs.toFixed(0)}, kept ${(performance.now() - again).toFixed(0)}`);

    const html = en.text;
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('<title>Family day (en) | Mawadda</title>');
    // Readable before any script: the first paint waits on no chunk, and the entry starts once the
    // page has loaded (entry-loader.ts), with the locale's catalogue beside it.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script type="module"/);
    const loader = /<script>(\(function \(\) \{var started[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loader).toMatch(/entry\.src = "\/assets\/index-[^"]+\.js"/);
    expect(loader).toContain("link.rel = 'modulepreload'");
    expect(html).toContain('<h1 id="post-title">Family day (en)</h1>');
    expect(html).toContain('Forty families met at the centre on Saturday. (en)');
    expect(html).not.toContain('(ar)</h1>');
    expect(html).toContain('<meta name="description" content="Families met at the centre (en)" />');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/en/media/news/family-day" />`);
    for (const l of LOCALES) {
      const href = l === 'ar' ? `${ORIGIN}/media/news/family-day` : `${ORIGIN}/${l}/media/news/family-day`;
      expect(html).toContain(`<link rel="alternate" hreflang="${l}" href="${href}" />`);
    }
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/media/news/family-day" />`,
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/images/family.jpg" />`);
    const [article] = jsonLd(html);
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Family day (en)',
      datePublished: '2026-03-01T09:00:00.000Z',
      inLanguage: 'en',
      image: [`${ORIGIN}/images/family.jpg`],
    });
    // The data the browser hydrates from is a JSON block, which never runs; the CSP allows exactly
    // the page's two scripts: the shell's pre-paint one and the entry's loader.
    expect(html).toMatch(/<script type="application\/json" id="ssr-data">/);
    const shell = await request(site.app).get('/en/profile/some-member');
    const scriptSrc = (csp: string | undefined) =>
      csp
        ?.split('; ')
        .find((d) => d.startsWith('script-src'))
        ?.split(' ')
        .slice(1);
    const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const prePaint = /<script>(\s*\/\/ Before the first paint[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(scriptSrc(en.headers['content-security-policy'])).toEqual([
      "'self'",
      hashOf(prePaint),
      hashOf(loader!),
    ]);
    expect(scriptSrc(shell.headers['content-security-policy'])).toContain(hashOf(prePaint));
    expect(scriptSrc(shell.headers['content-security-policy'])).not.toContain(hashOf(loader!));
    // React writes style props as attributes on the server: exactly those values are allowed.
    expect(en.headers['content-security-policy']).toContain(
      "style-src 'self' 'unsafe-hashes' 'sha256-tTgjrFAQDNcRW/9ebtwfDewCTgZMFnKpGa9tcHFyvcs='", // opacity:0
    );

    const ar = await crawl('/media/news/family-day').expect(200);
    expect(ar.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(ar.text).toContain('Family day (ar)');
    expect(ar.text).toContain('<meta property="og:locale" content="ar_AE" />');
  });

  it("resizes an article's cover as the page is rendered, before a browser asks for it", async () => {
    const cacheDir = path.join(site.dataDir, 'cache', 'images');
    const cached = () =>
      fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir).filter((f) => f.endsWith('.webp')) : [];
    const before = cached().length;
    await request(site.app)
      .post('/api/cms/admin/news')
      .set('Authorization', auth)
      .send({
        slug: 'walis-and-families',
        status: 'published',
        publishedAt: '2026-03-02T09:00:00.000Z',
        image: '/images/covers/involving-the-wali-and-families.jpg',
        title: text('Walis and families'),
        summary: text('How families take part'),
        body: text('Families take part.'),
      })
      .expect(201);
    const page = await crawl('/en/media/news/walis-and-families').expect(200);
    // Every variant the cover's <img> names (its src and srcset), made without any request for an image.
    const cover = /<img class="post__image"[^>]*>/.exec(page.text)![0].replace(/&amp;/g, '&');
    const variants = new Set([...cover.matchAll(/\/_img\?[^" ,]+/g)].map((m) => m[0]));
    expect(variants.size).toBeGreaterThan(1);
    await expect.poll(() => cached().length - before, { timeout: 15_000 }).toBe(variants.size);
  });

  it('gives /en/faq its questions and FAQPage data', async () => {
    await request(site.app)
      .post('/api/cms/admin/faq')
      .set('Authorization', auth)
      .send({ order: 0, question: text('Is it free to try?'), answer: text('Yes, for **14 days**.') })
      .expect(201);
    const res = await crawl('/en/faq').expect(200);
    expect(res.text).toContain('Is it free to try? (en)');
    const faq = jsonLd(res.text).find((d) => d['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toContainEqual({
      '@type': 'Question',
      name: 'Is it free to try? (en)',
      acceptedAnswer: { '@type': 'Answer', text: 'Yes, for 14 days. (en)' },
    });
  });

  it('renders the home page and the sign-in page in each locale with lang and dir', async () => {
    for (const [p, lang, dir] of [
      ['/', 'ar', 'rtl'],
      ['/en', 'en', 'ltr'],
      ['/ur', 'ur', 'rtl'],
      ['/fa/Auth/login', 'fa', 'rtl'],
      ['/tr/Auth/register', 'tr', 'ltr'],
    ] as const) {
      const res = await crawl(p).expect(200);
      expect(res.text, p).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}">`));
      // React puts the hero image's preload first (a resource hint of the page).
      expect(res.text, p).toMatch(/<div id="root">(<link [^>]*>)*<div class="layout">/);
      expect(res.text, p).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
    }
  });

  it('carries its own rules inline, allowed by their hash, so the first paint waits on the HTML alone', async () => {
    const res = await crawl('/en/faq').expect(200);
    expect(res.text).not.toMatch(/<link rel="stylesheet"/);
    const sheet = /href="(\/assets\/[^"]+\.css)"/.exec(
      fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
    )![1]!;
    const whole = fs.readFileSync(path.join(dist, sheet), 'utf8');
    // The element names the whole sheet, which the app loads before drawing a page of its own.
    const [, named, css] = /<style data-sheet="([^"]+)">([\s\S]*?)<\/style>/.exec(res.text) ?? [];
    expect(named).toBe(sheet);
    // The page's rules only: the FAQ's, none of the chat's, in a fraction of the sheet.
    expect(css).toMatch(/\.faq[\w-]*\{/);
    expect(whole).toMatch(/\.chat-[\w-]*\{/);
    expect(css).not.toMatch(/\.chat-[\w-]*\{/);
    expect(css!.length).toBeLessThan(whole.length / 3);
    // Every class the page names keeps its rules.
    for (const name of ['site-header', 'site-footer'])
      expect(res.text.includes(`class="${name}`) && css!.includes(`.${name}`)).toBe(true);
    const hash = createHash('sha256').update(css!, 'utf8').digest('base64');
    expect(res.headers['content-security-policy']).toMatch(
      new RegExp(`style-src [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    // A member's page is the bare shell: it links the sheet (cached with the other assets).
    const shell = await request(site.app).get('/en/search').expect(200);
    expect(shell.text).toContain(`<link rel="stylesheet" crossorigin href="${sheet}">`);
    expect(shell.headers['content-security-policy']).not.toContain(hash);
  });

  it('sends a kept page compressed once at a high quality, and a 304 to a browser that has it', async () => {
    const first = await request(site.app).get('/en').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(first.text).toMatch(/<html lang="en" dir="ltr">/);
    // Smaller than the per-request compression (quality 4) would make it: made once, at 10.
    const sent = Number(first.headers['content-length']);
    const perRequest = brotliCompressSync(Buffer.from(first.text), {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 },
    }).length;
    expect(sent).toBeLessThan(perRequest * 0.9);

    const gzip = await request(site.app).get('/en').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(first.text);
    const plain = await request(site.app).get('/en').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(first.text);

    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(site.app).get('/en').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it("preloads the body text's web face on Arabic-script pages, and no web font on the others", async () => {
    const preloaded = async (p: string) =>
      [
        ...(await crawl(p).expect(200)).text.matchAll(
          /<link rel="preload" href="(\/assets\/[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/g,
        ),
      ].map((m) => m[1]!);
    const [nastaliq] = await preloaded('/ur');
    expect(nastaliq).toMatch(/nastaliq/);
    // Arabic and Persian: the regular weight of IBM Plex Sans Arabic only, not the bold one.
    for (const p of ['/', '/fa/faq']) {
      const fonts = await preloaded(p);
      expect(fonts, p).toHaveLength(1);
      expect(fonts[0], p).toMatch(/ibm-plex-sans-arabic-arabic-400/);
    }
    // The file the stylesheet's face names, served as a font for a year.
    const font = await request(site.app).get(nastaliq!).expect(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toContain('immutable');
    for (const p of ['/en', '/tr/faq'])
      expect((await crawl(p).expect(200)).text, p).not.toContain('as="font"');
  });

  it("serves a member's page as the bare shell, never indexed", async () => {
    const res = await request(site.app).get('/en/profile/some-member').expect(200);
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('ssr-data');
  });

  it("names a member's page's route chunks in its head, so they load with the entry", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; imports?: string[] }
    >;
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]);
    // The server entry has loaded by now (the pages above): no page is held for it.
    await crawl('/en').expect(200);
    const search = await request(site.app).get('/en/search').expect(200);
    const searchChunk = manifest['src/pages/SearchPage.tsx']!.file;
    expect(preloads(search.text)).toContain(searchChunk);
    // The Arabic profile of a member: its page module and what it imports beyond the entry.
    const profile = await request(site.app).get('/profile/some-member').expect(200);
    const profileChunk = manifest['src/pages/MemberProfilePage.tsx']!.file;
    expect(preloads(profile.text)).toContain(profileChunk);
    expect(preloads(profile.text)).not.toContain(searchChunk);
    // Never the entry's own chunks again: the shell names those already, once.
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    for (const html of [search.text, profile.text]) {
      const links = preloads(html);
      expect(new Set(links).size).toBe(links.length);
      for (const key of entry.imports ?? [])
        expect(links.filter((f) => f === manifest[key]!.file)).toHaveLength(1);
      expect(links).not.toContain(entry.file);
    }
  });

  it("gives a member's page the startup's content, so the page makes none of the seven calls", async () => {
    const blockOf = (html: string) =>
      /<script type="application\/json" id="startup-data">([\s\S]*?)<\/script>/.exec(html);
    // A staff edit drops what was kept: the next member's page waits for the read (half a second
    // at most), so even the first one after it carries the content.
    await request(site.app)
      .post('/api/cms/admin/faq')
      .set('Authorization', auth)
      .send({ order: 9, question: text('Startup?'), answer: text('Read again.') })
      .expect(201);
    const res = await request(site.app).get('/en/search').expect(200);
    const block = blockOf(res.text);
    expect(block).not.toBeNull();
    const content = JSON.parse(block![1]!) as {
      menus: { header: unknown[]; footer: unknown[] };
      pages: unknown[];
    };
    expect(content.menus.header.length).toBeGreaterThan(0);
    expect(content.menus.footer.length).toBeGreaterThan(0);
    // Data, never run: the page's CSP is the shell's, with no hash for it.
    expect(res.headers['content-security-policy']).toBe(
      (await request(site.app).get('/en/no-such-page')).headers['content-security-policy'],
    );
  });

  it('answers an unknown article with 404 and the shell', async () => {
    const res = await crawl('/en/media/news/no-such-article').expect(404);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('shows a staff edit at once: the kept page is dropped on content.changed', async () => {
    const created = await request(site.app)
      .post('/api/cms/admin/news')
      .set('Authorization', auth)
      .send({
        slug: 'open-day',
        status: 'published',
        publishedAt: '2026-03-02T09:00:00.000Z',
        title: text('Open day'),
        summary: text('Come and see'),
        body: text('The centre opens its doors.'),
      })
      .expect(201);
    const before = await crawl('/en/media/news/open-day').expect(200);
    expect(before.text).toContain('Open day (en)');
    const id = created.body.id as number;
    await request(site.app)
      .put(`/api/cms/admin/news/${id}`)
      .set('Authorization', auth)
      .send({
        slug: 'open-day',
        status: 'published',
        publishedAt: '2026-03-02T09:00:00.000Z',
        title: text('Open day moved'),
        summary: text('Come and see'),
        body: text('The centre opens its doors.'),
      })
      .expect(200);
    await expect
      .poll(async () => (await crawl('/en/media/news/open-day').expect(200)).text, {
        timeout: 10_000,
        interval: 100,
      })
      .toContain('<title>Open day moved (en) | Mawadda</title>');
  });
});

describe('a demo site (npm run demo)', () => {
  it('pre-renders its public pages too, with the demo band the browser shows', async () => {
    const demo = await startEmbeddedApp('prerender-demo', {
      WEB_MEMBER_DIST: dist,
      PUBLIC_ORIGIN: ORIGIN,
      DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const html = (await request(demo.app).get('/en/faq').set('User-Agent', GOOGLEBOT).expect(200)).text;
      // The band is in the server's HTML (so hydration finds it) and the page is the real one.
      expect(html).toMatch(/<div id="root">[\s\S]*class="demo-notice"/);
      expect(html).toMatch(/<html lang="en" dir="ltr">/);
      expect(html).toContain('<meta name="mawadda-demo" content="true" />');
    } finally {
      await demo.gateway.close();
      await demo.gateway.database.close();
      fs.rmSync(demo.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
