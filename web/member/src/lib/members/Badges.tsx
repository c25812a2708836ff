import { BADGE_KINDS, isVerified, type BadgeKind, type Badges as BadgeSet } from '@mawadda/contracts';
import { useTranslation } from 'react-i18next';
import './badges.css';

/** One small mark per badge; the text is for screen readers and the tooltip. */
const GLYPH: Record<BadgeKind, string> = { phone: '☎', email: '✉', selfie: '☺', id: '🪪' };

interface Props {
  badges: BadgeSet | undefined;
  /** `compact`: the check mark only when verified (cards); otherwise every earned badge. */
  compact?: boolean;
}

/**
 * A member's badges: phone, email, selfie and identity document, each with an accessible label,
 * and "Verified" (phone and selfie, `isVerified`) first. Nothing at all when none is earned, so
 * an unverified member's card is not marked down, just not marked.
 */
export function Badges({ badges, compact = false }: Props) {
  const { t } = useTranslation('badges');
  if (!badges) return null;
  const earned = BADGE_KINDS.filter((k) => badges[k]);
  const verified = isVerified(badges);
  if (earned.length === 0 || (compact && !verified)) return null;
  return (
    <ul className="badges" aria-label={t('list')}>
      {verified && (
        <li className="badges__item badges__item--verified" title={t('verifiedHint')}>
          <span aria-hidden="true">✔</span>
          <span className={compact ? 'visually-hidden' : undefined}>{t('verified')}</span>
        </li>
      )}
      {!compact &&
        earned.map((k) => (
          <li key={k} className={`badges__item badges__item--${k}`} title={t(`kind.${k}`)}>
            <span aria-hidden="true">{GLYPH[k]}</span>
            <span className="visually-hidden">{t(`kind.${k}`)}</span>
          </li>
        ))}
    </ul>
  );
}
