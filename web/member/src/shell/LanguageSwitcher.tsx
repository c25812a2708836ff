import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCALES, type Locale } from '@mawadda/contracts/locale';
import { switchLocalePath } from '../lib/paths';

/** Native names, so a member finds their language whatever the page is in. */
export const LOCALE_NAMES: Record<Locale, string> = {
  ar: 'العربية',
  en: 'English',
  ur: 'اردو',
  fa: 'فارسی',
  tr: 'Türkçe',
};

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <label className="lang-switch">
      <span className="visually-hidden">{t('language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => navigate(switchLocalePath(pathname, search, e.target.value as Locale))}
        aria-label={t('language')}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
