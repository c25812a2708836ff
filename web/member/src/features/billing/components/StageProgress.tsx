import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@mawadda/contracts';

/** The happy path of an order; NotPaid leaves it (shown as its own state, not a step). */
const STEPS = ['Pending', 'Processing', 'Completed'] as const;

/**
 * An order's stage as steps, Pending → Processing → Completed: the ones behind ticked and worded as
 * done, the one it is at marked `aria-current="step"` (and said in words, not by colour alone). A NotPaid order
 * shows that state instead, with why when known.
 */
export function StageProgress({ order, label }: { order: Order; label: string }) {
  const { t } = useTranslation('billing');
  if (order.stage === 'NotPaid')
    return (
      <p className="order-stage order-stage--failed">
        <span className="order-stage__icon" aria-hidden="true">
          <X className="icon" />
        </span>
        <span>
          <strong>{t('stage.NotPaid')}</strong>
          {' · '}
          {t(`result.failure.${order.failure ?? 'unknown'}`)}
        </span>
      </p>
    );
  const at = STEPS.indexOf(order.stage);
  return (
    <ol className="stages" aria-label={label}>
      {STEPS.map((step, i) => {
        // A completed order is done through its last step, which is also where it stands.
        const state = i < at || order.stage === 'Completed' ? 'done' : i === at ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`stages__step stages__step--${state}`}
            aria-current={i === at ? 'step' : undefined}
          >
            <span className="stages__dot" aria-hidden="true">
              {state === 'done' ? <Check className="icon" /> : i + 1}
            </span>
            {/* Each step is worded for where it stands ("payment received", not "awaiting payment (done)"). */}
            <span className="stages__label">{t(`steps.${step}.${state}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
