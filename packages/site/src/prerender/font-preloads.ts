import type { Locale } from '@mawadda/contracts/locale';

/**
 * The web face a locale's pages are drawn in, by the family name the member site's stylesheet gives
 * it (web/member/src/styles/fonts.css): IBM Plex Sans Arabic for Arabic and Persian, Nastaliq for
 * Urdu; English and Turkish use the platform's fonts.
 */
const WEB_FACES: Partial<Record<Locale, string>> = {
  ar: 'IBM Plex Sans Arabic Web',
  fa: 'IBM Plex Sans Arabic Web',
  ur: 'Noto Nastaliq Urdu Web',
};

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const FAMILY = /font-family:\s*(['"]?)([^;'"]+)\1/;
const WEIGHT = /font-weight:\s*(\d+)(?:\s+(\d+))?/;
const WOFF2 = /url\(\s*(['"]?)(\/assets\/[^'")?#]+\.woff2)\1\s*\)/;

/** The body text's weight: only the face that draws it is preloaded, a bold one comes when used. */
const BODY_WEIGHT = 400;

/** Whether a face's `font-weight` (one weight or a variable range; none means 400) draws body text. */
function drawsBody(rule: string): boolean {
  const [, from, to] = WEIGHT.exec(rule) ?? [];
  if (!from) return true;
  return Number(from) <= BODY_WEIGHT && BODY_WEIGHT <= Number(to ?? from);
}

/**
 * Preload tags for the face a rendered page of `locale` draws its body text in, read from the
 * stylesheet's `@font-face` rules, so the font request starts with the HTML and on a quick
 * connection the text is not drawn twice (`font-display: swap`).
 */
export function fontPreloads(css: string, locale: Locale): string {
  const family = WEB_FACES[locale];
  if (!family) return '';
  const files = new Set<string>();
  for (const [, rule] of css.matchAll(FONT_FACE)) {
    if (FAMILY.exec(rule!)?.[2]?.trim() !== family || !drawsBody(rule!)) continue;
    const file = WOFF2.exec(rule!)?.[2];
    if (file && !file.includes('..')) files.add(file);
  }
  return [...files]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}
