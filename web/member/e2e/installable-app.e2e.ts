import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/**
 * Installing the site as an app, as far as headless Chromium goes: it shows no install dialog, so
 * the journey checks what the browser decides installability on (a controlling service worker,
 * the manifest and its icons, Chromium's own verdict over the DevTools protocol) and then what an
 * installed app does without a network (the offline page in the page's language).
 */
describe('the installable member site', () => {
  it('registers its worker, has an installable manifest, and shows the offline page without a network', async () => {
    const page = await newPage(browser(), 'phone', 'en');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective} ${e.blockedURI || 'inline'}`),
      );
    });
    const cspViolations = () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    await page.goto(`${baseUrl}/en/media/news`, { waitUntil: 'networkidle' });
    // The worker registers after load, activates and takes the open page (clients.claim).
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
        timeout: 20_000,
      })
      .toBe('activated');

    const href = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await page.request.get(`${baseUrl}${href}`);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as Manifest;
    expect(manifest).toMatchObject({
      short_name: 'مودة',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f5e59',
    });
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const res = await page.request.get(`${baseUrl}${icon.src}`);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/png');
    }

    // Chromium's own verdict. A test browser's context is off the record, which Chromium names as
    // the only reason it would not offer to install.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

    // What the worker kept: the shell, never an API answer nor a page.
    const kept = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys())
        for (const r of await (await caches.open(name)).keys()) paths.push(new URL(r.url).pathname);
      return paths;
    });
    expect(kept).toContain('/offline/en.html');
    expect(
      kept.filter((p) => !/^\/(assets|offline|icons)\/|^\/(manifest\.webmanifest|favicon\.svg)$/.test(p)),
    ).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'No internet connection' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    // In the site's look: its stylesheet came from the worker's copy.
    expect(await page.locator('.site-header').evaluate((e) => getComputedStyle(e).position)).not.toBe(
      'static',
    );
    // With the site's footer, as every other page.
    await page.getByRole('contentinfo').getByText('A respectful path to lawful marriage').waitFor();
    await shot(page, 'installable-app', 'phone', 'offline-en', { screen: true });

    // A member's page and the Arabic root the same way, each in its own language.
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('heading', { level: 1, name: 'لا يوجد اتصال بالإنترنت' }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await shot(page, 'installable-app', 'phone', 'offline-ar', { screen: true });
    expect(await cspViolations()).toEqual([]);

    // Back online, "Try again" asks for the page itself (signed out: the sign-in page).
    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'إعادة المحاولة' }).click();
    await page.locator('#root main').waitFor();
    expect(await page.getByRole('heading', { name: 'لا يوجد اتصال بالإنترنت' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
