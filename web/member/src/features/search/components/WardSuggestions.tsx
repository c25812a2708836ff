import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../lib/LoadFailed';
import { problemMessage } from '../../../lib/problem-message';
import { registrationOptions } from '../../../lib/reference/registration-options';
import { useProfileLabels } from '../../../lib/reference/use-profile-labels';
import { useLocale } from '../../../routes/use-locale';
import { useWardSuggestions } from '../hooks/use-suggestions';
import { SearchResultsSkeleton } from './SearchSkeletons';
import { SuggestionCard } from './SuggestionCard';
import './suggestions.css';

/**
 * A ward's suggestions of the day, for her guardian: read-only (no Interested, no Pass), or a
 * line saying she does not share them while the API answers 404.
 */
export function WardSuggestions({ memberId, name }: { memberId: string; name: string }) {
  const { t } = useTranslation('search');
  const { locale } = useLocale();
  const query = useWardSuggestions(memberId);
  const headingId = useId();
  const data = query.data;
  // Her name isolated, so an Arabic name keeps its place in an English sentence and the reverse.
  const named = { name: '\u2068' + name + '\u2069' };
  return (
    <section className="suggestions suggestions--ward" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('suggestions.ward.title', named)}</h3>
      {query.isError ? (
        <LoadFailed
          message={`${t('suggestions.failed')} ${problemMessage(query.error, locale)}`}
          retryLabel={t('common:actions.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : data === undefined ? (
        <SearchResultsSkeleton />
      ) : data === null ? (
        <p className="suggestions__note">{t('suggestions.ward.notShared', named)}</p>
      ) : data.list.items.length === 0 ? (
        <p className="suggestions__note">{t('suggestions.ward.empty', named)}</p>
      ) : (
        <ReadOnlyGrid data={data} />
      )}
    </section>
  );
}

function ReadOnlyGrid({ data }: { data: NonNullable<ReturnType<typeof useWardSuggestions>['data']> }) {
  const labels = useProfileLabels(registrationOptions);
  return (
    <ul className="search-grid suggestions__grid">
      {data.list.items.map((suggestion) => (
        <li key={suggestion.card.memberId}>
          <SuggestionCard
            suggestion={suggestion}
            card={data.cards.get(suggestion.card.memberId)}
            labels={labels}
          />
        </li>
      ))}
    </ul>
  );
}
