import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import type { Locale } from '@mawadda/contracts/locale';
import { rememberLocale } from '../app/locale-preference';
import { useAppState } from '../app/state';
import { setStartupLocales, startupCarries } from '../app/startup-locales';
import { dirOf, i18n, loadLocale } from '../i18n/i18n';
import { NavigationOverlay } from '../shell/NavigationOverlay';

const TITLES: Record<Locale, string> = {
  ar: 'مودة | منصة الزواج الشرعي للعائلات المسلمة',
  en: 'Mawadda | Marriage platform for Muslim families',
  ur: 'مودّت | مسلم خاندانوں کے لیے نکاح کا پلیٹ فارم',
  fa: 'مودّت | بستر ازدواج برای خانواده‌های مسلمان',
  tr: 'Mawadda | Müslüman aileler için evlilik platformu',
};

/** Everything under one locale prefix: language, direction, title and the remembered choice. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  // The locale whose texts are in place. Not a boolean: switching language keeps this component
  // (same route position), so "ready" must say for which locale it is.
  const [readyFor, setReadyFor] = useState<Locale | null>(
    i18n.hasResourceBundle(locale, 'common') && i18n.language === locale ? locale : null,
  );
  const { dispatch } = useAppState();
  useEffect(() => {
    let live = true;
    // A rendered page's menus and blocks came in its own language (and Arabic): another one reads
    // them again, and the page switches once they are in.
    const startup = startupCarries(locale)
      ? undefined
      : import('../app/startup')
          .then(({ runStartup }) => runStartup(dispatch, { refresh: true }))
          .then((read) => read && setStartupLocales(undefined))
          .catch(() => undefined);
    void Promise.all([loadLocale(locale), startup]).then(async () => {
      // Only a real change: changeLanguage announces itself even to the language in place, and
      // every translated component re-renders. During sliced hydration that update makes React
      // hydrate the rest of the page in one blocking task.
      if (i18n.language !== locale) await i18n.changeLanguage(locale);
      if (!live) return;
      document.documentElement.lang = locale;
      document.documentElement.dir = dirOf(locale);
      document.title = TITLES[locale] ?? TITLES.ar;
      rememberLocale(locale);
      setReadyFor(locale);
    });
    return () => {
      live = false;
    };
  }, [locale, dispatch]);
  return readyFor === locale ? <Outlet /> : <NavigationOverlay force />;
}

export { TITLES as PAGE_TITLES };
