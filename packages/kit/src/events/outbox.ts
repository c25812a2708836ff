import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@mawadda/contracts';
import { uuidv7 } from '../ids.js';
import type { Db } from '../db/database.js';
import type { PlatformTables } from './platform-tables.js';

export interface NewEvent<P extends object = Record<string, unknown>> {
  type: string;
  key: string;
  payload: P;
  version?: number;
}

export const envelopeOf = (producer: string, e: NewEvent): EventEnvelope => ({
  id: uuidv7(),
  type: e.type,
  version: e.version ?? 1,
  occurredAt: new Date().toISOString(),
  producer,
  key: e.key,
  payload: e.payload as Record<string, unknown>,
});

/**
 * Writes events into the service's outbox inside the caller's transaction, so an event exists
 * if and only if the state change committed. `wake` nudges the relay after the commit.
 */
export class Outbox {
  constructor(
    readonly producer: string,
    private readonly tables: PlatformTables,
    private readonly wake: () => void = () => undefined,
  ) {}

  async append(tx: Db, ...events: NewEvent[]): Promise<EventEnvelope[]> {
    const envelopes = events.map((e) => envelopeOf(this.producer, e));
    if (envelopes.length) {
      await tx
        .insert(this.tables.outbox)
        .values(envelopes.map((env) => ({ id: env.id, type: env.type, key: env.key, envelope: env })));
    }
    return envelopes;
  }

  /** Call after the transaction that appended events has committed. */
  notify(): void {
    this.wake();
  }
}

export const newRelayOwner = () => `${process.pid}-${randomUUID().slice(0, 8)}`;
