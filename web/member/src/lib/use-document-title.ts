import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_TITLES } from '../routes/LocaleRoot';
import { useLocale } from '../routes/use-locale';

/** "<page title> | <brand>" while the page is shown; the site title of the locale again when it leaves. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const brand = t('brand');
  // A layout effect, so the title changes in the same commit as the page it names (a passive
  // effect can land a frame later, after the heading is already on screen).
  useLayoutEffect(() => {
    if (!title) return;
    const wanted = `${title} | ${brand}`;
    document.title = wanted;
    // The locale root writes the site title when its language has loaded, which can land after
    // this effect on a first visit; while the page is shown, its own title wins.
    const observer = new MutationObserver(() => {
      if (document.title !== wanted) document.title = wanted;
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = PAGE_TITLES[locale] ?? PAGE_TITLES.ar;
    };
  }, [title, brand, locale]);
}
