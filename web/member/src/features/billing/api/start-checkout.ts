import { checkoutResponseSchema, type CheckoutResponse, type PlanId } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/**
 * POST /api/billing/checkout: an order for the plan and the provider's hosted page to pay it. The
 * same pending order comes back for a repeated press (200), so a double click never makes two.
 */
export const startCheckout = (planId: PlanId): Promise<CheckoutResponse> =>
  api('/billing/checkout', { method: 'POST', body: { planId }, schema: checkoutResponseSchema });
