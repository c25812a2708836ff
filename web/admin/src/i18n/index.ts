import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import type { I18nProvider } from 'react-admin';
import { isMessageKey, translate as translateApiMessage } from '@mawadda/contracts';
import arBilling from './ar/billing';
import arConsole from './ar/console';
import arContent from './ar/content';
import arDashboard from './ar/dashboard';
import arFeedback from './ar/feedback';
import arMembers from './ar/members';
import arModeration from './ar/moderation';
import arRa from './ar/ra';
import arReports from './ar/reports';
import arStaff from './ar/staff';
import arQuestions from './ar/questions';
import arStories from './ar/stories';
import arVerifications from './ar/verifications';
import enBilling from './en/billing';
import enConsole from './en/console';
import enContent from './en/content';
import enDashboard from './en/dashboard';
import enFeedback from './en/feedback';
import enMembers from './en/members';
import enModeration from './en/moderation';
import enReports from './en/reports';
import enStaff from './en/staff';
import enQuestions from './en/questions';
import enStories from './en/stories';
import enVerifications from './en/verifications';
import {
  announceLang,
  applyLang,
  CONSOLE_LANGS,
  isConsoleLang,
  rememberLang,
  storedLang,
  type ConsoleLang,
} from './languages';
import { deepMerge, type Tree } from './deep-merge';

export * from './languages';
export { deepMerge, type Tree } from './deep-merge';

/*
 * Catalogues in react-admin style, one fragment per area, merged per language and converted by
 * ra-i18n-i18next. The API's messages (`error.*`, `validation.*`) come from the contracts'
 * catalogue, not copies, so the console and the member site say the same texts.
 */

/**
 * The converter gives each plural `_one` and `_other`; Arabic also asks for zero, two, few and
 * many. Missing ones would fall back to English, so they take the `_other` text.
 */
function completePlurals(tree: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'object' ? completePlurals(value) : value;
    const m = /^(.*)_other$/.exec(key);
    if (m && typeof value === 'string')
      for (const form of ['zero', 'two', 'few', 'many'])
        if (!(`${m[1]}_${form}` in tree)) out[`${m[1]}_${form}`] = value;
  }
  return out;
}

export const catalogues: Record<ConsoleLang, Tree> = {
  en: deepMerge(
    englishMessages,
    enConsole,
    enMembers,
    enModeration,
    enReports,
    enFeedback,
    enDashboard,
    enContent,
    enBilling,
    enStaff,
    enVerifications,
    enStories,
    enQuestions,
  ),
  ar: deepMerge(
    arRa,
    arConsole,
    arMembers,
    arModeration,
    arReports,
    arFeedback,
    arDashboard,
    arContent,
    arBilling,
    arStaff,
    arVerifications,
    arStories,
    arQuestions,
  ),
};

const LOCALE_NAMES = [
  { locale: 'ar', name: 'العربية' },
  { locale: 'en', name: 'English' },
];

/**
 * react-admin's i18n provider over i18next. `changeLocale` also remembers the choice and sets
 * `<html lang dir>`; a key of the API's message catalogue is read from the contracts.
 */
export async function createI18nProvider(lang: ConsoleLang = storedLang()): Promise<I18nProvider> {
  const resources = Object.fromEntries(
    CONSOLE_LANGS.map((l) => [
      l,
      { translation: completePlurals(convertRaTranslationsToI18next(catalogues[l]) as Tree) },
    ]),
  );
  const inner = await getI18nProvider(
    createInstance(),
    { lng: lang, fallbackLng: 'en', resources, interpolation: { escapeValue: false } },
    LOCALE_NAMES,
  );
  applyLang(lang);
  return {
    ...inner,
    translate: (key, options) => {
      const locale = inner.getLocale();
      if (isMessageKey(key) && isConsoleLang(locale)) return translateApiMessage(key, locale, options ?? {});
      return inner.translate(key, options);
    },
    changeLocale: async (locale, options) => {
      await inner.changeLocale(locale, options);
      if (isConsoleLang(locale)) {
        rememberLang(locale);
        applyLang(locale);
        announceLang(locale);
      }
    },
  };
}
