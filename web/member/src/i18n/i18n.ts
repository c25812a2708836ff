import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from '@mawadda/contracts/locale';

/**
 * One JSON file per locale and feature namespace, bundled per locale (`catalogues/<locale>.ts`):
 * the locale in use arrives in one request, which index.html starts before the bundle runs.
 */
const catalogues = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>(
  './catalogues/*.ts',
);

export const NAMESPACES = [
  'common',
  'auth',
  'content',
  'feedback',
  'errors',
  'member',
  'profile',
  'social',
  'search',
  'chat',
  'billing',
  'demo',
  'notify',
  'verify',
  'reveal',
  'guardian',
  'badges',
] as const;

export { isLocale } from '@mawadda/contracts/locale';
export const dirOf = (locale: Locale) => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');

export async function loadLocale(locale: Locale): Promise<void> {
  if (NAMESPACES.every((ns) => i18n.hasResourceBundle(locale, ns))) return;
  const load = catalogues[`./catalogues/${locale}.ts`];
  if (!load) return;
  const files = (await load()).default;
  for (const ns of NAMESPACES) {
    const bundle = files[`../locales/${locale}/${ns}.json`];
    if (bundle && !i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, bundle, true, true);
  }
}

export async function initI18n(locale: Locale) {
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await loadLocale(locale);
  // Every key exists in every language (locales.test.ts), so Arabic, the fallback, is loaded
  // but not waited for: the first page needs one catalogue, not two.
  if (locale !== DEFAULT_LOCALE) void loadLocale(DEFAULT_LOCALE).catch(() => undefined);
  return i18n;
}

export { i18n };
