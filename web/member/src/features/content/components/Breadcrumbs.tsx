import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';

export interface Crumb {
  label: string;
  /** Site path without the locale prefix; the last crumb (this page) has none. */
  path?: string;
}

/** Home › … › this page, as a labelled list so screen readers announce the trail and the current page. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('content');
  const { to } = useLocale();
  const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), path: '/' }, ...trail];
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="breadcrumbs__list">
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>
            {i > 0 && <ChevronRight className="icon icon--mirror breadcrumbs__sep" aria-hidden="true" />}
            {crumb.path && i < crumbs.length - 1 ? (
              <Link to={to(crumb.path)}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
