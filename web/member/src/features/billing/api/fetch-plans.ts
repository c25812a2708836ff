import { plansResponseSchema, type PlansResponse } from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { api } from '../../../lib/api';

/** GET /api/billing/plans?lang=…: the two plans with their prices, named in the page's language (public). */
export const fetchPlans = (locale: Locale, signal?: AbortSignal): Promise<PlansResponse> =>
  api(`/billing/plans?lang=${encodeURIComponent(locale)}`, { schema: plansResponseSchema, signal });
