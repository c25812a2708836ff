import { BADGE_KINDS, isVerified, type BadgeKind, type Badges as BadgeSet, type Gender } from '@mawadda/contracts';
import { BadgeCheck, IdCard, Mail, Phone, ScanFace, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './badges.css';

const ICON: Record<BadgeKind, LucideIcon> = { phone: Phone, email: Mail, selfie: ScanFace, id: IdCard };

interface Props {
  badges: BadgeSet | undefined;
  /** `compact`: "Verified" only, when it is earned (cards); otherwise every earned badge. */
  compact?: boolean;
  /** The member's, when known: Arabic says "verified" in her or his gender. */
  gender?: Gender | null;
}

/**
 * A member's badges: phone, email, selfie and identity document, each an icon with a short label
 * (its longer wording in the tooltip), and "Verified" (phone and selfie, `isVerified`) first.
 * Nothing at all when none is earned, so an unverified member's card is not marked down, just
 * not marked.
 */
export function Badges({ badges, compact = false, gender }: Props) {
  const { t } = useTranslation('badges');
  if (!badges) return null;
  const earned = BADGE_KINDS.filter((k) => badges[k]);
  const verified = isVerified(badges);
  if (earned.length === 0 || (compact && !verified)) return null;
  return (
    <ul className="badges" aria-label={t('list')}>
      {verified && (
        <li className="badges__item badges__item--verified" title={t('verifiedHint')}>
          <BadgeCheck className="badges__icon" aria-hidden="true" />
          <span>{t('verified', { context: gender ?? undefined })}</span>
        </li>
      )}
      {!compact &&
        earned.map((k) => {
          const Icon = ICON[k];
          return (
            <li key={k} className={`badges__item badges__item--${k}`} title={t(`kind.${k}`)}>
              <Icon className="badges__icon" aria-hidden="true" />
              <span>{t(`short.${k}`)}</span>
            </li>
          );
        })}
    </ul>
  );
}
