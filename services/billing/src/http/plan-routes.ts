import { adminPlanSchema, planIdSchema, plansResponseSchema, planUpdateSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { listAdminPlans, listPlans, updatePlan } from '../app/plans.js';
import { PRICING_STAFF, type BillingHttp } from './context.js';
import { orProblem } from './problems.js';

const planParams = z.object({ id: planIdSchema });

/** The plans: public prices in the visitor's locale, and staff pricing. */
export function planRoutes({ api, app }: BillingHttp) {
  api.get(
    '/plans',
    {
      summary: 'The plans with prices, discount and VAT, in the language asked for (?lang=)',
      access: 'public',
      response: plansResponseSchema,
    },
    ({ locale }) => listPlans(app, locale),
  );

  api.get(
    '/admin/plans',
    {
      summary: 'Every plan with its names in the five locales (staff)',
      access: PRICING_STAFF,
      response: z.object({ items: z.array(adminPlanSchema) }),
    },
    async () => ({ items: await listAdminPlans(app) }),
  );

  api.put(
    '/admin/plans/:id',
    {
      summary: "Set a plan's list price, price and names (admins; audited); at most 60% off the list price",
      access: PRICING_STAFF,
      params: planParams,
      body: planUpdateSchema,
      response: adminPlanSchema,
      errors: { 400: 'Price above the list price, or a discount deeper than 60%' },
    },
    async ({ params, body, auth }) => orProblem(await updatePlan(app, auth, params.id, body)),
  );
}
