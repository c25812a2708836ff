import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Gender } from '@mawadda/contracts';
import { useLocale } from '../../../routes/use-locale';
import { formatNumber } from '../../../lib/format';
import { fetchFollowCounts } from '../api/fetch-follow-counts';
import type { FollowSide } from '../api/fetch-follow-list';
import { socialKeys } from '../hooks/social-keys';

const SIDES: FollowSide[] = ['followers', 'following'];

/**
 * "12 followers · 8 following" under a profile's name (spec §2 "followers and following"), each a
 * link to its list when the member's privacy lets this viewer open it. A follow or unfollow asks
 * again (by the counts' key); the numbers on screen stay until the new ones arrive, no flicker.
 * Counts that cannot be loaded are simply not shown.
 * `gender` picks the Arabic verb of "following" (يتابِع / تتابِع).
 */
export function FollowCounts({ memberId, gender = null }: { memberId: string; gender?: Gender | null }) {
  const { t } = useTranslation('social');
  const { locale, to } = useLocale();
  const { data: counts } = useQuery({
    queryKey: socialKeys.counts(memberId),
    queryFn: ({ signal }) => fetchFollowCounts(memberId, signal),
  });

  if (!counts) return null;
  return (
    <ul className="follow-counts" aria-label={t('counts.label')}>
      {SIDES.map((side) => {
        const text = t(`counts.${side}`, {
          count: counts[side],
          n: formatNumber(counts[side], locale),
          context: gender ?? undefined,
        });
        return (
          <li key={side}>
            {counts.listsVisible ? (
              <Link to={to(`/profile/${encodeURIComponent(memberId)}/${side}`)}>{text}</Link>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}
