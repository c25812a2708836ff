import { billingMeSchema, type BillingMe } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** POST /api/billing/subscription/cancel: no renewal; the plan stays until its period ends. */
export const cancelSubscription = (): Promise<BillingMe> =>
  api('/billing/subscription/cancel', { method: 'POST', schema: billingMeSchema });
