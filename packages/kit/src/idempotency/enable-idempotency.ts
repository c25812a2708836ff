import type { Database } from '../db/database.js';
import type { EventBus } from '../events/event-bus.js';
import type { ApiRouter } from '../http/api-router.js';
import type { Logger } from '../logging/logger.js';
import { openIdempotency, type IdempotencyStore } from './idempotency-store.js';

/**
 * What every process does once its services exist (embedded gateway, a standalone service, a
 * test app): migrate the kit's `idempotency` schema in its database and let every router keep
 * `Idempotency-Key`s there. The routers must write through this same database's outbox.
 */
export async function enableIdempotency(
  database: Database,
  routers: ApiRouter[],
  options: {
    logger?: Logger;
    /**
     * With a bus, a deleted account's keys (and the answers kept with them) go with it, not a day
     * later. `group`: one per database, as for the revocation view.
     */
    bus?: EventBus;
    group?: string;
  } = {},
): Promise<IdempotencyStore> {
  const store = await openIdempotency(database, { logger: options.logger });
  for (const router of routers) router.useIdempotency(store);
  await options.bus?.subscribe({
    group: options.group ?? 'idempotency',
    producers: ['auth'],
    // Deleting is idempotent by itself: no inbox needed.
    handle: async (e) => {
      if (e.type === 'member.deleted') await store.forgetCaller(String(e.payload.memberId));
    },
    deadLetter: async (e, err) =>
      options.logger?.warn({ err, eventId: e.id }, 'idempotency keys of a deleted account not forgotten'),
  });
  return store;
}
