import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from '@mawadda/contracts/locale';
import { afterLoadAndIdle } from '../lib/after-load-and-idle';
import { installPluralRules } from './plural-rules';

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
  'account',
  'home',
  'preferences',
  'match',
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
    // Added whole, neither deep-merged nor copied: there is nothing to merge with (the check), the
    // catalogue chunk's objects serve nothing else, and merging every namespace slows start-up on
    // a slow phone.
    if (bundle && !i18n.hasResourceBundle(locale, ns))
      i18n.addResourceBundle(locale, ns, bundle, false, true, { silent: false, skipCopy: true });
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
  installPluralRules(i18n);
  await loadLocale(locale);
  // Every key exists in every language (locales.test.ts), so Arabic, the fallback, is loaded
  // but not waited for: the first page needs one catalogue, not two. In the browser it waits for
  // the page's load and an idle moment, so its evaluation is no long task at start-up.
  if (locale !== DEFAULT_LOCALE) {
    const fallback = () => void loadLocale(DEFAULT_LOCALE).catch(() => undefined);
    if (typeof window === 'undefined') fallback();
    else afterLoadAndIdle(fallback);
  }
  return i18n;
}

export { i18n };
