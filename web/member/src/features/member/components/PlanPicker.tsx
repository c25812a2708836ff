import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS, type PlanId } from '../plans';
import { PaymentsSoon } from './PaymentsSoon';

/**
 * Choosing a plan and confirming it. Until a plan is picked the confirm button looks disabled
 * but stays focusable (aria-disabled), so pressing it can still say why nothing happens:
 * spec §5 "please select a plan first".
 */
export function PlanPicker() {
  const { t } = useTranslation('member');
  const [plan, setPlan] = useState<PlanId>();
  const [missing, setMissing] = useState(false);
  const [confirmed, setConfirmed] = useState<PlanId>();
  const firstOption = useRef<HTMLInputElement>(null);

  const choose = (id: PlanId) => {
    setPlan(id);
    setMissing(false);
    setConfirmed(undefined);
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!plan) {
      setMissing(true);
      firstOption.current?.focus();
      return;
    }
    setConfirmed(plan);
  };

  return (
    <form className="plans" noValidate onSubmit={confirm}>
      <fieldset className="plans__group" aria-describedby={missing ? 'plan-error' : undefined}>
        <legend>{t('subscription.planLegend')}</legend>
        <div className="plans__options">
          {PLANS.map(({ id, bestValue }, i) => (
            <label key={id} className={`plan${bestValue ? ' plan--best' : ''}`}>
              <input
                ref={i === 0 ? firstOption : undefined}
                type="radio"
                name="plan"
                value={id}
                checked={plan === id}
                onChange={() => choose(id)}
                aria-labelledby={`plan-${id}-title${bestValue ? ` plan-${id}-badge` : ''}`}
                aria-describedby={`plan-${id}-body`}
                aria-invalid={missing || undefined}
              />
              <span id={`plan-${id}-title`} className="plan__title">
                {t(`subscription.plans.${id}.title`)}
              </span>
              {bestValue && (
                <span id={`plan-${id}-badge`} className="badge">
                  {t('subscription.bestValue')}
                </span>
              )}
              <span id={`plan-${id}-body`} className="plan__body">
                {t(`subscription.plans.${id}.body`)}
              </span>
            </label>
          ))}
        </div>
        {missing && (
          <p id="plan-error" className="field__error" role="alert">
            {t('subscription.selectFirst')}
          </p>
        )}
      </fieldset>
      <p className="field__hint">{t('subscription.pricesSoon')}</p>
      <div className="form__actions">
        <button
          type="submit"
          className="btn btn--primary"
          aria-disabled={!plan}
          aria-describedby={plan ? undefined : 'plan-hint'}
        >
          {t('subscription.confirm')}
        </button>
        {!plan && (
          <span id="plan-hint" className="field__hint">
            {t('subscription.chooseFirstHint')}
          </span>
        )}
      </div>
      <div aria-live="polite">{confirmed && <PaymentsSoon plan={confirmed} />}</div>
    </form>
  );
}
