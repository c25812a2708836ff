import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FollowCounts as Counts, Gender } from '@mawadda/contracts';
import { useLocale } from '../../../routes/use-locale';
import { formatNumber } from '../../../lib/format';
import { fetchFollowCounts } from '../api/fetch-follow-counts';
import type { FollowSide } from '../api/fetch-follow-list';

const SIDES: FollowSide[] = ['followers', 'following'];

/**
 * "12 followers · 8 following" under a profile's name (spec §2 "followers and following"), each a
 * link to its list when the member's privacy lets this viewer open it. `revision` asks again after
 * a follow or unfollow changed the numbers. Counts that cannot be loaded are simply not shown.
 * `gender` picks the Arabic verb of "following" (يتابِع / تتابِع).
 */
export function FollowCounts({
  memberId,
  gender = null,
  revision = 0,
}: {
  memberId: string;
  gender?: Gender | null;
  revision?: number;
}) {
  const { t } = useTranslation('social');
  const { locale, to } = useLocale();
  const [counts, setCounts] = useState<Counts | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    // The numbers on screen stay until the new ones arrive: no flicker after a follow.
    fetchFollowCounts(memberId, controller.signal).then(setCounts, () => undefined);
    return () => controller.abort();
  }, [memberId, revision]);

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
