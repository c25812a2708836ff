import { useTranslation } from 'react-i18next';
import type { Locale } from '@mawadda/contracts/locale';
import { localePath } from '../lib/paths';

/** The page's locale and a helper that turns a site path into this locale's URL. */
export function useLocale() {
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return { locale, to: (path: string) => localePath(locale, path) };
}
