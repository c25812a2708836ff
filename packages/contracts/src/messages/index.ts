import { LOCALES, DEFAULT_LOCALE, type Locale } from '../locale.js';
import { ar, arFeminineFields } from './ar.js';
import { en, type MessageCatalog, type MessageKey } from './en.js';
import { fa } from './fa.js';
import { isGendered, type Message, type PluralCategory } from './message.js';
import { tr } from './tr.js';
import { ur } from './ur.js';

export type { MessageCatalog, MessageKey };
export type { GenderedText, Message, PluralCategory, PluralText, Text } from './message.js';
export const messages: Record<Locale, MessageCatalog> = { ar, en, ur, fa, tr };

/** Field labels of feminine grammatical gender, per language that agrees with them. */
const feminineFields: Partial<Record<Locale, ReadonlySet<MessageKey>>> = { ar: arFeminineFields };

export const isMessageKey = (key: string): key is MessageKey => key in en;

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The CLDR plural category of a numeric param in a locale; a missing or non-numeric one is `other`. */
export function pluralCategory(locale: Locale, value: unknown): PluralCategory {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n)) return 'other';
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

/** The one text of a message for these params: by the gender of its field, then by its number. */
function textOf(
  message: Message,
  locale: Locale,
  params: Record<string, unknown>,
  feminine: boolean,
): string {
  const text = isGendered(message) ? (feminine ? message.feminine : message.masculine) : message;
  if (typeof text === 'string') return text;
  return text[pluralCategory(locale, params[text.plural])] ?? text.other;
}

/**
 * Fills `{name}` placeholders; a `field` param that names a field key is itself translated.
 * A message counting a number takes that number's plural form (`Intl.PluralRules` of the locale),
 * and in languages with grammatical gender it agrees with the field it names.
 */
export function translate(key: MessageKey, locale: Locale, params: Record<string, unknown> = {}): string {
  const lang: Locale = messages[locale] ? locale : DEFAULT_LOCALE;
  const catalog = messages[lang];
  const fieldKey = typeof params.field === 'string' ? `field.${params.field}` : '';
  const field = isMessageKey(fieldKey) ? fieldKey : undefined;
  const feminine = field !== undefined && (feminineFields[lang]?.has(field) ?? false);
  return textOf(catalog[key], lang, params, feminine).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (name === 'field' && typeof value === 'string') {
      return field ? textOf(catalog[field], lang, params, false) : value;
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
