import { LoadMoreButton, useLoadMore } from '../../../lib/LoadMore';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Order } from '@mawadda/contracts';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { useOrders } from '../hooks/use-orders';
import { usePlanName } from '../hooks/use-plans';
import { focusHeading } from '../lib/focus-heading';
import { formatMoney } from '../lib/money';
import '../billing.css';
import { PLAN_PARAM } from './PlanPicker';
import { StageProgress } from './StageProgress';

/**
 * /order-tracking (members): my plan orders, newest first, each with its stage and what can be
 * done with it. Older orders come a page at a time; focus then goes to the first that came in, so
 * a keyboard or screen reader user lands on the new ones.
 */
export function OrderTrackingPage() {
  const { t } = useTranslation('billing');
  const { to } = useLocale();
  useDocumentTitle(t('orders.title'));
  const { list, orders } = useOrders();

  const { container: items, loadMore } = useLoadMore<HTMLOListElement>(list, orders.length, (ol, i) =>
    focusHeading(ol.querySelectorAll<HTMLElement>('.order-card__title')[i]),
  );

  let body;
  if (list.isPending)
    body = (
      <div className="orders__loading" aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('orders.loading')}
        </p>
        {[0, 1].map((i) => (
          <div key={i} className="skeleton order-card__skeleton" />
        ))}
      </div>
    );
  else if (list.isError && orders.length === 0)
    body = (
      <div className="form__error" role="alert">
        <p>{t('orders.failed')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void list.refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  else if (orders.length === 0)
    body = (
      <div className="state orders__empty">
        <p>{t('orders.empty')}</p>
        <Link className="btn btn--primary" to={to('/subscription')}>
          {t('orders.seePlans')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ol ref={items} className="orders">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ol>
        {list.isFetchNextPageError && (
          <p className="form__error" role="alert">
            {t('orders.failed')}
          </p>
        )}
        <LoadMoreButton
          list={list}
          onLoad={loadMore}
          label={t('orders.more')}
          loadingLabel={t('orders.loadingMore')}
          className="orders__more"
        />
      </>
    );

  return (
    <article className="container section billing" aria-labelledby="orders-title">
      <header className="billing__header">
        <h1 id="orders-title">{t('orders.title')}</h1>
        <p className="section__lead">{t('orders.lead')}</p>
      </header>
      {body}
    </article>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('billing');
  const { locale, to } = useLocale();
  const planName = usePlanName();
  const titleId = `order-${order.id}-title`;
  // A refunded order was paid all the same: its receipt stays, with the refunds on it.
  const paid = order.payment !== 'NotPaid';
  const canPay = order.stage === 'Pending' && Boolean(order.checkoutUrl);
  return (
    <article className={`order-card order-card--${order.stage}`} aria-labelledby={titleId}>
      <header className="order-card__head">
        <h2 id={titleId} className="order-card__title" tabIndex={-1}>
          {t('orders.order', { number: order.number })}
        </h2>
        <span className={`pay-chip pay-chip--${order.payment === 'Paid' ? 'paid' : paid ? 'refunded' : 'unpaid'}`}>
          <span className="visually-hidden">{t('orders.payment')}: </span>
          {t(`payment.${order.payment}`)}
        </span>
      </header>
      <dl className="order-card__facts">
        <div>
          <dt>{t('orders.plan')}</dt>
          <dd>{planName(order.planId)}</dd>
        </div>
        <div>
          <dt>{t('orders.placed')}</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('orders.total')}</dt>
          <dd className="order-card__total">{formatMoney(order.totalMinor, locale, order.currency)}</dd>
        </div>
      </dl>
      <StageProgress order={order} label={t('orders.progress', { number: order.number })} />
      {(canPay || paid || order.stage === 'NotPaid') && (
        <div className="form__actions order-card__actions">
          {canPay && (
            // The provider's page: a full page load, as from the plans page.
            <a className="btn btn--primary" href={order.checkoutUrl ?? undefined} aria-describedby={titleId}>
              {t('orders.continue')}
            </a>
          )}
          {paid && (
            <Link
              className="btn btn--ghost"
              to={to(`/order-tracking/${encodeURIComponent(order.id)}/receipt`)}
              aria-describedby={titleId}
            >
              {t('orders.receipt')}
            </Link>
          )}
          {order.stage === 'NotPaid' && (
            <Link
              className="btn btn--ghost"
              to={to(`/subscription?${PLAN_PARAM}=${order.planId}`)}
              aria-describedby={titleId}
            >
              {t('orders.tryAgain')}
            </Link>
          )}
        </div>
      )}
    </article>
  );
}

export { OrderTrackingPage as Component };
