import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanId } from '@mawadda/contracts';
import { useLocale } from '../../../routes/use-locale';
import { fetchPlans } from '../api/fetch-plans';
import { billingKeys } from './billing-keys';

/** The plans in the page's language (public: a guest sees the prices too). */
export function usePlans() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: billingKeys.plans(locale),
    queryFn: ({ signal }) => fetchPlans(locale, signal),
    // Prices change rarely and only by staff; an open page need not ask again on every focus.
    staleTime: 5 * 60_000,
  });
}

/**
 * A plan's name as staff wrote it for this language ("سنة واحدة"), from the plans call; until that
 * answers (or if it fails), the site's own words for its length, so an order never shows a bare id.
 */
export function usePlanName() {
  const { t } = useTranslation('billing');
  const plans = usePlans();
  const items = plans.data?.items;
  return useCallback(
    (planId: PlanId) => items?.find((p) => p.id === planId)?.name ?? t(`plan.fallback.${planId}`),
    [items, t],
  );
}
