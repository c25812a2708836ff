import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot, VIEWPORTS, type ViewportName } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** The header's language control: on a phone it sits behind the menu button. */
async function chooseLanguage(page: Page, viewport: ViewportName, locale: string) {
  if (viewport === 'phone') await page.locator('.site-header__toggle').click();
  await page.locator('.site-header select').selectOption(locale);
}

const brandSide = async (page: Page, viewport: ViewportName) => {
  const box = await page.locator('.site-header__brand').boundingBox();
  return box!.x + box!.width / 2 > VIEWPORTS[viewport].width / 2 ? 'right' : 'left';
};

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('a guest on the home page (%s)', (viewport) => {
  it('reads it in Arabic, right to left, with the menu and blocks of the demo content', async () => {
    const page = await newPage(browser(), viewport, 'ar-AE');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.title()).toContain('مودة');
    await page.getByRole('heading', { level: 1, name: /زواجك/ }).waitFor();
    await page.getByRole('heading', { name: 'كيف تعمل مودة؟' }).waitFor();
    expect(await brandSide(page, viewport)).toBe('right');
    await shot(page, 'guest-home', viewport, 'arabic');
    if (viewport === 'phone') {
      await page.locator('.site-header__toggle').click();
      await page.getByRole('navigation').getByRole('link', { name: 'الرئيسية' }).waitFor();
      await shot(page, 'guest-home', viewport, 'arabic-menu');
    } else {
      expect(await page.getByRole('navigation').getByRole('link').count()).toBeGreaterThan(5);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not move when its bold Arabic face comes late, in Arabic and English', async () => {
    for (const [path, language] of [
      ['/', 'ar-AE'],
      ['/en', 'en-US'],
    ] as const) {
      const page = await newPage(browser(), viewport, language);
      // Every shift the page makes without input, from the first paint on.
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: number };
        w.shifted = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) w.shifted += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // A slow connection: the bold face (not preloaded) arrives only once the page is drawn, and
      // the whole sheet the app then loads (which names the faces again) only after the face.
      let drawn!: () => void;
      const pageDrawn = new Promise<void>((resolve) => (drawn = resolve));
      let fontsIn!: () => void;
      const faceCame = new Promise<void>((resolve) => (fontsIn = resolve));
      await page.route(/700-normal[^/]*\.woff2$/, async (route) => {
        await pageDrawn;
        await route.continue();
      });
      await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
        await faceCame;
        await route.continue();
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('footer').first().waitFor();
      drawn();
      await page.evaluate(() => document.fonts.ready);
      fontsIn();
      // The whole sheet applied, every font it asked for in, and two frames drawn with them.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
          (l) => l.sheet !== null && l.media !== 'print',
        ),
      );
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      });
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(
        0.005,
      );
      await page.context().close();
    }
  });

  it('switches to English, left to right, and comes back to English at the root next time', async () => {
    const page = await newPage(browser(), viewport, 'ar-AE');
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await chooseLanguage(page, viewport, 'en');
    await page.waitForURL(`${baseUrl}/en`);
    // The page switches once the English texts have loaded.
    await page.locator('html[lang="en"][dir="ltr"]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1, name: /marriage journey/ }).waitFor();
    // The menus came with the Arabic page in Arabic only: they are read again in English.
    expect(await page.locator('.site-header nav a').first().textContent()).toBe('Home');
    expect(await brandSide(page, viewport)).toBe('left');
    await shot(page, 'guest-home', viewport, 'english');
    // Spec §9: the choice is kept in local storage and a cookie the root redirects on.
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${baseUrl}/en`);
    await chooseLanguage(page, viewport, 'ar');
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('html[lang="ar"][dir="rtl"]').waitFor({ state: 'attached' });
    await page.context().close();
  });

  it('lands a browser set to Turkish on the Turkish site', async () => {
    const page = await newPage(browser(), viewport, 'tr-TR');
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${baseUrl}/tr`);
    expect(await page.getAttribute('html', 'lang')).toBe('tr');
    await page.context().close();
  });

  it('gets a real 404 page for an unknown address, in the language of the path', async () => {
    const page = await newPage(browser(), viewport, 'en');
    const res = await page.goto(`${baseUrl}/en/no-such-page`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'guest-home', viewport, 'not-found');
    await page.context().close();
  });
});

describe('addresses that are not pages of their own', () => {
  it('opens /ar/… at the same page without the prefix, Arabic being the root', async () => {
    const page = await newPage(browser(), 'phone', 'ar');
    const res = await page.goto(`${baseUrl}/ar/faq?from=old-link`, { waitUntil: 'networkidle' });
    expect(page.url()).toBe(`${baseUrl}/faq?from=old-link`);
    expect(res?.status()).toBe(200);
    expect(res?.request().redirectedFrom()?.url()).toBe(`${baseUrl}/ar/faq?from=old-link`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });

  it('shows an unknown article as not found inside the site, with a 404 and no retry', async () => {
    const page = await newPage(browser(), 'phone', 'ar');
    const res = await page.goto(`${baseUrl}/blog/no-such-post`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'لم نعثر على هذه الصفحة' }).waitFor();
    await page.locator('.site-header').waitFor();
    await page.locator('footer').first().waitFor();
    expect(await page.getByRole('link', { name: 'العودة إلى المدونة' }).getAttribute('href')).toBe('/blog');
    expect(await page.getByRole('button', { name: 'أعد المحاولة' }).count()).toBe(0);
    await shot(page, 'guest-home', 'phone', 'article-not-found');
    await page.context().close();
  });
});

describe('a rendered page carries only its own rules', () => {
  it('is styled before its code runs, and so is every page the app draws after it', async () => {
    // Without scripts: the page's rules, inline, style what the server drew.
    const bare = await browser().newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const noScript = await bare.newPage();
    await noScript.goto(`${baseUrl}/en`, { waitUntil: 'networkidle' });
    expect(await noScript.locator('.site-header').evaluate((e) => getComputedStyle(e).position)).toBe(
      'sticky',
    );
    expect(await noScript.locator('link[rel="stylesheet"]').count()).toBe(0);
    await bare.close();

    // With them: the app loads the whole sheet before it draws the next page itself, whose rules
    // the home did not carry (the sign-in card is on no rendered home).
    const page = await newPage(browser(), 'desktop', 'en');
    await page.goto(`${baseUrl}/en`, { waitUntil: 'networkidle' });
    expect(await page.locator('style[data-sheet]').count()).toBe(1);
    expect(await page.locator('style[data-sheet]').textContent()).not.toContain('.auth-card');
    await page.locator('.site-header').getByRole('link', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/en\/Auth\/login$/);
    const card = page.locator('.auth-card');
    await card.waitFor();
    // .auth-card{max-inline-size:32rem}: 512 px, where an unstyled card spans the page.
    expect(await card.evaluate((e) => getComputedStyle(e).maxInlineSize)).toBe('512px');
    await shot(page, 'guest-home', 'desktop', 'english-login-after-home');
    await page.context().close();
  });
});
