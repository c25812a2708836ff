import path from 'node:path';
import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import type { EventBus } from '../events/event-bus.js';
import { subscribeConsumer } from '../events/inbox-consumer.js';
import type { Logger } from '../logging/logger.js';
import { MAX_TOKEN_LIFETIME_SECONDS } from '../auth/token-verifier.js';
import { revocationEntries, revocationPlatform } from './revocation-tables.js';
import { RevocationView, type RevocationFact } from './revocation-view.js';

// drizzle-kit loads schema files (which import the kit) as CommonJS, where import.meta has no
// dirname; the folder is only used at run time, so generating migrations must not fail on it.
export const REVOCATION_MIGRATIONS = path.resolve(import.meta.dirname ?? '.', '../../drizzle/revocations');

/** Session facts outlive the longest token by a minute of clock skew between processes. */
const SESSION_MEMORY_MS = (MAX_TOKEN_LIFETIME_SECONDS + 60) * 1000;

export interface Revocations {
  readonly view: RevocationView;
  /**
   * For the process that causes a revocation (auth, on logout or suspension): applied in memory
   * at once, before the event has gone round, so the very next request is refused. The event
   * still carries it to every other process and into the table.
   */
  revokeNow(fact: RevocationFact): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A process's revocation view, fed by auth's events (DESIGN §5), recorded in the `revocations`
 * schema and in memory. With PostgreSQL only one replica consumes each event, so every replica also
 * polls the table for rows it has not seen.
 */
export function openRevocations(o: {
  database: Database;
  bus: EventBus;
  logger: Logger;
  /** Consumer group: one per database, so each database's table gets every fact. */
  group: string;
  pollMs?: number;
}): Revocations {
  const view = new RevocationView(SESSION_MEMORY_MS);
  const db = o.database.db;
  let seen = 0;
  let timer: NodeJS.Timeout | undefined;
  let polls = 0;

  const record = async (tx: Db, eventId: string, facts: RevocationFact[]) => {
    if (!facts.length) return;
    await tx.insert(revocationEntries).values(facts.map((f) => ({ ...f, eventId })));
    // Applied now as well: in one process this is the only way the view learns it without a poll.
    for (const f of facts) view.apply(f);
  };

  const catchUp = async () => {
    for (;;) {
      const rows = await db
        .select()
        .from(revocationEntries)
        .where(gt(revocationEntries.seq, seen))
        .orderBy(asc(revocationEntries.seq))
        .limit(1000);
      for (const r of rows) view.apply(r);
      if (rows.length) seen = rows.at(-1)!.seq;
      if (rows.length < 1000) break;
    }
  };

  const prune = async () => {
    const horizon = new Date(Date.now() - SESSION_MEMORY_MS);
    view.forgetBefore(Date.now());
    await db
      .delete(revocationEntries)
      .where(
        and(
          inArray(revocationEntries.kind, ['session', 'member-sessions']),
          lt(revocationEntries.at, horizon),
        ),
      );
  };

  return {
    view,
    revokeNow: (fact) => view.apply(fact),
    async start() {
      await o.database.migrate(REVOCATION_MIGRATIONS, 'revocations');
      await catchUp();
      await subscribeConsumer({
        bus: o.bus,
        db,
        tables: revocationPlatform,
        logger: o.logger,
        group: o.group,
        producers: ['auth'],
        handlers: {
          'member.deleted': (e, tx) =>
            record(tx, e.id, [
              { kind: 'member-deleted', subject: e.payload.memberId, at: new Date(e.payload.deletedAt) },
            ]),
          'member.suspended': (e, tx) =>
            record(tx, e.id, [
              { kind: 'member-suspended', subject: e.payload.memberId, at: new Date(e.payload.at) },
            ]),
          'member.reinstated': (e, tx) =>
            record(tx, e.id, [
              { kind: 'member-reinstated', subject: e.payload.memberId, at: new Date(e.payload.at) },
            ]),
          'sessions.revoked': (e, tx) => {
            const at = new Date(e.payload.at);
            const facts: RevocationFact[] = e.payload.sessionIds.map((id) => ({
              kind: 'session',
              subject: id,
              at,
            }));
            if (e.payload.all) facts.push({ kind: 'member-sessions', subject: e.payload.memberId, at });
            return record(tx, e.id, facts);
          },
        },
      });
      const pollMs = o.pollMs ?? (o.database.kind === 'postgres' ? 500 : 0);
      const tick = async () => {
        try {
          if (pollMs) await catchUp();
          // About every ten minutes, forget sessions no token can still name.
          if (++polls % Math.max(1, Math.round(600_000 / (pollMs || 600_000))) === 0) await prune();
        } catch (err) {
          o.logger.warn({ err }, 'revocation view could not refresh; will retry');
        }
      };
      timer = setInterval(() => void tick(), pollMs || 600_000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
    },
  };
}
