import type { Database, Logger } from '@mawadda/kit';
import type { WebhookDelivery } from './webhook-delivery.js';

/** What the sandbox's use cases share. */
export interface SandboxContext {
  database: Database;
  clock: () => Date;
  webhooks: WebhookDelivery;
  logger: Logger;
  /** Public path the pages router is mounted at (`/api/billing/pay/sandbox`), no trailing slash. */
  pathBase: string;
}
