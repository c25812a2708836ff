import { isLocale, RTL_LOCALES, type Locale } from '@mawadda/contracts';
import { escapeHtml } from './html-escape.js';
import type { CheckoutSessionRow } from './sandbox-schema.js';
import { SANDBOX_MESSAGES, type SandboxMessages } from './sandbox-messages.js';
import { SANDBOX_TEST_CARDS, type SandboxTestCardName } from './test-cards.js';

/** The session's locale as stored (always one of ours; Arabic, the default, if not). */
export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : 'ar');
export const messagesOf = (locale: Locale): SandboxMessages => SANDBOX_MESSAGES[locale];

/** Minor units as the member reads money in their locale: `AED 1,234.50`, `١٬٢٣٤٫٥٠ د.إ.`. */
export function formatAmount(amountMinor: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

/**
 * A whole page: `lang` and `dir` from the locale, a viewport for phones, the one stylesheet by
 * URL. No script and no inline style anywhere (the pages run under a CSP that allows neither).
 * `body` is HTML built by the callers from escaped values.
 */
export function htmlPage(o: { locale: Locale; title: string; stylesheet: string; body: string }): string {
  const dir = RTL_LOCALES.includes(o.locale) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${o.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(o.title)}</title>
<link rel="stylesheet" href="${escapeHtml(o.stylesheet)}">
</head>
<body>
<main>
${o.body}
</main>
</body>
</html>
`;
}

/**
 * The "TEST MODE" notice on every sandbox page (in production the sandbox runs only when chosen on
 * purpose, and members must see that no money is taken), with the test cards and what each does.
 */
export function sandboxBanner(t: SandboxMessages, withCards: boolean): string {
  const cards = (Object.keys(SANDBOX_TEST_CARDS) as SandboxTestCardName[])
    .map(
      (name) =>
        `<li><code dir="ltr">${escapeHtml(SANDBOX_TEST_CARDS[name].number)}</code> — ${escapeHtml(t.cards[name])}</li>`,
    )
    .join('\n');
  const list = withCards ? `\n<p>${escapeHtml(t.bannerHint)}</p>\n<ul class="cards">\n${cards}\n</ul>` : '';
  return `<aside class="banner" role="note">
<p class="banner-title">${escapeHtml(t.banner)}</p>${list}
</aside>`;
}

/** What is being paid: the order number, the description, the amount. */
export function orderSummary(session: CheckoutSessionRow, t: SandboxMessages, locale: Locale): string {
  return `<dl class="summary">
<dt>${escapeHtml(t.orderNumber)}</dt><dd><bdi>${escapeHtml(session.orderNumber)}</bdi></dd>
<dt>${escapeHtml(t.item)}</dt><dd><bdi>${escapeHtml(session.description)}</bdi></dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="total">${escapeHtml(formatAmount(session.amountMinor, session.currency, locale))}</dd>
</dl>`;
}
