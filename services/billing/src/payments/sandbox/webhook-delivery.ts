import { z } from 'zod';
import { safeError, type Db, type JobKind, type JobQueue, type Logger } from '@mawadda/kit';
import type { ProviderEvent } from '../port.js';
import { providerEventSchema } from './provider-event-schema.js';
import { isDelivered, markDelivered, undeliveredEvents } from './sandbox-store.js';
import { signedHeaders } from './webhook-signature.js';

export const WEBHOOK_JOB = 'sandbox.webhook';
/** A real provider keeps trying for days; eight attempts 10 s apart, doubling, span about 21 min. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
export const WEBHOOK_BACKOFF_MS = 10_000;

/** How a signed webhook reaches billing; throwing means it was not accepted (retried). */
export type DeliverWebhook = (rawBody: string, headers: Record<string, string>) => Promise<void>;

export interface WebhookDelivery {
  /** Queues the event's delivery (idempotent per event id). */
  enqueue(event: ProviderEvent): Promise<void>;
  /** Queues again what was recorded but never accepted (a job lost to a crash after the commit). */
  requeueUndelivered(): Promise<number>;
}

const jobIdOf = (event: ProviderEvent) => `${WEBHOOK_JOB}.${event.id}`;

/**
 * Webhook deliveries as jobs of the service's queue. The job holds the event; each attempt
 * serializes it the same way and signs it afresh (a new timestamp, so a retry hours later is
 * not refused as stale), then hands it to `deliver`. Defined at creation: before the queue starts.
 */
export function defineWebhookDelivery(o: {
  db: Db;
  jobs: JobQueue;
  secret: string;
  deliver: DeliverWebhook;
  clock: () => Date;
  logger: Logger;
}): WebhookDelivery {
  const kind: JobKind<{ event: ProviderEvent }> = o.jobs.define(WEBHOOK_JOB, {
    payload: z.object({ event: providerEventSchema }),
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    backoffMs: WEBHOOK_BACKOFF_MS,
    async handle({ event }, job) {
      // At least once: a run after billing already accepted it has nothing left to do.
      if (await isDelivered(o.db, event.id)) return;
      const rawBody = JSON.stringify(event);
      await o.deliver(rawBody, signedHeaders(o.secret, rawBody, o.clock()));
      await markDelivered(o.db, event.id, o.clock());
      o.logger.info(
        { eventId: event.id, type: event.type, attempt: job.attempt },
        'sandbox webhook delivered',
      );
    },
  });

  const enqueue = async (event: ProviderEvent) => {
    await o.jobs.schedule(kind, { event }, { jobId: jobIdOf(event) });
  };

  return {
    enqueue,
    async requeueUndelivered() {
      let count = 0;
      for (const event of await undeliveredEvents(o.db, 1000)) {
        // A pending job keeps its retry count; only a lost (or given-up) delivery starts again.
        if (await o.jobs.get(jobIdOf(event))) continue;
        try {
          await enqueue(event);
          count++;
        } catch (err) {
          o.logger.warn({ err: safeError(err), eventId: event.id }, 'could not queue a sandbox webhook');
        }
      }
      return count;
    },
  };
}
