import { and, count, eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  adminQuery,
  parseOneOf,
  parseUuid,
  type AdminListQuery,
  type AdminListRefused,
  type AdminListSpec,
  type Db,
} from '@mawadda/kit';
import { profiles } from './schema.js';

/** A row of a queue's joined select, as the select's own type says it. */
type RowOf<Q extends PgSelect> = Q['_']['result'][number];

/** TypeScript cannot resolve awaiting a select of a generic shape; its declared result is the answer. */
const rowsOf = <Q extends PgSelect>(select: Q) => select as unknown as Promise<RowOf<Q>[]>;

/** The columns every staff review queue has (moderation items, verification submissions). */
export type QueueTable = PgTable & {
  id: PgColumn;
  memberId: PgColumn;
  kind: PgColumn;
  status: PgColumn;
  submittedAt: PgColumn;
  decidedAt: PgColumn;
};

/** A queue's answer: who decided, when, and why when it is a rejection. */
export interface QueueDecision<Reason extends string> {
  status: 'approved' | 'rejected';
  decidedBy: string;
  reason?: Reason;
  note?: string | null;
}

/** What makes one queue differ from another: its table, its values and what staff read beside it. */
export interface QueueConfig<T extends QueueTable, Q extends PgSelect> {
  table: T;
  kinds: readonly string[];
  statuses: readonly string[];
  /** The items with what the staff list shows beside them; joins `profiles` for the member's name. */
  joined: (db: Db) => Q;
  /** Columns a decision empties as well (a verification's file name). */
  clearOnDecision?: PgUpdateSetSource<T>;
}

/**
 * A staff review queue: pending items oldest first, paged and filtered as react-admin asks, and a
 * decision that only the first of two staff members racing gets. Each queue's store extends it.
 */
export class ReviewQueueStore<T extends QueueTable, Q extends PgSelect, Reason extends string> {
  /** What staff may filter and sort by; anything else is a 400. Ids are time-ordered (uuidv7). */
  private readonly spec: AdminListSpec;

  constructor(
    protected readonly db: Db,
    private readonly config: QueueConfig<T, Q>,
  ) {
    const { table } = config;
    this.spec = {
      id: table.id,
      sortable: { id: table.id, submittedAt: table.submittedAt, decidedAt: table.decidedAt },
      filters: {
        status: { column: table.status, parse: parseOneOf(config.statuses) },
        kind: { column: table.kind, parse: parseOneOf(config.kinds) },
        memberId: { column: table.memberId, parse: parseUuid },
      },
      // `q` is the member's name, or a pasted member id.
      search: { text: [profiles.fullName], uuid: [table.memberId] },
    };
  }

  /** A page of the queue, or the filter or sort it refuses. */
  async list(query: AdminListQuery): Promise<{ rows: RowOf<Q>[]; total: number } | AdminListRefused> {
    const read = adminQuery(this.spec, query);
    if ('refused' in read) return read;
    const { table } = this.config;
    const [rows, [total]] = await Promise.all([
      rowsOf(
        this.config
          .joined(this.db)
          .where(read.where)
          .orderBy(...read.orderBy)
          .limit(query.limit)
          .offset(query.offset),
      ),
      this.db
        .select({ n: count() })
        .from(table as PgTable)
        .leftJoin(profiles, eq(profiles.memberId, table.memberId))
        .where(read.where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  async get(id: string, tx: Db = this.db): Promise<RowOf<Q> | undefined> {
    const [row] = await rowsOf(this.config.joined(tx).where(eq(this.config.table.id, id)));
    return row;
  }

  /**
   * Records the decision if, and only if, nobody decided first: one conditional UPDATE, so of two
   * staff members racing one wins. Undefined when the item was already decided (or is gone).
   */
  async decide(
    tx: Db,
    id: string,
    decision: QueueDecision<Reason>,
  ): Promise<InferSelectModel<T> | undefined> {
    const { table } = this.config;
    const [row] = await tx
      .update(table as PgTable)
      .set({
        status: decision.status,
        decidedBy: decision.decidedBy,
        decidedAt: new Date(),
        reason: decision.reason ?? null,
        note: decision.note ?? null,
        ...this.config.clearOnDecision,
      })
      .where(and(eq(table.id, id), eq(table.status, 'pending')))
      .returning();
    return row as InferSelectModel<T> | undefined;
  }
}
