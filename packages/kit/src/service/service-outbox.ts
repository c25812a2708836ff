import { Outbox } from '../events/outbox.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import type { PlatformTables } from '../events/platform-tables.js';
import { registerOutboxMetrics } from '../metrics/outbox-metrics.js';
import type { ServiceDeps } from './service-module.js';

/**
 * A service's outbox and the relay that empties it, wired so that appending events wakes the
 * relay. The relay only runs when OUTBOX_RELAY is on; paused, events wait in the table.
 */
export function createServiceOutbox(deps: ServiceDeps, producer: string, tables: PlatformTables) {
  const relay = new OutboxRelay({
    db: deps.database.db,
    tables,
    bus: deps.bus,
    logger: deps.logger.child({ component: `${producer}-relay` }),
    pollMs: deps.config.OUTBOX_POLL_MS,
  });
  const outbox = new Outbox(producer, tables, relay.wake);
  let unregister: (() => void) | undefined;
  return {
    outbox,
    relay,
    start: () => {
      unregister = registerOutboxMetrics(deps.database.db, producer, tables);
      if (deps.config.OUTBOX_RELAY) relay.start();
    },
    /** Publishes what is left (briefly), then stops the relay: a graceful shutdown's last step. */
    stop: () => {
      unregister?.();
      return deps.config.OUTBOX_RELAY ? relay.flush() : relay.stop();
    },
  };
}
