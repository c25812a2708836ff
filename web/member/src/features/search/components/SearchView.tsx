import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { SearchSort } from '@mawadda/contracts';
import { useAppState } from '../../../app/state';
import type { ApiProblem } from '../../../lib/api';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { problemMessage } from '../../../lib/problem-message';
import { registrationOptions } from '../../../lib/reference/registration-options';
import { formatNumber } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useSearchResults, type ResultsState } from '../hooks/use-search-results';
import type { RenderFollow } from './CardFollowButton';
import {
  activeFilters,
  apiQuery,
  blankFilters,
  readSearch,
  writeSearch,
  type FilterValues,
  type SearchState,
} from '../lib/search-query';
import { SearchResults } from './SearchResults';
import { SearchFiltersSkeleton } from './SearchSkeletons';
import { SortSelect, sortsOffered } from './SortSelect';

/** Where the filters stand beside the results, always open (search.css). */
const WIDE = '(min-width: 64rem)';

/**
 * The filter form, its form library and the reference lists' options are a chunk of their own:
 * the form is drawn after the results, and on a phone only once opened (below), so neither the
 * page's first paint nor a phone's first screen waits for it.
 */
const SearchFilters = lazy(() =>
  import(/* after-paint */ './SearchFilters').then((m) => ({ default: m.SearchFilters })),
);

/**
 * The partner search: filters, sort and page all live in the URL, so a reload or a shared link
 * shows the same page and back goes back. Each card's follow button is `renderFollow`'s: the page
 * that shows the search brings the social feature's, so search does not import it.
 */
export function SearchView({ renderFollow }: { renderFollow: RenderFollow }) {
  const { t } = useTranslation('search');
  const { locale } = useLocale();
  const toast = useToast();
  const { state: app } = useAppState();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const query = useMemo(() => apiQuery(search)?.toString() ?? null, [search]);

  const go = useCallback(
    (next: SearchState, replace = false) => setParams(writeSearch(next), { replace }),
    [setParams],
  );
  // An old link's page no longer exists: its first page instead, and why.
  const onStaleCursor = useCallback(
    (error: ApiProblem) => {
      toast.info(problemMessage(error, locale));
      go({ ...search, cursor: null }, true);
    },
    [toast, locale, go, search],
  );
  const { state, retry, setRelationship } = useSearchResults(query, onStaleCursor);

  const [filtersOpen, setFiltersOpen] = useState(false);
  // The form lists hundreds of options, so it is drawn only where it shows: beside the results from
  // 64rem (search.css), on a phone once opened, and then kept with any unapplied edits. It renders
  // after the results, so the page's largest paint does not wait on it.
  const wide = useMediaQuery(WIDE);
  const [formWanted, setFormWanted] = useState(false);
  if ((wide || filtersOpen) && !formWanted) setFormWanted(true);
  const formDrawn = useDeferredValue(formWanted, false);
  const panelId = useId();
  const invalid = state.status === 'invalid';
  // A link whose filters break the rules: open them, the messages are there.
  useEffect(() => {
    if (invalid) setFiltersOpen(true);
  }, [invalid]);

  // After paging, applying filters or clearing them, keyboard and screen-reader users start at
  // the new results (as the lists do); a change of sort keeps focus on the sort.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  const shownCursor = useRef(search.cursor);
  useLayoutEffect(() => {
    // A new page is a new cursor; a new sort or clearing a stale cursor goes back to none.
    const paged = search.cursor !== null && shownCursor.current !== search.cursor;
    shownCursor.current = search.cursor;
    if (paged || focusResults.current) heading.current?.focus();
    focusResults.current = false;
  }, [search]);

  const apply = (filters: FilterValues) => {
    focusResults.current = true;
    setFiltersOpen(false);
    go({ ...search, filters, cursor: null });
  };
  const reset = () => apply(blankFilters());
  const sortBy = (sort: SearchSort) => go({ ...search, sort, cursor: null });

  const filterCount = activeFilters(search.filters).length;
  // The empty state below says it in large: the live region says it only to screen readers then.
  const empty = state.status === 'ready' && state.items.length === 0;

  return (
    <div className="search-layout">
      <section
        className={`search-filters${filtersOpen ? ' search-filters--open' : ''}`}
        aria-labelledby="search-filters-title"
      >
        <button
          type="button"
          className="btn btn--ghost search-filters__toggle"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon />
          {filterCount > 0
            ? t('filters.toggleCount', { n: formatNumber(filterCount, locale) })
            : t('filters.toggle')}
        </button>
        <div id={panelId} className="search-filters__panel">
          <h2 id="search-filters-title" className="search-filters__title">
            {t('filters.title')}
          </h2>
          {formDrawn ? (
            <Suspense fallback={<SearchFiltersSkeleton />}>
              <SearchFilters
                values={search.filters}
                invalid={invalid}
                options={registrationOptions}
                onApply={apply}
                onReset={reset}
              />
            </Suspense>
          ) : (
            <SearchFiltersSkeleton />
          )}
        </div>
      </section>
      <section className="search-results" aria-labelledby="search-results-title">
        <div className="search-results__bar">
          <h2 id="search-results-title" ref={heading} tabIndex={-1}>
            {t('results.title')}
          </h2>
          <SortSelect value={search.sort} sorts={sortsOffered(app.auth.isAuthenticated)} onChange={sortBy} />
        </div>
        <p className={`search-results__status${empty ? ' visually-hidden' : ''}`} role="status">
          <StatusText state={state} hasFilters={filterCount > 0} />
        </p>
        <div aria-busy={state.status === 'loading'}>
          <SearchResults
            state={state}
            options={registrationOptions}
            sort={search.sort}
            genderFilter={search.filters.gender}
            hasFilters={filterCount > 0}
            onRetry={retry}
            onReset={reset}
            onSort={sortBy}
            onRelationship={setRelationship}
            renderFollow={renderFollow}
          />
        </div>
      </section>
    </div>
  );
}

/** What the live region says: searching, how many on this page, nothing found, what to correct. */
function StatusText({ state, hasFilters }: { state: ResultsState; hasFilters: boolean }) {
  const { t } = useTranslation('search');
  const { locale } = useLocale();
  switch (state.status) {
    case 'loading':
      return t('results.loading');
    case 'invalid':
      return t('results.invalid');
    case 'failed':
      return '';
    case 'ready':
      if (state.items.length > 0) {
        const n = state.items.length;
        return t('results.count', { count: n, n: formatNumber(n, locale) });
      }
      return hasFilters ? t('results.empty') : t('results.emptyNoFilters');
  }
}

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 5h18M6 12h12M10 19h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
