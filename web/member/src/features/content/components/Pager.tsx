import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Newer / older pages of a feed, by the API's cursors kept in the query string. */
export function Pager({ prev, next }: { prev: string | null; next: string | null }) {
  const { t } = useTranslation('content');
  if (!prev && !next) return null;
  const href = (cursor: string) => `?${new URLSearchParams({ cursor })}`;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {prev && (
        <Link className="btn btn--ghost pager__prev" to={href(prev)} rel="prev">
          {t('pager.prev')}
        </Link>
      )}
      {next && (
        <Link className="btn btn--ghost pager__next" to={href(next)} rel="next">
          {t('pager.next')}
        </Link>
      )}
    </nav>
  );
}
