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
 * Followers and following under a profile's name, each a link when the member's privacy lets this
 * viewer open it. After a follow the numbers on screen stay until the new ones arrive (no flicker);
 * counts that cannot load are not shown. `gender` picks the Arabic verb (يتابِع / تتابِع).
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
