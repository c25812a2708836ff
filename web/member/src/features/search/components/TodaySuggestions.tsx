import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Gender, Relationship } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { LoadFailed } from '../../../lib/LoadFailed';
import { problemMessage } from '../../../lib/problem-message';
import { registrationOptions } from '../../../lib/reference/registration-options';
import { useProfileLabels } from '../../../lib/reference/use-profile-labels';
import { useLocale } from '../../../routes/use-locale';
import { passSuggestion } from '../api/suggestions';
import { useSuggestions, type LoadedSuggestions } from '../hooks/use-suggestions';
import { cardNameId } from './SearchResultCard';
import { SearchResultsSkeleton } from './SearchSkeletons';
import { SuggestionActions } from './SuggestionActions';
import { SuggestionCard } from './SuggestionCard';
import './suggestions.css';

interface Props {
  /** The signed-in member's gender: the reasons are said to her or him. */
  viewer: Gender | null;
  /** Shows interest in a member: the social feature's follow, which the page brings. */
  interest(memberId: string): Promise<Relationship>;
  /** A free member is told how many a day her plan gives, with the way to more. */
  free: boolean;
}

/**
 * Home's "Today's suggestions": each with its card, score and reason, Interested and Pass. Until
 * the first run has picked any (a new member's, within minutes), or once all are answered, says
 * when the next come and what to do meanwhile.
 */
export function TodaySuggestions({ viewer, interest, free }: Props) {
  const { t } = useTranslation('search');
  const { locale, to } = useLocale();
  const { query, remove, interested } = useSuggestions();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = query.data;
  return (
    <section className="suggestions" aria-labelledby="suggestions-title">
      <h2 id="suggestions-title" ref={heading} tabIndex={-1}>
        {t('suggestions.title')}
      </h2>
      {data && free && (
        <p className="suggestions__per-day">
          {t('suggestions.perDay', { count: data.list.perDay, n: formatNumber(data.list.perDay, locale) })}{' '}
          <Link to={to('/subscription')}>{t('suggestions.plans')}</Link>
        </p>
      )}
      {query.isError && !data ? (
        <LoadFailed
          message={`${t('suggestions.failed')} ${problemMessage(query.error, locale)}`}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <SearchResultsSkeleton />
      ) : data.list.items.length === 0 ? (
        <SuggestionsEmpty firstDay={data.list.day === null} viewer={viewer} />
      ) : (
        <SuggestionGrid
          data={data}
          viewer={viewer}
          onInterested={async (memberId) => interested(await interest(memberId))}
          onPass={async (memberId) => {
            // 404: passed already (another tab) or no longer among today's: gone either way.
            await passSuggestion(memberId).catch((error: unknown) => {
              if (!(error instanceof ApiProblem && error.status === 404)) throw error;
            });
            remove(memberId);
            // The card the focus was on is gone: the list's heading takes it.
            heading.current?.focus();
          }}
        />
      )}
    </section>
  );
}

function SuggestionGrid({
  data,
  viewer,
  onInterested,
  onPass,
}: {
  data: LoadedSuggestions;
  viewer: Gender | null;
  onInterested(memberId: string): Promise<unknown>;
  onPass(memberId: string): Promise<unknown>;
}) {
  const labels = useProfileLabels(registrationOptions);
  return (
    <ul className="search-grid suggestions__grid">
      {data.list.items.map((suggestion) => {
        const id = suggestion.card.memberId;
        const following = data.relationships.get(id)?.following ?? 'none';
        return (
          <li key={id}>
            <SuggestionCard
              suggestion={suggestion}
              card={data.cards.get(id)}
              labels={labels}
              viewer={viewer}
              actions={
                <SuggestionActions
                  nameId={cardNameId(id)}
                  viewer={viewer}
                  sent={suggestion.state === 'interested' || following !== 'none'}
                  onInterested={() => onInterested(id)}
                  onPass={() => onPass(id)}
                />
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

/** No suggestions to show: the first ones come shortly (then each morning), or today's are all answered. */
function SuggestionsEmpty({ firstDay, viewer }: { firstDay: boolean; viewer: Gender | null }) {
  const { t } = useTranslation('search');
  const { to } = useLocale();
  return (
    <div className="state suggestions__empty">
      <p className="suggestions__empty-title">
        {t(firstDay ? 'suggestions.empty.first' : 'suggestions.empty.done')}
      </p>
      <p>{t('suggestions.empty.meanwhile', { context: viewer ?? undefined })}</p>
      <div className="form__actions">
        <Link className="btn btn--primary" to={to('/profile/preferences')}>
          {t('suggestions.empty.preferences')}
        </Link>
        <Link className="btn btn--ghost" to={to('/search')}>
          {t('suggestions.empty.search')}
        </Link>
      </div>
    </div>
  );
}
