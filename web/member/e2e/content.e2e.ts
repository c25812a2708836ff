import { describe, expect, inject, it } from 'vitest';
import { useBrowser, newPage, shot, type ViewportName } from './browser.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe.each([
  { viewport: 'desktop' as ViewportName, locale: 'en' as const },
  { viewport: 'phone' as ViewportName, locale: 'ar' as const },
])('a reader of the media centre ($locale, $viewport)', ({ viewport, locale }) => {
  const prefix = locale === 'ar' ? '' : `/${locale}`;

  it('sees the news with their optimised covers and opens an article', async () => {
    const page = await newPage(browser(), viewport, locale);
    const images: { url: string; type: string | null; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/_img?'))
        images.push({ url: r.url(), type: r.headers()['content-type'] ?? null, status: r.status() });
    });
    await page.goto(`${baseUrl}${prefix}/media/news`, { waitUntil: 'networkidle' });
    const cards = page.locator('.post-card');
    expect(await cards.count()).toBe(5);
    // Lazy covers load as the reader scrolls; then every one has really arrived.
    for (const img of await page.locator('.post-card__image').all()) await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.post-card__image')].every((i) => i.complete),
    );
    const loaded = await page.locator('.post-card__image').evaluateAll((imgs) =>
      imgs.map((i) => ({
        ok: (i as HTMLImageElement).naturalWidth > 0,
        src: (i as HTMLImageElement).currentSrc,
      })),
    );
    expect(loaded).toHaveLength(5);
    for (const img of loaded) {
      expect(img.ok, img.src).toBe(true);
      expect(img.src).toMatch(/\/_img\?src=%2Fimages%2Fcovers%2F.+&w=(320|640)&q=80&f=webp$/);
    }
    expect(images.length).toBeGreaterThanOrEqual(5);
    expect(images.filter((i) => i.type !== 'image/webp')).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'content', viewport, `${locale}-news`);

    await cards.first().getByRole('link').click();
    await page.waitForURL(/\/media\/news\/.+/);
    // The article's own title (the list's may still be drawn while the URL has changed).
    await page.locator('article.post h1').waitFor();
    // The body shows with the title, not a moment after (its renderer loads with the page's data).
    expect(await page.locator('article.post .prose p').count()).toBeGreaterThan(0);
    // The cover is fetched at once (above the fold); wait for it to arrive, then check it decoded.
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.post__image')?.complete);
    const cover = await page.locator('.post__image').evaluate((i) => ({
      ok: (i as HTMLImageElement).naturalWidth > 0,
      src: (i as HTMLImageElement).currentSrc,
    }));
    expect(cover.ok, cover.src).toBe(true);
    expect(cover.src).toMatch(/&q=80&f=webp$/);
    expect(await page.title()).toContain(locale === 'ar' ? 'مودة' : 'Mawadda');
    await shot(page, 'content', viewport, `${locale}-article`);
    await page.context().close();
  });

  it('reads a static page and the FAQ in the page language', async () => {
    const page = await newPage(browser(), viewport, locale);
    await page.goto(`${baseUrl}${prefix}/about-us/vision-mission`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main').innerText()).toMatch(locale === 'ar' ? /رؤيتنا|الرؤية/ : /vision/i);
    await shot(page, 'content', viewport, `${locale}-vision-mission`);
    await page.goto(`${baseUrl}${prefix}/faq`, { waitUntil: 'networkidle' });
    const first = page.locator('main details.faq__item').first();
    await first.locator('summary').click();
    expect(await first.getAttribute('open')).not.toBeNull();
    await shot(page, 'content', viewport, `${locale}-faq`);
    await page.context().close();
  });
});
