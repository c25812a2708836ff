import { rawBodyOf } from '@mawadda/kit';
import { z } from 'zod';
import { receiveWebhook } from '../app/receive-webhook.js';
import type { BillingHttp } from './context.js';
import { problemFor } from './problems.js';

/**
 * The payment provider's webhooks. Public, as the provider calls without a session: its HMAC
 * signature over the raw body, with a fresh timestamp, is what authenticates it (the use case
 * refuses anything else), and each event applies once.
 */
export function webhookRoutes({ api, app }: BillingHttp) {
  api.post(
    '/webhooks/:provider',
    {
      summary: "The payment provider's signed webhook (HMAC over the raw body; replays refused)",
      access: 'public',
      params: z.object({ provider: z.enum(['sandbox', 'stripe']) }),
      response: z.object({ received: z.literal(true), applied: z.boolean() }),
      errors: {
        400: 'Missing, bad or stale signature, or not an event of the provider',
        404: 'Not this provider',
      },
    },
    async ({ req, params }) => {
      if (params.provider !== app.provider.name) throw problemFor({ refusal: 'orderNotFound' });
      const outcome = await receiveWebhook(app, rawBodyOf(req), req.headers);
      if (!outcome.ok) {
        app.logger.warn({ reason: outcome.refusal.reason }, 'webhook refused');
        throw problemFor(outcome.refusal);
      }
      return { received: true as const, applied: outcome.value.applied };
    },
  );
}
