import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_TITLES } from '../routes/LocaleRoot';
import { useLocale } from '../routes/use-locale';

/** "<page title> | <brand>" while the page is shown; the site title of the locale again when it leaves. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const brand = t('brand');
  useEffect(() => {
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
