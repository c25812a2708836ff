import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from '@mawadda/contracts/locale';

/** One JSON file per locale and feature namespace, fetched only for the locale in use. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

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
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      if (i18n.hasResourceBundle(locale, ns)) return;
      const load = files[`./locales/${locale}/${ns}.json`];
      if (!load) return;
      i18n.addResourceBundle(locale, ns, (await load()).default, true, true);
    }),
  );
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
  if (locale !== DEFAULT_LOCALE) await loadLocale(DEFAULT_LOCALE);
  return i18n;
}

export { i18n };
