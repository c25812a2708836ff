import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { offlinePage, shellChunks } from './service-worker';

const chunk = (fileName: string, imports: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, imports, isEntry }) as unknown as Rollup.OutputChunk;

describe('the service worker build', () => {
  it('keeps the entry and what it imports statically, not the pages loaded later', () => {
    const bundle = {
      a: chunk('assets/index-1.js', ['assets/framework-2.js', 'assets/app-3.js'], true),
      b: chunk('assets/framework-2.js', []),
      c: chunk('assets/app-3.js', ['assets/framework-2.js']),
      d: chunk('assets/SearchPage-4.js', ['assets/app-3.js']),
    } as Rollup.OutputBundle;
    expect(shellChunks(bundle).sort()).toEqual([
      'assets/app-3.js',
      'assets/framework-2.js',
      'assets/index-1.js',
    ]);
  });

  it('writes an offline page in the locale’s language and direction, the site’s look, no script', () => {
    const html = offlinePage(
      'ar',
      'rtl',
      {
        brand: 'مودة',
        tagline: 'طريق كريم',
        copyright: '© 2026 مودة',
        pageTitle: 'غير متصل | مودة',
        title: 'لا يوجد اتصال',
        body: 'أعد <المحاولة>',
        retry: 'إعادة المحاولة',
      },
      ['assets/style-1.css'],
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-1.css" />');
    expect(html).toContain('<h1 id="offline-title">لا يوجد اتصال</h1>');
    expect(html).toContain('<a href="/" class="site-header__brand" aria-label="مودة">');
    expect(html).toContain('<a class="btn btn--primary" href="">إعادة المحاولة</a>');
    expect(html).toContain('أعد &#60;المحاولة&#62;');
    // The site's footer, as on every other page.
    expect(html).toMatch(
      /<footer class="site-footer">[\s\S]*<p>طريق كريم<\/p>[\s\S]*© 2026 مودة[\s\S]*<\/footer>/,
    );
    expect(html).not.toMatch(/<script|<style|style=/);
  });

  it('links the brand to the locale’s home', () => {
    const text = {
      brand: 'Mawadda',
      tagline: '',
      copyright: '',
      pageTitle: 'Offline',
      title: 'No connection',
      body: '',
      retry: 'Try again',
    };
    expect(offlinePage('en', 'ltr', text, [])).toContain('<a href="/en" class="site-header__brand"');
  });
});
