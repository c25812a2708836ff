import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Relationship, SearchSort } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { useLocale } from '../../../routes/use-locale';
import type { RegistrationOptions } from '../../../lib/reference/registration-options';
import { problemMessage } from '../../../lib/problem-message';
import { useProfileLabels } from '../../../lib/reference/use-profile-labels';
import { ListPager } from '../../../lib/ListPager';
import type { ResultsState } from '../hooks/use-search-results';
import { viewerOfCard } from '../lib/viewer-gender';
import type { RenderFollow } from './CardFollowButton';
import { CompatibilityReason } from './CompatibilityReason';
import { SearchResultCard } from './SearchResultCard';
import { SearchResultsSkeleton } from './SearchSkeletons';

interface Props {
  state: ResultsState;
  options: RegistrationOptions;
  sort: SearchSort;
  /** The gender filter as the URL has it (blank: the opposite gender, the default). */
  genderFilter: string;
  hasFilters: boolean;
  onRetry: () => void;
  onReset: () => void;
  onSort: (sort: SearchSort) => void;
  onRelationship: (relationship: Relationship) => void;
  renderFollow: RenderFollow;
}

/**
 * The search's own refusals (sort by distance without a city, by best match without a birth date
 * and city) and its rate limit ("try again later") are said in the server's words.
 */
const searchRefusal = (error: unknown) =>
  error instanceof ApiProblem &&
  (error.status === 429 ||
    (error.status >= 400 && error.status < 500 && error.problem.messageKey.startsWith('search.')));

/** Refusals the member answers on her profile (adding her city, or birth date and city). */
const NEEDS_PROFILE = new Set(['search.nearestNeedsCity', 'search.compatibilityNeedsProfile']);

/** A page of results, or why there is none: loading, nothing found, a failure to retry. */
export function SearchResults({
  state,
  options,
  sort,
  genderFilter,
  hasFilters,
  onRetry,
  onReset,
  onSort,
  onRelationship,
  renderFollow,
}: Props) {
  const { t } = useTranslation('search');
  const { locale, to } = useLocale();

  if (state.status === 'invalid') return null;
  if (state.status === 'failed') {
    const refusal = searchRefusal(state.error);
    const needsProfile =
      state.error instanceof ApiProblem && NEEDS_PROFILE.has(state.error.problem.messageKey);
    return (
      <div className="form__error search-state" role="alert">
        <p>{refusal ? problemMessage(state.error, locale) : t('results.failed')}</p>
        <div className="form__actions">
          {needsProfile ? (
            <>
              <button type="button" className="btn btn--ghost" onClick={() => onSort('newest')}>
                {t('results.sortByNewest')}
              </button>
              <Link className="btn btn--ghost" to={to('/profile')}>
                {t('results.openProfile')}
              </Link>
            </>
          ) : (
            <button type="button" className="btn btn--ghost" onClick={onRetry}>
              {t('common:actions.retry')}
            </button>
          )}
        </div>
      </div>
    );
  }
  if (state.status === 'loading') {
    return <SearchResultsSkeleton />;
  }
  if (state.items.length === 0) {
    return (
      <div className="state search-empty">
        <p className="search-empty__title">{hasFilters ? t('results.empty') : t('results.emptyNoFilters')}</p>
        {hasFilters && (
          <>
            <p>{t('results.emptyHint')}</p>
            <button type="button" className="btn btn--primary" onClick={onReset}>
              {t('filters.reset')}
            </button>
          </>
        )}
        <ListPager prev={state.prev} next={state.next} />
      </div>
    );
  }
  return (
    <>
      <ReadyList
        state={state}
        options={options}
        sort={sort}
        genderFilter={genderFilter}
        onRelationship={onRelationship}
        renderFollow={renderFollow}
      />
      <ListPager prev={state.prev} next={state.next} />
    </>
  );
}

function ReadyList({
  state,
  options,
  sort,
  genderFilter,
  onRelationship,
  renderFollow,
}: {
  state: Extract<ResultsState, { status: 'ready' }>;
  options: RegistrationOptions;
  sort: SearchSort;
  genderFilter: string;
  onRelationship: (relationship: Relationship) => void;
  renderFollow: RenderFollow;
}) {
  const labels = useProfileLabels(options);
  return (
    <ul className="search-grid">
      {state.items.map((item) => (
        <li key={item.memberId}>
          <SearchResultCard
            item={item}
            card={state.cards.get(item.memberId)}
            labels={labels}
            sort={sort}
            relationship={state.relationships.get(item.memberId)}
            onRelationship={onRelationship}
            renderFollow={renderFollow}
          >
            {item.compatibility && (
              <CompatibilityReason
                compatibility={item.compatibility}
                viewer={viewerOfCard(item.gender, genderFilter)}
                other={item.gender}
              />
            )}
          </SearchResultCard>
        </li>
      ))}
    </ul>
  );
}
