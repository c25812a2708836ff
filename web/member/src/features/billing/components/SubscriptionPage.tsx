import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MAX_DISCOUNT_PERCENT, TRIAL_DAYS } from '@mawadda/contracts';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { useBillingMe } from '../hooks/use-billing-me';
import { usePlanName, usePlans } from '../hooks/use-plans';
import '../billing.css';
import { BillingNotices } from './BillingNotices';
import { GuestPanel } from './GuestPanel';
import { PlanComparison } from './PlanComparison';
import { PlanPicker } from './PlanPicker';
import { StatusPanel } from './StatusPanel';

/**
 * /subscription (open to guests): the spec's two plans, paid on the provider's hosted page. A
 * member also sees billing's notices and where they stand; a guest sees the plans and the way to
 * log in.
 */
export function SubscriptionPage() {
  const { t } = useTranslation('billing');
  const { locale, to } = useLocale();
  useDocumentTitle(t('subscription.title'));
  const { me, set, signedIn } = useBillingMe();
  const plans = usePlans();
  const planName = usePlanName();
  const notices = me.data?.notices ?? [];

  const dismiss = (noticeId: string) => {
    if (me.data) set({ ...me.data, notices: me.data.notices.filter((n) => n.id !== noticeId) });
  };

  return (
    <article className="container section billing" aria-labelledby="subscription-title">
      <header className="billing__header">
        <h1 id="subscription-title" tabIndex={-1}>
          {t('subscription.title')}
        </h1>
        <p className="section__lead">{t('subscription.lead')}</p>
        <ul className="perks" aria-label={t('subscription.perksLabel')}>
          <li>
            {t('subscription.perks.trial', { count: TRIAL_DAYS, days: formatNumber(TRIAL_DAYS, locale) })}
          </li>
          <li>
            {t('subscription.perks.discount', { percent: formatPercent(MAX_DISCOUNT_PERCENT, locale) })}
          </li>
        </ul>
      </header>
      {signedIn && (
        <BillingNotices notices={notices} onDismiss={dismiss} onRestore={() => void me.refetch()} />
      )}
      {signedIn ? <StatusPanel me={me} onChange={set} planName={planName} /> : <GuestPanel />}
      <PlanComparison />
      <PlanPicker plans={plans} me={me.data} signedIn={signedIn} onStale={() => void me.refetch()} />
      <p className="billing__links">
        {signedIn && <Link to={to('/order-tracking')}>{t('subscription.orders')}</Link>}
        {signedIn && <Link to={to('/my-messages')}>{t('feedback:mine.link')}</Link>}
        <Link to={to('/subscription-terms')}>{t('subscription.terms')}</Link>
      </p>
    </article>
  );
}

export { SubscriptionPage as Component };
