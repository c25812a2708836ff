// Accessibility across the public site (every public page keeps 100 in all five locales):
// Lighthouse's accessibility category alone (no performance trace, so seconds a page)
// on each public page in each locale, in the Chrome the bench started. Failing audits are named
// with their first offending element, so a regression says where to look.
import lighthouse, { type Flags } from 'lighthouse';
import { LOCALES, type Locale } from '@mawadda/contracts/locale';

export interface AccessibilityResult {
  url: string;
  score: number | null;
  failures: string[];
}

/** The public pages, without locale prefix; `{news}` is a published article's slug. */
export const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/media/news',
  '/media/news/{news}',
  '/blog',
  '/faq',
  '/contact-us',
  '/Auth/login',
  '/Auth/register',
] as const;

const inLocale = (locale: Locale, path: string) =>
  locale === 'ar' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

export async function auditAccessibility(o: {
  port: number;
  origin: string;
  newsSlug: string | undefined;
  log: (line: string) => void;
}): Promise<AccessibilityResult[]> {
  const results: AccessibilityResult[] = [];
  for (const locale of LOCALES)
    for (const page of PUBLIC_PAGES) {
      if (page.includes('{news}') && !o.newsSlug) continue;
      const url = `${o.origin}${inLocale(locale, page.replace('{news}', encodeURIComponent(o.newsSlug ?? '')))}`;
      const flags: Flags = {
        port: o.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        extraHeaders: { 'Accept-Language': locale },
      };
      const result = await lighthouse(url, flags);
      const lhr = result?.lhr;
      const score = lhr?.categories.accessibility?.score;
      const failures = Object.values(lhr?.audits ?? {})
        .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
        .map((a) => {
          const items = (a.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items;
          const where = items?.[0]?.node?.selector;
          return where ? `${a.id} (${where})` : a.id;
        });
      const r = { url, score: typeof score === 'number' ? Math.round(score * 100) : null, failures };
      results.push(r);
      o.log(
        `accessibility ${r.score ?? '–'} ${new URL(url).pathname}${failures.length ? `: ${failures.join(', ')}` : ''}`,
      );
    }
  return results;
}
