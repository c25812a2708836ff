import type { PageHead } from '@mawadda/contracts/page-head';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@mawadda/contracts/locale';
import { pathInLocale } from '@mawadda/contracts/web-routes';

export type { PageHead };

/** The site's name per locale, as its titles spell it. */
const SITE_NAMES: Record<Locale, string> = {
  ar: 'مودة',
  en: 'Mawadda',
  ur: 'مودّت',
  fa: 'مودّت',
  tr: 'Mawadda',
};

/** The description of a page that has none of its own (home, sign-in, registration). */
export const SITE_DESCRIPTIONS: Record<Locale, string> = {
  ar: 'مودة منصة زواج شرعي للعائلات المسلمة: تعارف جاد بحضور الولي، وخصوصية تحفظ الصور والبيانات، ومقالات ونصائح للمقبلين على الزواج.',
  en: 'Mawadda is a marriage platform for Muslim families: serious introductions with a guardian involved, privacy that protects photos and details, and articles for those preparing to marry.',
  ur: 'مودّت مسلم خاندانوں کے لیے نکاح کا پلیٹ فارم ہے: ولی کی موجودگی میں سنجیدہ تعارف، تصاویر اور معلومات کی حفاظت کرنے والی رازداری، اور نکاح کی تیاری کرنے والوں کے لیے مضامین۔',
  fa: 'مودّت بستر ازدواج برای خانواده‌های مسلمان است: آشنایی جدی با حضور ولی، حریم خصوصی که عکس‌ها و اطلاعات را حفظ می‌کند، و مقاله‌هایی برای کسانی که آماده ازدواج می‌شوند.',
  tr: 'Mawadda, Müslüman aileler için bir evlilik platformudur: velinin de yer aldığı ciddi tanışmalar, fotoğrafları ve bilgileri koruyan gizlilik ve evliliğe hazırlananlar için yazılar.',
};

/** Open Graph spells locales with a territory. */
const OG_LOCALES: Record<Locale, string> = {
  ar: 'ar_AE',
  en: 'en_US',
  ur: 'ur_PK',
  fa: 'fa_IR',
  tr: 'tr_TR',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON inside <script>: no `<` can end the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A site path or URL as an absolute URL; anything else (a data: URL) is left out. */
function absolute(origin: string, src: string | undefined): string | undefined {
  if (!src) return undefined;
  if (/^https?:\/\//i.test(src)) return src;
  return src.startsWith('/') ? `${origin}${src}` : undefined;
}

/** The page's address in a locale, without a trailing slash (the home page is the origin's `/`). */
export function pageUrl(origin: string, locale: Locale, path: string): string {
  const clean = path === '/' ? '/' : path.replace(/\/+$/, '');
  const local = pathInLocale(locale, clean === '/' && locale !== DEFAULT_LOCALE ? '' : clean);
  return `${origin}${local || '/'}`;
}

/**
 * The <head> tags of a rendered page: title, description, canonical address, the page in the
 * five locales (`x-default` is Arabic, the unprefixed site), Open Graph, and schema.org data for
 * articles and the FAQ. `path` is the page's path without its locale prefix.
 */
export function headTags(head: PageHead, page: { origin: string; locale: Locale; path: string }): string {
  const { origin, locale, path } = page;
  const canonical = pageUrl(origin, locale, path);
  const description = head.description?.trim() || SITE_DESCRIPTIONS[locale];
  const image = absolute(origin, head.image);
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...LOCALES.map(
      (l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(pageUrl(origin, l, path))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, DEFAULT_LOCALE, path))}" />`,
    meta('property', 'og:site_name', SITE_NAMES[locale]),
    meta('property', 'og:title', head.article?.headline ?? head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((l) => l !== locale).map((l) => meta('property', 'og:locale:alternate', OG_LOCALES[l])),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
  if (head.article)
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: head.article.headline,
        description,
        inLanguage: locale,
        mainEntityOfPage: canonical,
        url: canonical,
        ...(image && { image: [image] }),
        ...(head.article.publishedAt && { datePublished: head.article.publishedAt }),
        author: head.article.author
          ? { '@type': 'Person', name: head.article.author }
          : { '@type': 'Organization', name: SITE_NAMES[locale], url: `${origin}/` },
        publisher: { '@type': 'Organization', name: SITE_NAMES[locale], url: `${origin}/` },
      }),
    );
  if (head.faq?.length)
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: locale,
        url: canonical,
        mainEntity: head.faq.map((q) => ({
          '@type': 'Question',
          name: q.question,
          acceptedAnswer: { '@type': 'Answer', text: q.answer },
        })),
      }),
    );
  return tags.join('\n    ');
}

const jsonLd = (value: unknown) => `<script type="application/ld+json">${scriptJson(value)}</script>`;

/** What a member's page adds to the shell: never indexed. */
export const NOINDEX = '<meta name="robots" content="noindex" />';
