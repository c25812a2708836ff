import type { Database, JobQueue, Logger } from '@mawadda/kit';
import type { BillingConfig } from '../config.js';
import type { PaymentProvider } from './port.js';
import { createSandboxProvider, SANDBOX_MIGRATIONS, SANDBOX_SCHEMA } from './sandbox/index.js';
import { createStripeProvider } from './stripe/index.js';

/** Where billing mounts a provider's own pages (http/pay-pages.ts). */
export const payPagesBase = (provider: string) => `/api/billing/pay/${provider}`;

/** Picks the payment provider from configuration (`PAYMENT_PROVIDER`) and opens it. */
export async function openPaymentProvider(
  config: BillingConfig,
  ports: {
    database: Database;
    jobs: JobQueue;
    logger: Logger;
    clock: () => Date;
    /** The site's public origin (the platform's PUBLIC_ORIGIN), for Stripe's return URLs. */
    publicOrigin: string;
    secret: string;
    deliver: (rawBody: string, headers: Record<string, string>) => Promise<void>;
  },
): Promise<PaymentProvider> {
  switch (config.PAYMENT_PROVIDER) {
    case 'sandbox':
      // The sandbox plays an outside provider: its state lives in its own schema, migrated here.
      await ports.database.migrate(SANDBOX_MIGRATIONS, SANDBOX_SCHEMA);
      return createSandboxProvider({ ...ports, pathBase: payPagesBase('sandbox') });
    case 'stripe':
      // The config schema refuses PAYMENT_PROVIDER=stripe without both secrets.
      return createStripeProvider({
        secretKey: config.STRIPE_SECRET_KEY!,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        apiUrl: config.STRIPE_API_URL,
        publicOrigin: ports.publicOrigin,
        clock: ports.clock,
        logger: ports.logger,
      });
  }
}
