import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createHttpApp } from '@mawadda/kit';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCsp, WORKER_CSP } from '../src/content-security.js';
import { mountWebApp } from '../src/web-apps.js';

/**
 * The member site as an installable app: its manifest, its service worker at the root and the
 * offline pages the worker keeps, served with the types, caching and CSP a browser needs.
 */
let dist: string;
let app: ReturnType<typeof createHttpApp>;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-site-app-'));
  const write = (file: string, text: string, { brotli = false } = {}) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
    if (brotli) fs.writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
  };
  write(
    'index.html',
    '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest" /><script>document.documentElement.dir = "rtl";</script></head><body><div id="root"></div></body></html>',
  );
  write('sw.js', `(function(){self.addEventListener('fetch',()=>{});/*${'x'.repeat(2000)}*/})();`, {
    brotli: true,
  });
  write('manifest.webmanifest', JSON.stringify({ name: 'مودة', start_url: '/', display: 'standalone' }));
  write(
    'offline/en.html',
    '<!doctype html><html lang="en"><head><title>Offline</title></head><body></body></html>',
  );
  write('assets/index-abc123.js', 'export {};');
  app = createHttpApp({
    logger: pino({ level: 'silent' }),
    mount: (a) =>
      void mountWebApp(a, { mountPath: '/', dir: dist, isRoute: (p) => p === '/' || p === '/en' }),
  });
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the installable member site', () => {
  it('serves the service worker at the root, as JavaScript, always revalidated', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await request(app).get('/sw.js').set('Accept-Encoding', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
      // The worker runs under its script's own policy: fetches to this origin, nothing else.
      expect(res.headers['content-security-policy']).toBe(WORKER_CSP);
      // A worker at the root controls the root's scope without Service-Worker-Allowed.
      expect(res.headers['service-worker-allowed']).toBeUndefined();
    }
  });

  it('serves the manifest as a web app manifest, revalidated', async () => {
    const res = await request(app).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.text)).toMatchObject({ display: 'standalone' });
  });

  it('serves an offline page under the site’s CSP, which allows no inline script', async () => {
    const res = await request(app).get('/offline/en.html');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(siteCsp([]));
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('lets pages load the manifest and register the worker from this origin only, as strict as before', async () => {
    const res = await request(app).get('/en');
    const csp = res.headers['content-security-policy'] as string;
    const directives: Record<string, string[]> = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    expect(directives['manifest-src']).toEqual(["'self'"]);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['script-src']?.[0]).toBe("'self'");
    expect(directives['script-src']?.slice(1).every((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('keeps hashed build files immutable', async () => {
    const res = await request(app).get('/assets/index-abc123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
