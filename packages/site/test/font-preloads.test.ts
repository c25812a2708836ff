import { describe, expect, it } from 'vitest';
import { fontPreloads } from '../src/prerender/font-preloads.js';

const face = (family: string, weight: string, file: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};` +
  `src:url(/assets/${file}.woff2) format("woff2");unicode-range:U+0600-06FF}`;

const CSS = [
  face('IBM Plex Sans Arabic Web', '400', 'plex-arabic-400-a1'),
  face('IBM Plex Sans Arabic Web', '700', 'plex-arabic-700-b2'),
  face('Noto Nastaliq Urdu Web', '400 700', 'nastaliq-wght-c3'),
  'body{font-family:var(--font-arabic)}',
].join('');

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('font preloads', () => {
  it("preloads an Arabic or Persian page's body face, not its bold one", () => {
    expect(hrefs(fontPreloads(CSS, 'ar'))).toEqual(['/assets/plex-arabic-400-a1.woff2']);
    expect(hrefs(fontPreloads(CSS, 'fa'))).toEqual(['/assets/plex-arabic-400-a1.woff2']);
    expect(fontPreloads(CSS, 'ar')).toBe(
      '<link rel="preload" href="/assets/plex-arabic-400-a1.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  it("preloads Urdu's variable Nastaliq, whose range holds the body weight", () => {
    expect(hrefs(fontPreloads(CSS, 'ur'))).toEqual(['/assets/nastaliq-wght-c3.woff2']);
  });

  it('preloads nothing for a locale drawn in the platform fonts', () => {
    expect(fontPreloads(CSS, 'en')).toBe('');
    expect(fontPreloads(CSS, 'tr')).toBe('');
  });
});
