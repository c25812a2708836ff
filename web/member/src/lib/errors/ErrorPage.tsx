import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ApiProblem } from '../api';
import { useLocale } from '../../routes/use-locale';
import { useDocumentTitle } from '../use-document-title';

/** The status of whatever failed: router responses and API problems carry one, anything else is 500. */
export function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiProblem && error.status >= 400) return error.status;
  return 500;
}

/** Spec §2: any other failing status shows a generic error page; titles "Page Not Found" / "Internal Server Error". */
export function ErrorView({ status }: { status: number }) {
  const { t } = useTranslation('errors');
  const { to } = useLocale();
  const title = status === 404 ? t('generic.notFoundTitle') : t('generic.serverErrorTitle');
  useDocumentTitle(title);
  return (
    <section className="container state" aria-labelledby="error-title">
      <p className="state__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      <p>{status === 404 ? t('notFound.body') : t('generic.body')}</p>
      <div className="form__actions" style={{ justifyContent: 'center' }}>
        {/* What is not there will not appear by trying again. */}
        {status !== 404 && (
          <button type="button" className="btn btn--ghost" onClick={() => location.reload()}>
            {t('generic.retry')}
          </button>
        )}
        <Link className="btn btn--primary" to={to('/')}>
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!(error instanceof ApiProblem) && !isRouteErrorResponse(error)) console.error(error);
  return <ErrorView status={statusOf(error)} />;
}
