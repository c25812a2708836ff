import type { ReactNode } from 'react';
import type { Gender, MemberCard, Suggestion } from '@mawadda/contracts';
import type { ProfileLabels } from '../../../lib/reference/use-profile-labels';
import { CompatibilityReason, CompatibilityScore } from './CompatibilityReason';
import { SearchResultCard } from './SearchResultCard';

/**
 * One suggestion: the search card (photo, name, age, place, badge) with how the pair fits.
 * `viewer` is the member it was picked for: with it the reason is said to them ("you"); a
 * guardian reading his ward's (no viewer) sees the score alone.
 */
export function SuggestionCard({
  suggestion,
  card,
  labels,
  viewer,
  actions,
}: {
  suggestion: Suggestion;
  card: MemberCard | undefined;
  labels: ProfileLabels;
  viewer?: Gender | null;
  actions?: ReactNode;
}) {
  const { compatibility, gender } = suggestion.card;
  return (
    <SearchResultCard
      item={suggestion.card}
      card={card}
      labels={labels}
      sort="compatibility"
      actions={actions}
      linked={viewer !== undefined}
    >
      {compatibility &&
        (viewer === undefined ? (
          <CompatibilityScore compatibility={compatibility} />
        ) : (
          <CompatibilityReason compatibility={compatibility} viewer={viewer} other={gender} />
        ))}
    </SearchResultCard>
  );
}
