import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { ApiProblem } from '../../../lib/api';
import { ErrorView, statusOf } from '../../../lib/errors/ErrorPage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';

/** Where a reader of a missing article goes instead: the section's list, or nowhere (static pages). */
export interface ContentSection {
  path: string;
  back: string;
}

/**
 * An unknown article or page, inside the site's header and footer: it will not appear by trying
 * again, so there is no "retry", only the way to the section and home.
 */
export function ContentNotFound({ section }: { section?: ContentSection }) {
  const { t } = useTranslation('content');
  const { t: te } = useTranslation('errors');
  const { to } = useLocale();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="container state" aria-labelledby="content-not-found-title">
      <p className="state__code" aria-hidden="true">
        404
      </p>
      <h1 id="content-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <div className="form__actions content-missing__actions">
        {section && (
          <Link className="btn btn--primary" to={to(section.path)}>
            {section.back}
          </Link>
        )}
        <Link className={`btn ${section ? 'btn--ghost' : 'btn--primary'}`} to={to('/')}>
          {te('backHome')}
        </Link>
      </div>
    </section>
  );
}

/**
 * A content route's own error boundary (the module's `ErrorBoundary`), so its failures show inside
 * the layout rather than in place of it. A 404 is "not found"; anything else may pass, and keeps
 * the retry.
 */
export function ContentErrorBoundary({ section }: { section?: ContentSection }) {
  const error = useRouteError();
  if (!(error instanceof ApiProblem)) console.error(error);
  const status = statusOf(error);
  return status === 404 ? <ContentNotFound section={section} /> : <ErrorView status={status} />;
}
