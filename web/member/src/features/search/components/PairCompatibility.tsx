import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompatibilityView, Gender } from '@mawadda/contracts';
import { formatList, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import { mustKindLabel } from '../lib/must-kinds';
import { viewerOfPair } from '../lib/viewer-gender';
import { CompatibilityReason } from './CompatibilityReason';
import './compat.css';

interface Props {
  /** `usePairCompatibility`'s answer: the page asks at once, beside the profile's own read. */
  view: CompatibilityView | null | undefined;
  /** The member whose profile it is: the sentences speak of her or him. */
  gender: Gender | null;
}

/**
 * A profile's "how you fit": the score and its reason when the pair is compatible; otherwise which
 * of my must-haves the member misses (mine, so safe to name) and, as a yes or no only, whether I
 * miss one of theirs. Nothing while it loads, or when search does not weigh the pair.
 */
export function PairCompatibility({ view, gender }: Props) {
  const { t } = useTranslation('search');
  const titleId = useId();
  if (!view || !gender) return null;
  return (
    <section className="pair-compat" aria-labelledby={titleId}>
      <h2 id={titleId} className="pair-compat__title">
        {t('pair.title')}
      </h2>
      <PairBody view={view} other={gender} />
    </section>
  );
}

function PairBody({ view, other }: { view: CompatibilityView; other: Gender }) {
  const { t } = useTranslation(['search', 'preferences']);
  const { locale } = useLocale();
  const viewer = viewerOfPair(other);
  if (view.compatible)
    return <CompatibilityReason compatibility={view.compatibility} viewer={viewer} other={other} />;
  const unmet = view.yourMustsUnmet;
  return (
    <div className="compat">
      {unmet.length > 0 && (
        <p className="pair-compat__unmet">
          {t('search:pair.unmet', {
            context: other,
            count: unmet.length,
            n: formatNumber(unmet.length, locale),
            kinds: formatList(
              unmet.map((kind) => mustKindLabel(t, kind)),
              locale,
            ),
          })}
        </p>
      )}
      {!view.theirMustsMet && (
        <p className="compat__reason">{t('search:pair.theirs', { context: `${viewer}_${other}` })}</p>
      )}
    </div>
  );
}
