import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePainted } from '../../../lib/after-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SearchResultsSkeleton } from './SearchSkeletons';

/**
 * /search's page (members only, by the route guard): its heading and lead at once, and `children`
 * (the search itself, SearchView, loaded lazily by the page that composes it) only after that
 * first paint, with a page of placeholder cards meanwhile.
 *
 * Why: the search needs some 20 chunks of code (its form, the reference lists, the cards, the
 * follow button, the API's texts). On a phone's six connections they arrive in waves of one round
 * trip each, and the page painted nothing until the last had come: under Lighthouse's mobile
 * preset its largest paint, the lead, waited ~1 s on them (issue 18). Its code is asked for after
 * the paint (member-site README, "A page before its extras"): asked for during the first render,
 * it would still share the page's first round trips.
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
