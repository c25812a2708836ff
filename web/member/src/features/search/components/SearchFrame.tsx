import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePainted } from '../../../lib/after-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SearchResultsSkeleton } from './SearchSkeletons';

/**
 * /search's heading and lead at once, and `children` (SearchView, lazy) only after that first
 * paint: the search needs many chunks, which on a phone arrive in waves of round trips, and the
 * page would paint nothing until the last (member-site README, "A page before its extras").
 */
export function SearchFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('search');
  useDocumentTitle(t('title'));
  const painted = usePainted();
  const placeholder = (
    <div className="search-page__placeholder">
      <SearchResultsSkeleton />
    </div>
  );
  return (
    <article className="container section search-page" aria-labelledby="search-title">
      <header className="search-page__header">
        <h1 id="search-title">{t('title')}</h1>
        <p className="section__lead">{t('lead')}</p>
      </header>
      {painted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </article>
  );
}
