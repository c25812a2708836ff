import path from 'node:path';
import { ApiRouter, createServiceOutbox, type ServiceDeps, type ServiceModule } from '@mawadda/kit';
import type { BillingApp } from './app/context.js';
import type { BillingConfig } from './config.js';
import { BILLING_PRODUCER } from './events/billing-events.js';
import { subscribeToEvents } from './events/consumers.js';
import type { BillingHttp } from './http/context.js';
import { meRoutes } from './http/me-routes.js';
import { platform } from './store/schema.js';
import { TrialStore } from './store/trial-store.js';

export { billingEnvSchema, loadBillingConfig, type BillingConfig } from './config.js';

/**
 * Plans, trial, orders, payments, subscriptions and expiry jobs (DESIGN §2). This slice: the
 * 14-day free trial and the entitlement it gives (README).
 */
export function createBillingService(
  deps: ServiceDeps,
  options: {
    config: BillingConfig;
    /** The time entitlements are judged at; the real clock unless a test moves it. */
    clock?: () => Date;
  },
): ServiceModule {
  const { database, verifier } = deps;
  const events = createServiceOutbox(deps, BILLING_PRODUCER, platform);
  const app: BillingApp = {
    database,
    outbox: events.outbox,
    trials: new TrialStore(),
    clock: options.clock ?? (() => new Date()),
  };
  const http: BillingHttp = { api: new ApiRouter({ tag: 'billing', verifier }), app };
  meRoutes(http);

  return {
    name: 'billing',
    api: http.api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      await subscribeToEvents(deps, app);
    },
    startPublishing: events.start,
    stop: events.stop,
  };
}
