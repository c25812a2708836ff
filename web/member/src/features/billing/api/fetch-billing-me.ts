import { billingMeSchema, type BillingMe } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/billing/me: where the member stands (trial, plan, premium until when) and unread notices. */
export const fetchBillingMe = (signal?: AbortSignal): Promise<BillingMe> =>
  api('/billing/me', { schema: billingMeSchema, signal });
