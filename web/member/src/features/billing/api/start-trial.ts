import { billingMeSchema, type BillingMe } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** POST /api/billing/trial: starts the member's free trial (no payment details); answers the new standing. */
export const startTrial = (): Promise<BillingMe> =>
  api('/billing/trial', { method: 'POST', schema: billingMeSchema });
