import { LOCALES, DEFAULT_LOCALE, type Locale } from '../locale.js';
import { ar } from './ar.js';
import { en, type MessageCatalog, type MessageKey } from './en.js';
import { fa } from './fa.js';
import { tr } from './tr.js';
import { ur } from './ur.js';

export type { MessageCatalog, MessageKey };
export const messages: Record<Locale, MessageCatalog> = { ar, en, ur, fa, tr };

export const isMessageKey = (key: string): key is MessageKey => key in en;

/** Fills `{name}` placeholders; a `field` param that names a field key is itself translated. */
export function translate(key: MessageKey, locale: Locale, params: Record<string, unknown> = {}): string {
  const catalog = messages[locale] ?? messages[DEFAULT_LOCALE];
  return catalog[key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (name === 'field' && typeof value === 'string') {
      const fieldKey = `field.${value}`;
      return isMessageKey(fieldKey) ? catalog[fieldKey] : value;
    }
    return value === undefined ? `{${name}}` : String(value);
  });
}

/** Picks the best of our locales from an Accept-Language header (q-values honoured). */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((r) => r.lang && !Number.isNaN(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) if ((LOCALES as readonly string[]).includes(lang)) return lang as Locale;
  return DEFAULT_LOCALE;
}
