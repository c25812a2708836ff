import { useMemo } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { AdminPlan } from '@mawadda/contracts';
import { apiFetch } from '../../api/api';
import { resourceUrl } from '../../api/data-provider';

const fetchPlans = async () => (await apiFetch<{ items: AdminPlan[] }>(resourceUrl('plans'))).items;

/**
 * Billing answers the plans (two of them) as `{ items }` in one piece, with no `Content-Range`
 * and no route for one plan: the list and the one plan are read from that answer; saving is the
 * console's ordinary `PUT /api/billing/admin/plans/{id}`.
 */
export function usePlansDataProvider(): DataProvider {
  const base = useDataProvider();
  return useMemo(
    () => ({
      ...base,
      getList: async () => {
        const data = await fetchPlans();
        return { data, total: data.length } as never;
      },
      getOne: async (_resource, { id }) => {
        const plan = (await fetchPlans()).find((p) => p.id === id);
        if (!plan) throw new Error('ra.notification.item_doesnt_exist');
        return { data: plan } as never;
      },
    }),
    [base],
  );
}
