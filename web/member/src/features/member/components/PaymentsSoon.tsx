import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppState } from '../../../app/state';
import type { PlanId } from '../plans';
import { useLoginHref } from '../use-login-href';

/** What a confirmed plan leads to while online payment is not open: nothing is charged. */
export function PaymentsSoon({ plan }: { plan: PlanId }) {
  const { t } = useTranslation('member');
  const { state } = useAppState();
  const login = useLoginHref();
  return (
    <div className="notice notice--soon">
      <h2 className="notice__title">{t('subscription.paymentsSoon.title')}</h2>
      <p>{t('subscription.paymentsSoon.body', { plan: t(`subscription.plans.${plan}.name`) })}</p>
      {!state.auth.isAuthenticated && (
        <p>
          {t('subscription.paymentsSoon.guest')} <Link to={login}>{t('login')}</Link>
        </p>
      )}
    </div>
  );
}
