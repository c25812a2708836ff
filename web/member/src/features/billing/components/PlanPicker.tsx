import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { planIdSchema, type BillingMe, type PlanId, type PlansResponse } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { useLocale } from '../../../routes/use-locale';
import { startCheckout } from '../api/start-checkout';
import { useLoginHref } from '../hooks/use-login-href';
import { leaveForCheckout } from '../lib/leave-for-checkout';
import { billingProblemText } from '../lib/problem-text';
import { PlanCard } from './PlanCard';

/** A plan may be preselected by `?plan=` (a guest coming back from login, "try again" after a failure). */
export const PLAN_PARAM = 'plan';

interface Props {
  plans: UseQueryResult<PlansResponse>;
  /** The member's standing; undefined for a guest or while it loads. */
  me: BillingMe | undefined;
  signedIn: boolean;
  /** A refusal that means the standing on screen is old (already subscribed…): read it again. */
  onStale(): void;
}

/**
 * Why a plan cannot be bought now, as billing would refuse it: the plan that runs (or winds down)
 * is not bought again, and six months is not sold while a year runs (a downgrade). Upgrading six
 * months to a year is allowed; the order then carries the credit.
 */
function unavailableReason(planId: PlanId, me: BillingMe | undefined): 'current' | 'downgrade' | null {
  const sub = me?.subscription;
  if (!sub || !(sub.status === 'active' || sub.status === 'canceling')) return null;
  if (sub.planId === planId) return 'current';
  if (sub.planId === 'one_year' && planId === 'six_months') return 'downgrade';
  return null;
}

/**
 * The spec's "choose a plan and confirm". Until a plan is picked the button is aria-disabled but
 * focusable, so pressing it can still say "please select a plan first" (spec §5). A press while
 * the checkout call runs is ignored, so a double click makes one call.
 */
export function PlanPicker({ plans, me, signedIn, onStale }: Props) {
  const { t } = useTranslation('billing');
  const { locale } = useLocale();
  const navigate = useNavigate();
  const loginHref = useLoginHref();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const items = plans.data?.items ?? [];
  const wanted = planIdSchema.safeParse(params.get(PLAN_PARAM));
  const [chosen, setChosen] = useState<PlanId | undefined>(wanted.success ? wanted.data : undefined);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A ref, not state: two clicks can land before React renders the first one's "pending".
  const inFlight = useRef(false);
  const firstOption = useRef<HTMLInputElement>(null);

  // Back from the provider's page by the browser's back button, the page may come back from the
  // back-forward cache as it was left ("opening the payment page…"): make it usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setPending(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // "Please select a plan first" answers a press of "confirm"; once the standing changes (the trial
  // started, a plan bought elsewhere) that press is history and its message goes.
  const standing = me?.state;
  const [pressedIn, setPressedIn] = useState(standing);
  if (pressedIn !== standing) {
    setPressedIn(standing);
    setMissing(false);
  }

  const reasonOf = (id: PlanId) => unavailableReason(id, me);
  const plan = chosen && !reasonOf(chosen) ? chosen : undefined;
  const buyable = items.filter((p) => !reasonOf(p.id));

  const choose = (id: PlanId) => {
    setChosen(id);
    setMissing(false);
    setFailure(null);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!plan) {
      setMissing(true);
      firstOption.current?.focus();
      return;
    }
    if (!signedIn) {
      // Back here after logging in, with the same plan chosen.
      navigate(loginHref(`${pathname}?${PLAN_PARAM}=${plan}`));
      return;
    }
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    try {
      const { checkoutUrl } = await startCheckout(plan);
      // The page is leaving: stay "pending" so nothing else is pressed on the way out.
      leaveForCheckout.go(checkoutUrl);
    } catch (error) {
      inFlight.current = false;
      setPending(false);
      // No plan, or one billing does not know: the spec's "please select a plan first", on the
      // choice itself. (A 409 names the plan too, but says something else: already subscribed…)
      if (error instanceof ApiProblem && error.status === 400 && error.problem.field === 'planId') {
        setMissing(true);
        firstOption.current?.focus();
        return;
      }
      setFailure(billingProblemText(error, locale, t('error.subscription')));
      if (error instanceof ApiProblem && error.status === 409) onStale();
    }
  };

  if (plans.isPending)
    return (
      <div className="plan-grid" aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('plans.loading')}
        </p>
        <div className="skeleton plan-card__skeleton" />
        <div className="skeleton plan-card__skeleton" />
      </div>
    );
  if (plans.isError)
    return (
      <div className="form__error" role="alert">
        <p>{t('plans.failed')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void plans.refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );

  const upgrade = me?.subscription?.status === 'active' && me.subscription.planId === 'six_months';
  return (
    <form className="plans billing-plans" noValidate onSubmit={(e) => void confirm(e)}>
      <fieldset className="plans__group" aria-describedby={missing ? 'plan-error' : undefined}>
        <legend>{t('plans.legend')}</legend>
        <div className="plan-grid">
          {items.map((p) => {
            const reason = reasonOf(p.id);
            return (
              <PlanCard
                key={p.id}
                plan={p}
                checked={plan === p.id}
                onChoose={() => choose(p.id)}
                invalid={missing}
                unavailable={
                  reason === 'current'
                    ? t('plans.current')
                    : reason === 'downgrade'
                      ? t('plans.noDowngrade')
                      : undefined
                }
                inputRef={p.id === buyable[0]?.id ? firstOption : undefined}
              />
            );
          })}
        </div>
        {missing && (
          <p id="plan-error" className="field__error" role="alert">
            {t('plans.selectFirst')}
          </p>
        )}
      </fieldset>
      {buyable.length === 0 ? (
        <p className="field__hint">{t('plans.nothingToBuy')}</p>
      ) : (
        <>
          {upgrade && <p className="field__hint">{t('plans.upgradeNote')}</p>}
          <div className="form__actions">
            <button
              type="submit"
              className="btn btn--primary"
              aria-disabled={!plan}
              aria-busy={pending || undefined}
              aria-describedby={plan ? 'plan-pay-note' : 'plan-hint'}
            >
              {pending ? t('plans.confirming') : t('plans.confirm')}
            </button>
            {!plan && (
              <span id="plan-hint" className="field__hint">
                {t('plans.chooseFirstHint')}
              </span>
            )}
          </div>
          <p id="plan-pay-note" className="field__hint">
            {t('plans.payNote')}
          </p>
        </>
      )}
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
