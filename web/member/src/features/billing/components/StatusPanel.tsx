import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS, type BillingMe, type PlanId } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { useConfirm } from '../../../lib/confirm';
import { formatDate, formatNumber } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { cancelSubscription } from '../api/cancel-subscription';
import { resumeSubscription } from '../api/resume-subscription';
import { startTrial } from '../api/start-trial';
import { focusHeading } from '../lib/focus-heading';
import { billingProblemText } from '../lib/problem-text';

const DAY_MS = 86_400_000;

/** Whole days left until `iso`, counting a started day as one ("1 day left" on the last day). */
export const daysLeft = (iso: string, now = Date.now()) =>
  Math.max(0, Math.ceil((Date.parse(iso) - now) / DAY_MS));

type Action = 'trial' | 'cancel' | 'resume';

interface Props {
  me: UseQueryResult<BillingMe>;
  /** Puts an action's answer (the new standing) in place. */
  onChange(next: BillingMe): void;
  planName(planId: PlanId): string;
}

/**
 * Where the signed-in member stands, and the one thing to do from there: start the free trial,
 * see the days left, cancel the renewal (asked first; the plan stays until the period ends) or take
 * the cancellation back. A refusal is said inside the panel, where the member pressed.
 */
export function StatusPanel({ me, onChange, planName }: Props) {
  const { t } = useTranslation('billing');
  const { locale } = useLocale();
  const confirm = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const date = (iso: string) => formatDate(iso, locale);

  if (me.isPending)
    return (
      <section
        className="billing-status billing-status--loading"
        aria-busy="true"
        aria-label={t('status.label')}
      >
        <p role="status" className="visually-hidden">
          {t('status.loading')}
        </p>
        <div className="skeleton billing-status__skeleton" />
      </section>
    );
  if (me.isError) {
    // A company account has no plan to show (billing answers 403 with why): said once, no retry.
    const refused = me.error instanceof ApiProblem && me.error.status === 403;
    return (
      <section className="billing-status" aria-label={t('status.label')}>
        <div className="form__error" role="alert">
          <p>{billingProblemText(me.error, locale, t('status.failed'))}</p>
          {!refused && (
            <button type="button" className="btn btn--ghost" onClick={() => void me.refetch()}>
              {t('common:actions.retry')}
            </button>
          )}
        </div>
      </section>
    );
  }

  const data = me.data;
  const run = async (action: Action, call: () => Promise<BillingMe>, done: (next: BillingMe) => string) => {
    if (busy) return;
    setBusy(action);
    setFailure(null);
    try {
      const next = await call();
      onChange(next);
      toast.success(done(next));
      // The panel now says something else: take keyboard and screen-reader users to its new heading.
      requestAnimationFrame(() => focusHeading(heading.current));
    } catch (error) {
      setFailure(billingProblemText(error, locale, t('status.actionFailed')));
      // A refusal means the page was behind (a trial used elsewhere, a plan changed in another tab).
      void me.refetch();
    } finally {
      setBusy(null);
    }
  };

  const until = data.subscription?.currentPeriodEnd ?? data.activeUntil ?? '';
  const plan = data.subscription ? planName(data.subscription.planId) : '';

  const cancel = async () => {
    const ok = await confirm(t('status.cancelConfirm', { date: date(until) }), t('status.cancelYes'));
    if (!ok) return;
    await run('cancel', cancelSubscription, (next) =>
      t('status.canceled', { date: date(next.subscription?.currentPeriodEnd ?? until) }),
    );
  };
  const resume = () =>
    run('resume', resumeSubscription, (next) =>
      t('status.resumed', { date: date(next.subscription?.currentPeriodEnd ?? until) }),
    );
  const begin = () => run('trial', startTrial, () => t('status.trialOffer.started'));

  let title: string;
  let body: ReactNode;
  let action: ReactNode = null;
  let tone = 'neutral';
  if (data.trialAvailable && !data.active) {
    tone = 'offer';
    title = t('status.trialOffer.title', { count: TRIAL_DAYS, days: formatNumber(TRIAL_DAYS, locale) });
    body = <p>{t('status.trialOffer.body')}</p>;
    action = (
      <button
        type="button"
        className="btn btn--gold"
        aria-busy={busy === 'trial' || undefined}
        onClick={() => void begin()}
      >
        {busy === 'trial' ? t('status.trialOffer.starting') : t('status.trialOffer.start')}
      </button>
    );
  } else
    switch (data.state) {
      case 'trialing': {
        tone = 'good';
        const endsAt = data.trial?.endsAt ?? data.activeUntil ?? '';
        const left = daysLeft(endsAt);
        title = t('status.trialing.title');
        body = (
          <>
            <p>
              {t('status.trialing.left', { count: left, n: formatNumber(left, locale), date: date(endsAt) })}
            </p>
            <p>{t('status.trialing.next')}</p>
          </>
        );
        break;
      }
      case 'active':
        tone = 'good';
        title = t('status.active.title', { plan });
        body = <p>{t('status.active.renews', { date: date(until) })}</p>;
        action = (
          <button
            type="button"
            className="btn btn--ghost"
            aria-busy={busy === 'cancel' || undefined}
            onClick={() => void cancel()}
          >
            {busy === 'cancel' ? t('status.active.canceling') : t('status.active.cancel')}
          </button>
        );
        break;
      case 'canceling':
        tone = 'warn';
        title = t('status.canceling.title', { date: date(until) });
        body = <p>{t('status.canceling.body', { plan })}</p>;
        action = (
          <button
            type="button"
            className="btn btn--primary"
            aria-busy={busy === 'resume' || undefined}
            onClick={() => void resume()}
          >
            {busy === 'resume' ? t('status.canceling.resuming') : t('status.canceling.resume')}
          </button>
        );
        break;
      case 'grace':
        tone = 'warn';
        title = t('status.grace.title');
        body = (
          <p>
            {t('status.grace.body', {
              plan,
              date: date(data.subscription?.graceEndsAt ?? data.activeUntil ?? until),
            })}
          </p>
        );
        break;
      case 'expired':
        tone = 'warn';
        title = t(data.subscription ? 'status.expired.plan' : 'status.expired.trial');
        body = <p>{t('status.expired.body')}</p>;
        break;
      default:
        title = t('status.none.title');
        body = <p>{t('status.none.body')}</p>;
    }

  return (
    <section className={`billing-status billing-status--${tone}`} aria-labelledby="billing-status-title">
      <h2 id="billing-status-title" ref={heading} tabIndex={-1} className="billing-status__title">
        {title}
      </h2>
      {body}
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      {action && <div className="form__actions">{action}</div>}
    </section>
  );
}
