import { useLayoutEffect, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Order } from '@mawadda/contracts';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { useBillingMe } from '../hooks/use-billing-me';
import { useOrderOutcome, POLL_LIMIT_MS, POLL_MS } from '../hooks/use-order-outcome';
import { usePlanName } from '../hooks/use-plans';
import { focusHeading } from '../lib/focus-heading';
import { notFound } from '../lib/problem-text';
import '../billing.css';
import { PLAN_PARAM } from './PlanPicker';
import { StageProgress } from './StageProgress';

/**
 * /subscription/result?order=<id>: where the provider sends the browser back. It waits for
 * billing's word on the order (the webhook, not the browser's return, is what counts), then says
 * the outcome; its heading takes focus so a screen reader hears it.
 */
export function CheckoutResultPage({
  pollMs = POLL_MS,
  limitMs = POLL_LIMIT_MS,
}: {
  pollMs?: number;
  limitMs?: number;
}) {
  const { t } = useTranslation('billing');
  const { to } = useLocale();
  useDocumentTitle(t('result.title'));
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const { order, timedOut } = useOrderOutcome(orderId, { pollMs, limitMs });
  // Read so the member's standing (and `isSubscrption`) follows the outcome on this page too.
  const { me } = useBillingMe();
  const planName = usePlanName();

  const outcome = useRef<HTMLHeadingElement>(null);
  const stage = order.data?.stage;
  useLayoutEffect(() => {
    if (stage === 'Completed' || stage === 'NotPaid' || timedOut || order.isError)
      focusHeading(outcome.current);
  }, [stage, timedOut, order.isError]);

  const orders = (
    <Link className="btn btn--ghost" to={to('/order-tracking')}>
      {t('result.toOrders')}
    </Link>
  );

  let body;
  if (!orderId)
    body = (
      <Panel tone="neutral" title={t('result.noOrder')} headingRef={outcome}>
        <p>{t('result.noOrderBody')}</p>
        <div className="form__actions">{orders}</div>
      </Panel>
    );
  else if (order.isError && !order.data)
    body = (
      <Panel
        tone="bad"
        title={notFound(order.error) ? t('result.notFound') : t('result.loadFailed')}
        headingRef={outcome}
      >
        <div className="form__actions">
          {!notFound(order.error) && (
            <button type="button" className="btn btn--primary" onClick={() => void order.refetch()}>
              {t('common:actions.retry')}
            </button>
          )}
          {orders}
        </div>
      </Panel>
    );
  else if (order.data?.stage === 'Completed')
    body = (
      <Success
        order={order.data}
        plan={planName(order.data.planId)}
        until={me.data?.activeUntil ?? null}
        headingRef={outcome}
      />
    );
  else if (order.data?.stage === 'NotPaid')
    body = (
      <Panel tone="bad" title={t('result.failed')} headingRef={outcome}>
        <p>{t(`result.failure.${order.data.failure ?? 'unknown'}`)}</p>
        <StageProgress order={order.data} label={t('orders.progress', { number: order.data.number })} />
        <div className="form__actions">
          <Link className="btn btn--primary" to={to(`/subscription?${PLAN_PARAM}=${order.data.planId}`)}>
            {t('result.tryAgain')}
          </Link>
          {orders}
        </div>
      </Panel>
    );
  else if (timedOut)
    body = (
      <Panel tone="warn" title={t('result.slow')} headingRef={outcome}>
        <p>{t('result.slowBody')}</p>
        {order.data && (
          <StageProgress order={order.data} label={t('orders.progress', { number: order.data.number })} />
        )}
        <div className="form__actions">{orders}</div>
      </Panel>
    );
  else
    body = (
      <section
        className="billing-result billing-result--waiting"
        aria-busy="true"
        aria-labelledby="result-waiting"
      >
        <span className="spinner" aria-hidden="true" />
        <div>
          {/* A polite live region around the heading only: the steps below change without a word. */}
          <div role="status">
            <h2 id="result-waiting" className="notice__title">
              {t('result.checking')}
            </h2>
          </div>
          <p>{t('result.checkingBody')}</p>
          {order.data && (
            <StageProgress order={order.data} label={t('orders.progress', { number: order.data.number })} />
          )}
        </div>
      </section>
    );

  return (
    <article className="container section billing billing--narrow" aria-labelledby="result-title">
      <header className="billing__header">
        <h1 id="result-title">{t('result.title')}</h1>
        {order.data && <p className="section__lead">{t('orders.order', { number: order.data.number })}</p>}
      </header>
      {body}
    </article>
  );
}

function Panel({
  tone,
  title,
  headingRef,
  children,
}: {
  tone: 'good' | 'bad' | 'warn' | 'neutral';
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section className={`billing-result billing-result--${tone}`} aria-labelledby="result-outcome">
      <h2 id="result-outcome" ref={headingRef} tabIndex={-1} className="notice__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Success({
  order,
  plan,
  until,
  headingRef,
}: {
  order: Order;
  plan: string;
  until: string | null;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('billing');
  const { locale, to } = useLocale();
  return (
    <Panel tone="good" title={t('result.success', { plan })} headingRef={headingRef}>
      <p>
        {until ? t('result.successBody', { date: formatDate(until, locale) }) : t('result.successBodyPlain')}
      </p>
      <StageProgress order={order} label={t('orders.progress', { number: order.number })} />
      <div className="form__actions">
        <Link className="btn btn--primary" to={to(`/order-tracking/${encodeURIComponent(order.id)}/receipt`)}>
          {t('result.receipt')}
        </Link>
        <Link className="btn btn--ghost" to={to('/search')}>
          {t('result.explore')}
        </Link>
        <Link className="btn btn--ghost" to={to('/order-tracking')}>
          {t('result.toOrders')}
        </Link>
      </div>
    </Panel>
  );
}

export { CheckoutResultPage as Component };
