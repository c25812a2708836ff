import type { Database, Outbox } from '@mawadda/kit';
import type { TrialStore } from '../store/trial-store.js';

/** What the billing use cases share, built once in createBillingService. */
export interface BillingApp {
  database: Database;
  outbox: Outbox;
  trials: TrialStore;
  /** The time entitlements are judged at; tests move it instead of waiting 14 days. */
  clock: () => Date;
}
