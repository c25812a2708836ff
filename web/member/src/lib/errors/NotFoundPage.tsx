import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../routes/use-locale';
import { useDocumentTitle } from '../use-document-title';

/** Spec §2: an unknown route shows "Page not found". */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('notFound.title'));
  const { to } = useLocale();
  return (
    <section className="container state" aria-labelledby="not-found-title">
      <p className="state__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="btn btn--primary" to={to('/')}>
        {t('backHome')}
      </Link>
    </section>
  );
}

export { NotFoundPage as Component };
