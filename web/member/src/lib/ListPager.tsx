import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { withCursor } from './cursor-param';

/** Previous (newer) and next (older) pages of a social list, by the API's cursors in the query. */
export function ListPager({ prev, next }: { prev: string | null; next: string | null }) {
  const { t } = useTranslation('social');
  const [params] = useSearchParams();
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label={t('list.pager')}>
      {prev && (
        <Link className="btn btn--ghost pager__prev" to={withCursor(params, prev)} rel="prev">
          {t('common:actions.previous')}
        </Link>
      )}
      {next && (
        <Link className="btn btn--ghost pager__next" to={withCursor(params, next)} rel="next">
          {t('common:actions.next')}
        </Link>
      )}
    </nav>
  );
}
