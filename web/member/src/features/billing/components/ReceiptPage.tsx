import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Receipt } from '@mawadda/contracts';
import { formatDate, formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { fetchReceipt } from '../api/fetch-receipt';
import { billingKeys } from '../hooks/billing-keys';
import { usePlanName } from '../hooks/use-plans';
import { formatMoney, formatVatRate } from '../lib/money';
import { notFound } from '../lib/problem-text';
import '../billing.css';

/** Card networks by the provider's brand id; an unknown brand is just "card" in the page's language. */
const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/**
 * /order-tracking/:id/receipt (members): a paid order's receipt, printable. It carries what a tax
 * receipt must: the seller's VAT registration (TRN), who was billed, and every figure from list
 * price to total charged. Printing keeps the receipt alone (billing.css).
 */
export function ReceiptPage() {
  const { t } = useTranslation('billing');
  const { to } = useLocale();
  useDocumentTitle(t('receipt.title'));
  const { id = '' } = useParams();
  const receipt = useQuery({
    queryKey: billingKeys.receipt(id),
    queryFn: ({ signal }) => fetchReceipt(id, signal),
    // A receipt never changes once issued.
    staleTime: Infinity,
  });
  const back = (
    <Link className="btn btn--ghost" to={to('/order-tracking')}>
      {t('receipt.back')}
    </Link>
  );

  let body;
  if (receipt.isPending)
    body = (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('receipt.loading')}
        </p>
        <div className="skeleton receipt__skeleton" />
      </div>
    );
  else if (receipt.isError)
    body = notFound(receipt.error) ? (
      <section className="notice notice--soon" aria-labelledby="receipt-missing">
        <h2 id="receipt-missing" className="notice__title">
          {t('receipt.notReady')}
        </h2>
        <p>{t('receipt.notReadyBody')}</p>
        <div className="form__actions">{back}</div>
      </section>
    ) : (
      <div className="form__error" role="alert">
        <p>{t('receipt.failed')}</p>
        <div className="form__actions">
          <button type="button" className="btn btn--ghost" onClick={() => void receipt.refetch()}>
            {t('common:actions.retry')}
          </button>
          {back}
        </div>
      </div>
    );
  else body = <ReceiptDocument receipt={receipt.data} />;

  return (
    <article
      className="container section billing billing--narrow receipt-page"
      aria-labelledby="receipt-title"
    >
      <div className="receipt-page__actions form__actions">
        {receipt.isSuccess && (
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>
            {t('receipt.print')}
          </button>
        )}
        {receipt.isSuccess && back}
      </div>
      {receipt.isSuccess ? null : (
        <h1 id="receipt-title" className="receipt-page__title">
          {t('receipt.title')}
        </h1>
      )}
      {body}
    </article>
  );
}

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('billing');
  const { locale } = useLocale();
  const planName = usePlanName();
  const { order, seller, billedTo, refunds } = receipt;
  // Deductions are negative amounts, so each language places its own minus sign (RTL included).
  const money = (minor: number) => formatMoney(minor, locale, order.currency);
  const discountMinor = order.listPriceMinor - order.priceMinor;
  const netMinor = order.priceMinor - order.creditMinor;
  const date = (iso: string) => formatDate(iso, locale);
  const brand = order.card ? (BRANDS[order.card.brand.toLowerCase()] ?? t('receipt.card')) : null;

  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__head">
        <div>
          <p className="receipt__brand">{t('common:brand')}</p>
          <h1 id="receipt-title" className="receipt__title">
            {t('receipt.title')}
          </h1>
          <p className="receipt__kind">{t('receipt.kind')}</p>
        </div>
        <dl className="receipt__meta">
          <div>
            <dt>{t('receipt.order')}</dt>
            <dd dir="ltr">{order.number}</dd>
          </div>
          <div>
            <dt>{t('receipt.date')}</dt>
            <dd>
              <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
            </dd>
          </div>
          {order.paidAt && (
            <div>
              <dt>{t('receipt.paidAt')}</dt>
              <dd>
                <time dateTime={order.paidAt}>{date(order.paidAt)}</time>
              </dd>
            </div>
          )}
        </dl>
      </header>

      <div className="receipt__parties">
        <section aria-labelledby="receipt-seller">
          <h2 id="receipt-seller" className="receipt__label">
            {t('receipt.seller')}
          </h2>
          <p className="receipt__party">
            <strong>{seller.name}</strong>
            <br />
            {seller.address}
            <br />
            {t('receipt.trn')}: <span dir="ltr">{seller.vatNumber}</span>
          </p>
        </section>
        {billedTo && (
          <section aria-labelledby="receipt-billed">
            <h2 id="receipt-billed" className="receipt__label">
              {t('receipt.billedTo')}
            </h2>
            <p className="receipt__party" dir="auto">
              {billedTo}
            </p>
          </section>
        )}
      </div>

      <table className="receipt__figures">
        <caption className="visually-hidden">{t('receipt.figures')}</caption>
        <tbody>
          <tr className="receipt__item">
            <th scope="row">{t('receipt.item')}</th>
            <td>
              {t('receipt.planLine', {
                plan: planName(order.planId),
                months: t('plans.months', { count: order.months, n: formatNumber(order.months, locale) }),
              })}
            </td>
          </tr>
          <tr>
            <th scope="row">{t('receipt.listPrice')}</th>
            <td>{money(order.listPriceMinor)}</td>
          </tr>
          {discountMinor > 0 && (
            <tr>
              <th scope="row">{t('receipt.discount')}</th>
              <td>{money(-discountMinor)}</td>
            </tr>
          )}
          {order.creditMinor > 0 && (
            <tr>
              <th scope="row">{t('receipt.credit')}</th>
              <td>{money(-order.creditMinor)}</td>
            </tr>
          )}
          <tr className="receipt__subtotal">
            <th scope="row">{t('receipt.beforeVat')}</th>
            <td>{money(netMinor)}</td>
          </tr>
          <tr>
            <th scope="row">{t('receipt.vat', { rate: formatVatRate(order.vatBasisPoints, locale) })}</th>
            <td>{money(order.vatMinor)}</td>
          </tr>
          <tr className="receipt__total">
            <th scope="row">{t('receipt.total')}</th>
            <td>{money(order.totalMinor)}</td>
          </tr>
        </tbody>
        {refunds.length > 0 && (
          <tbody className="receipt__refunds" aria-label={t('receipt.refunds')}>
            {refunds.map((r, i) => (
              <tr key={`${r.at}-${i}`}>
                <th scope="row">
                  {t('receipt.refundedOn', { date: date(r.at) })}
                </th>
                <td>{money(-r.amountMinor)}</td>
              </tr>
            ))}
            <tr className="receipt__total">
              <th scope="row">{t('receipt.netPaid')}</th>
              <td>{money(order.totalMinor - order.refundedMinor)}</td>
            </tr>
          </tbody>
        )}
      </table>

      <p className="receipt__payment">
        <span className="pay-chip pay-chip--paid">{t('receipt.paid')}</span>{' '}
        {order.payment !== 'Paid' && (
          <>
            <span className="pay-chip pay-chip--refunded">{t(`payment.${order.payment}`)}</span>{' '}
          </>
        )}
        {order.card && brand
          ? t('receipt.paidWith', { brand, last4: order.card.last4 })
          : t(`payment.${order.payment}`)}
      </p>
    </section>
  );
}

export { ReceiptPage as Component };
