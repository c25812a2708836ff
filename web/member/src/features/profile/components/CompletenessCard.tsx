import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@mawadda/contracts';
import { formatPercent } from '../../../lib/format';
import type { ProfileLabels } from '../../../lib/reference/use-profile-labels';

/** How complete the profile is, and what is still missing, by name, with a way to fill it in. */
export function CompletenessCard({
  profile,
  labels,
  onComplete,
}: {
  profile: Pick<OwnProfile, 'completeness' | 'missing'>;
  labels: ProfileLabels;
  onComplete?: () => void;
}) {
  const { t } = useTranslation('profile');
  const { completeness, missing } = profile;
  const done = missing.length === 0;
  return (
    <section className="card profile-card completeness" aria-labelledby="completeness-title">
      <h2 id="completeness-title">{t('completeness.title')}</h2>
      <div className="completeness__bar">
        <div
          className="completeness__track"
          role="progressbar"
          aria-labelledby="completeness-title"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={completeness}
          aria-valuetext={formatPercent(completeness, labels.locale)}
        >
          <span className="completeness__fill" style={{ inlineSize: `${completeness}%` }} />
        </div>
        <strong className="completeness__value">{formatPercent(completeness, labels.locale)}</strong>
      </div>
      {done ? (
        <p>{t('completeness.done')}</p>
      ) : (
        <>
          <p className="completeness__why">{t('completeness.why')}</p>
          <p className="completeness__missing-title" id="missing-title">
            {t('completeness.missing')}
          </p>
          <ul className="completeness__missing" aria-labelledby="missing-title">
            {missing.map((field) => (
              <li key={field}>{labels.field(field)}</li>
            ))}
          </ul>
          {onComplete && (
            <button type="button" className="btn btn--primary" onClick={onComplete}>
              {t('completeness.action')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
