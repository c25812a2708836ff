import path from 'node:path';
import type { Database, JobQueue, Logger } from '@mawadda/kit';
import type { PaymentProvider } from '../port.js';
import { chargeSaved } from './charge-saved.js';
import { checkoutPages } from './checkout-pages.js';
import { openCheckout } from './open-checkout.js';
import { refundPayment } from './refund-payment.js';
import type { SandboxContext } from './sandbox-context.js';
import { verifySandboxWebhook } from './verify-webhook.js';
import { defineWebhookDelivery, type DeliverWebhook } from './webhook-delivery.js';

export { SANDBOX_TEST_CARDS, type SandboxTestCard, type SandboxTestCardName } from './test-cards.js';
export { signWebhook, SIGNATURE_HEADER, SIGNATURE_TOLERANCE_MS } from './webhook-signature.js';
export {
  WEBHOOK_JOB,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_BACKOFF_MS,
  type DeliverWebhook,
} from './webhook-delivery.js';
export { providerEventSchema } from './provider-event-schema.js';

/** The `billing_sandbox` schema's migrations: `database.migrate(SANDBOX_MIGRATIONS, 'billing_sandbox')`. */
export const SANDBOX_MIGRATIONS = path.resolve(import.meta.dirname, '../../../drizzle-sandbox');
export const SANDBOX_SCHEMA = 'billing_sandbox';

export interface SandboxProviderOptions {
  /** The process database; the sandbox keeps its state in its own schema (`billing_sandbox`). */
  database: Database;
  /** The service's job queue; the webhook job kind is defined here, so create this before `jobs.start()`. */
  jobs: JobQueue;
  /** The webhook HMAC secret shared with billing's verification. */
  secret: string;
  /** The public path `pages` is mounted at (`/api/billing/pay/sandbox`); checkout URLs start with it. */
  pathBase: string;
  /**
   * How a signed webhook reaches billing: runs billing's webhook route on the raw body and
   * headers. Throwing means it was not accepted; the delivery is retried with backoff.
   */
  deliver: DeliverWebhook;
  /** Signing times, the verification window, card expiry and row stamps. Default: the real clock. */
  clock?: () => Date;
  logger: Logger;
}

/**
 * The local sandbox payment provider (DESIGN §1 "payments"), the default in both run modes: hosted
 * checkout with test cards, a 3-D Secure-like step, saved cards and signed webhooks. It never
 * stores or logs a card number, an expiry or a CVC.
 */
export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  if (typeof options.secret !== 'string' || options.secret.length === 0)
    throw new TypeError('The sandbox provider needs a webhook secret');
  if (!/^\/[^?#]*$/.test(options.pathBase)) throw new TypeError('pathBase must be a path (`/api/...`)');
  const clock = options.clock ?? (() => new Date());
  const logger = options.logger.child({ component: 'payments-sandbox' });
  const webhooks = defineWebhookDelivery({
    db: options.database.db,
    jobs: options.jobs,
    secret: options.secret,
    deliver: options.deliver,
    clock,
    logger,
  });
  const c: SandboxContext = {
    database: options.database,
    clock,
    webhooks,
    logger,
    pathBase: options.pathBase.replace(/\/+$/, ''),
  };

  return {
    name: 'sandbox',
    createCheckout: (input) => openCheckout(c, input),
    chargeSaved: (input) => chargeSaved(c, input),
    refund: (input) => refundPayment(c, input),
    verifyWebhook: async (rawBody, headers) => verifySandboxWebhook(options.secret, rawBody, headers, clock()),
    pages: checkoutPages(c),
    async start() {
      const requeued = await webhooks.requeueUndelivered();
      if (requeued > 0) logger.info({ requeued }, 'sandbox webhooks queued again');
    },
  };
}
