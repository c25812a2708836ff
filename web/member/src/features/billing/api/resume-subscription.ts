import { billingMeSchema, type BillingMe } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** POST /api/billing/subscription/resume: takes a cancellation back before the period ends (renews again). */
export const resumeSubscription = (): Promise<BillingMe> =>
  api('/billing/subscription/resume', { method: 'POST', schema: billingMeSchema });
