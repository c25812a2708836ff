import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame';
import { PlanPicker } from './PlanPicker';

/**
 * /subscription: the spec's two plans, chosen and confirmed; payment itself opens later. The
 * trial and discount (spec §9) are marketing copy, written whole per language.
 */
export function SubscriptionFrame() {
  const { t } = useTranslation('member');
  return (
    <PageFrame id="subscription" title={t('subscription.title')} lead={t('subscription.lead')} features={[]}>
      <ul className="perks" aria-label={t('subscription.perksLabel')}>
        <li>{t('subscription.perks.trial')}</li>
        <li>{t('subscription.perks.discount')}</li>
      </ul>
      <PlanPicker />
    </PageFrame>
  );
}

export { SubscriptionFrame as Component };
