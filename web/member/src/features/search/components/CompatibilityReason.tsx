import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Compatibility, Gender } from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import './compat.css';

interface Who {
  /** The member reading (the sentence says "you" to them). */
  viewer: Gender | null;
  /** The member the score is about. */
  other: Gender | null;
}

/**
 * Why a pair fits, in words: how many of the viewer's nice wishes the other meets, and how many of
 * the other's the viewer meets. Arabic and Urdu word both verbs by both members' genders, hence the
 * pair as the key's context; a side with no nice wishes is left unsaid. Null when neither has any.
 */
export function compatibilityReason(
  t: TFunction,
  { theyMeet, youMeet }: Pick<Compatibility, 'theyMeet' | 'youMeet'>,
  { viewer, other }: Who,
  locale: Locale,
): string | null {
  const context = viewer && other ? `${viewer}_${other}` : undefined;
  const part = (key: 'theyMeet' | 'youMeet' | 'andYouMeet', { met, of }: { met: number; of: number }) =>
    t(`search:compat.${key}`, {
      context,
      count: of,
      met: formatNumber(met, locale),
      of: formatNumber(of, locale),
    });
  const they = theyMeet.of > 0;
  const you = youMeet.of > 0;
  if (they && you) return part('theyMeet', theyMeet) + part('andYouMeet', youMeet);
  if (they) return part('theyMeet', theyMeet);
  if (you) return part('youMeet', youMeet);
  return null;
}

/** The compatibility score alone (0–100, as a percent). */
export function CompatibilityScore({ compatibility }: { compatibility: Pick<Compatibility, 'score'> }) {
  const { t } = useTranslation('search');
  const { locale } = useLocale();
  return (
    <p className="compat__score">
      {t('compat.score', { score: formatPercent(compatibility.score, locale) })}
    </p>
  );
}

/** The compatibility score of a card or profile, and its reason in words under it. */
export function CompatibilityReason({
  compatibility,
  viewer,
  other,
}: Who & { compatibility: Compatibility }) {
  const { t } = useTranslation('search');
  const { locale } = useLocale();
  const reason = compatibilityReason(t, compatibility, { viewer, other }, locale);
  return (
    <div className="compat">
      <CompatibilityScore compatibility={compatibility} />
      {reason && <p className="compat__reason">{reason}</p>}
    </div>
  );
}
