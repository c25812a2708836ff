import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TRIAL_DAYS, type Gender } from '@mawadda/contracts';
import { formatNumber, formatPercent } from '../../../lib/format';
import { registrationOptions } from '../../../lib/reference/registration-options';
import { useProfileLabels } from '../../../lib/reference/use-profile-labels';
import { useLocale } from '../../../routes/use-locale';
import { countText } from '../lib/count-text';
import type { NextStep } from '../lib/next-step';

/** Where each step's one button leads (the trial starts in place instead). */
const WHERE: Record<Exclude<NextStep['kind'], 'trial'>, string> = {
  profile: '/profile',
  preferences: '/profile/preferences',
  verify: '/verification',
  requests: '/profile/requests',
};

/** Requests to see photos or CV alone are answered on the privacy page. */
const pathOf = (step: Exclude<NextStep, { kind: 'trial' }>) =>
  step.kind === 'requests' && step.follow === 0 ? '/profile/privacy' : WHERE[step.kind];

interface Props {
  step: NextStep | 'loading' | null;
  /** The member's gender: Arabic and Urdu ask a woman in her own forms. */
  gender: Gender | null;
  /** Starts the free trial (billing); the page says how it went. */
  onStartTrial(): Promise<void>;
}

/** Home's top card: one next step, said plainly, with one button to take it. */
export function NextStepCard({ step, gender, onStartTrial }: Props) {
  const { t } = useTranslation('home');
  const { to } = useLocale();
  if (step === null) return null;
  if (step === 'loading')
    return (
      <section className="card next-step next-step--loading" aria-busy="true" aria-label={t('next.kicker')}>
        <p role="status" className="visually-hidden">
          {t('next.loading')}
        </p>
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--text" />
      </section>
    );
  return (
    <section className={`card next-step next-step--${step.kind}`} aria-labelledby="next-step-title">
      <p className="next-step__kicker">{t('next.kicker')}</p>
      <h2 id="next-step-title">{t(`next.${step.kind}.title`, { context: gender ?? undefined })}</h2>
      <StepBody step={step} />
      <div className="next-step__action">
        {step.kind === 'trial' ? (
          <TrialButton onStart={onStartTrial} />
        ) : (
          <Link className="btn btn--primary" to={to(pathOf(step))}>
            {t(`next.${step.kind}.action`)}
          </Link>
        )}
      </div>
    </section>
  );
}

function StepBody({ step }: { step: NextStep }) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  const labels = useProfileLabels(registrationOptions);
  switch (step.kind) {
    case 'profile':
      return (
        <>
          <div
            className="next-step__track"
            role="progressbar"
            aria-labelledby="next-step-title"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={step.percent}
            aria-valuetext={formatPercent(step.percent, locale)}
          >
            <span className="next-step__fill" style={{ inlineSize: `${step.percent}%` }} />
          </div>
          <p>
            {t('next.profile.body', {
              percent: formatPercent(step.percent, locale),
              field: labels.field(step.nextField),
            })}
          </p>
        </>
      );
    case 'trial':
      return <p>{t('next.trial.body', { count: TRIAL_DAYS, days: formatNumber(TRIAL_DAYS, locale) })}</p>;
    case 'requests': {
      const count = step.follow + step.reveal;
      return <p>{t('next.requests.body', { count, n: countText(count, step.more, locale) })}</p>;
    }
    default:
      return <p>{t(`next.${step.kind}.body`)}</p>;
  }
}

function TrialButton({ onStart }: { onStart(): Promise<void> }) {
  const { t } = useTranslation('home');
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onStart();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn--gold"
      aria-busy={busy || undefined}
      onClick={() => void start()}
    >
      {busy ? t('next.trial.starting') : t('next.trial.action')}
    </button>
  );
}
