import type { Locale } from '@mawadda/contracts/locale';

/**
 * The web face a locale's pages are drawn in, by the family name the member site's stylesheet gives
 * it (web/member/src/styles/fonts.css): Urdu's Nastaliq only; the other locales use the platform's
 * fonts.
 */
const WEB_FACES: Partial<Record<Locale, string>> = { ur: 'Noto Nastaliq Urdu Web' };

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const FAMILY = /font-family:\s*(['"]?)([^;'"]+)\1/;
const WOFF2 = /url\(\s*(['"]?)(\/assets\/[^'")?#]+\.woff2)\1\s*\)/;

/**
 * Preload tags for the faces a rendered page of `locale` uses, read from the stylesheet's
 * `@font-face` rules, so the font request starts with the HTML and on a quick connection the text
 * is not drawn twice (`font-display: swap`).
 */
export function fontPreloads(css: string, locale: Locale): string {
  const family = WEB_FACES[locale];
  if (!family) return '';
  const files = new Set<string>();
  for (const [, rule] of css.matchAll(FONT_FACE)) {
    if (FAMILY.exec(rule!)?.[2]?.trim() !== family) continue;
    const file = WOFF2.exec(rule!)?.[2];
    if (file && !file.includes('..')) files.add(file);
  }
  return [...files]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}
