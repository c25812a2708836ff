import type { Database, Logger, Outbox } from '@mawadda/kit';
import type { BillingConfig } from '../config.js';
import type { PaymentProvider } from '../payments/port.js';
import type { AdminListStore } from '../store/admin-list-store.js';
import type { LedgerStore } from '../store/ledger-store.js';
import type { MemberStore } from '../store/member-store.js';
import type { OrderStore } from '../store/order-store.js';
import type { PlanStore } from '../store/plan-store.js';
import type { RefundStore } from '../store/refund-store.js';
import type { SubscriptionStore } from '../store/subscription-store.js';
import type { TrialStore } from '../store/trial-store.js';

/**
 * The work billing leaves for later (README "Jobs"), as the use cases ask for it; `jobs/` puts it
 * on the JobQueue. Asked for after the transaction that made it due commits: if the process dies
 * in between, the sweep finds the work by its time all the same.
 */
export interface BillingScheduler extends JobPlan {
  /**
   * The same requests for re-planning from billing's tables: each schedules its job only where
   * the queue holds none under that id (its store came back empty), so a pending job keeps its
   * time and re-planning twice adds nothing. `restored` counts the jobs it put back.
   */
  restoring(): JobPlan & { restored(): number };
  /** Whether the queue refused a job (Redis away) since this was last asked. */
  takeRefused(): boolean;
}

/** Billing's jobs, asked for by what they are about (each names its entity in the job id). */
export interface JobPlan {
  /** The reminders before a trial's end (but those of kinds already `reminded`), and its end. */
  trialStarted(memberId: string, endsAt: Date, reminded?: readonly string[]): Promise<void>;
  /** The abandoned-checkout cleanup of an open order. */
  orderOpened(orderId: string, createdAt: Date): Promise<void>;
  /** Applying a paid order's plan (right away, retried until it lands). */
  orderPaid(orderId: string): Promise<void>;
  /** The next step of a plan (its renewal, expiry or grace retry) at `at`. */
  subscriptionDue(subscriptionId: string, at: Date): Promise<void>;
}

/** What the billing use cases share, built once in createBillingService. */
export interface BillingApp {
  database: Database;
  outbox: Outbox;
  logger: Logger;
  config: BillingConfig;
  members: MemberStore;
  trials: TrialStore;
  plans: PlanStore;
  subscriptions: SubscriptionStore;
  orders: OrderStore;
  ledger: LedgerStore;
  refunds: RefundStore;
  /** Staff's lists of orders, plans and trials (admins only). */
  adminLists: AdminListStore;
  /** The payment provider and the scheduler are opened with the job queue, in the service's start. */
  provider: PaymentProvider;
  scheduler: BillingScheduler;
  /** The time every rule is judged at; tests move it instead of waiting 14 days. */
  clock: () => Date;
}
