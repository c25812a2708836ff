import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  ApiRouter,
  createServiceOutbox,
  openJobQueue,
  type JobQueue,
  type PendingJob,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import type { BillingApp } from './app/context.js';
import { receiveWebhook } from './app/receive-webhook.js';
import { replanJobs } from './app/replan-jobs.js';
import { sweep } from './app/sweep.js';
import type { BillingConfig } from './config.js';
import { DEFAULT_PLANS } from './domain/plans.js';
import { BILLING_PRODUCER } from './events/billing-events.js';
import { subscribeToEvents } from './events/consumers.js';
import type { BillingHttp } from './http/context.js';
import { adminRoutes } from './http/admin-routes.js';
import { adminStatsRoutes } from './http/admin-stats-routes.js';
import { memberRoutes } from './http/member-routes.js';
import { orderRoutes } from './http/order-routes.js';
import { payPages } from './http/pay-pages.js';
import { planRoutes } from './http/plan-routes.js';
import { webhookRoutes } from './http/webhook-routes.js';
import { defineBillingJobs, recoverLostJobs, startSweep } from './jobs/billing-jobs.js';
import { openPaymentProvider } from './payments/open-provider.js';
import { AdminListStore } from './store/admin-list-store.js';
import { LedgerStore } from './store/ledger-store.js';
import { MemberStore } from './store/member-store.js';
import { OrderStore } from './store/order-store.js';
import { PlanStore } from './store/plan-store.js';
import { RefundStore } from './store/refund-store.js';
import { platform } from './store/schema.js';
import { SubscriptionStore } from './store/subscription-store.js';
import { TrialStore } from './store/trial-store.js';

export { billingEnvSchema, loadBillingConfig, type BillingConfig } from './config.js';

/**
 * Plans, the trial, orders, payments through the provider port, subscriptions and their jobs
 * (DESIGN §2; README). The payment provider and the job queue open in `start` (after migrations):
 * the queue is BullMQ when REDIS_URL is set, else a table in the process database.
 */
export function createBillingService(
  deps: ServiceDeps,
  options: {
    config: BillingConfig;
    /** The time every rule is judged at; the real clock unless a test moves it. */
    clock?: () => Date;
  },
): ServiceModule & {
  sweepNow(): Promise<void>;
  pendingJob(jobId: string): Promise<PendingJob | undefined>;
} {
  const { database, verifier, logger } = deps;
  const config = options.config;
  const clock = options.clock ?? (() => new Date());
  const events = createServiceOutbox(deps, BILLING_PRODUCER, platform);
  const app = {
    database,
    outbox: events.outbox,
    logger: logger.child({ service: 'billing' }),
    config,
    members: new MemberStore(),
    trials: new TrialStore(),
    plans: new PlanStore(),
    subscriptions: new SubscriptionStore(),
    orders: new OrderStore(),
    ledger: new LedgerStore(),
    refunds: new RefundStore(),
    adminLists: new AdminListStore(),
    clock,
  } as BillingApp;
  const http: BillingHttp = { api: new ApiRouter({ tag: 'billing', verifier }), app };
  planRoutes(http);
  memberRoutes(http);
  orderRoutes(http);
  webhookRoutes(http);
  payPages(http);
  adminRoutes(http);
  adminStatsRoutes(http);

  let jobs: JobQueue | undefined;
  return {
    name: 'billing',
    api: http.api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      await app.plans.seed(database.db, DEFAULT_PLANS, clock());
      jobs = await openJobQueue(deps.config, { queue: 'billing', database, logger, now: clock });
      app.provider = await openPaymentProvider(config, {
        database,
        jobs,
        logger: app.logger,
        clock,
        publicOrigin: deps.config.PUBLIC_ORIGIN,
        // The sandbox signs with a secret of this process unless one is configured (README).
        secret: config.BILLING_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
        // A webhook takes the same road as one arriving over HTTP: checked, then applied once.
        deliver: async (rawBody, headers) => {
          const outcome = await receiveWebhook(app, Buffer.from(rawBody), headers);
          if (!outcome.ok) throw new Error(`webhook refused: ${outcome.refusal.reason}`);
        },
      });
      app.scheduler = defineBillingJobs(jobs, app);
      await subscribeToEvents(deps, app);
      await jobs.start();
      await app.provider.start?.();
      await startSweep(jobs, config.BILLING_SWEEP_MS);
      // BullMQ keeps jobs only in Redis: what billing's tables say is due is planned again.
      await replanJobs(app);
      recoverLostJobs(jobs, app, config.BILLING_SWEEP_MS);
    },
    startPublishing: events.start,
    async stop() {
      await jobs?.close();
      await app.provider?.close?.();
      await events.stop();
    },
    /** Runs the sweep now (tests and operators: after moving the clock, or to drain a backlog). */
    sweepNow: () => sweep(app),
    /** The pending job with this id, if any (tests and operators). */
    pendingJob: async (jobId: string) => jobs?.get(jobId),
  };
}
