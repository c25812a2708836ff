import type { Database, JobQueue, Logger } from '@mawadda/kit';
import type { BillingConfig } from '../config.js';
import type { PaymentProvider } from './port.js';
import { createSandboxProvider, SANDBOX_MIGRATIONS, SANDBOX_SCHEMA } from './sandbox/index.js';

/** Where billing mounts a provider's own pages (http/pay-pages.ts). */
export const payPagesBase = (provider: string) => `/api/billing/pay/${provider}`;

/** Picks the payment provider from configuration (only the sandbox so far) and opens it. */
export async function openPaymentProvider(
  config: BillingConfig,
  ports: {
    database: Database;
    jobs: JobQueue;
    logger: Logger;
    clock: () => Date;
    secret: string;
    deliver: (rawBody: string, headers: Record<string, string>) => Promise<void>;
  },
): Promise<PaymentProvider> {
  switch (config.BILLING_PROVIDER) {
    case 'sandbox':
      // The sandbox plays an outside provider: its state lives in its own schema, migrated here.
      await ports.database.migrate(SANDBOX_MIGRATIONS, SANDBOX_SCHEMA);
      return createSandboxProvider({ ...ports, pathBase: payPagesBase('sandbox') });
  }
}
