import { and, count, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  ADMIN_TRIAL_STATUSES,
  ORDER_KINDS,
  ORDER_STAGES,
  PAYMENT_STATES,
  PLAN_IDS,
  SUBSCRIPTION_STATUSES,
} from '@mawadda/contracts';
import {
  adminQuery,
  parseBoolean,
  parseOneOf,
  parseUuid,
  type AdminListQuery,
  type AdminListRefused,
  type AdminListSpec,
  type Db,
} from '@mawadda/kit';
import {
  orders,
  subscriptions,
  trials,
  type OrderRow,
  type SubscriptionRow,
  type TrialRow,
} from './schema.js';

/*
 * Billing's staff lists (admins only). Every filter is a SQL condition, so `range=[0,0]` with the
 * Content-Range total is a count the database answers from an index: the staff dashboard counts
 * running trials and plans this way.
 */

const ORDERS: AdminListSpec = {
  id: orders.id,
  sortable: {
    id: orders.id,
    createdAt: orders.createdAt,
    paidAt: orders.paidAt,
    totalMinor: orders.totalMinor,
    number: orders.seq,
  },
  filters: {
    stage: { column: orders.stage, parse: parseOneOf(ORDER_STAGES) },
    payment: { column: orders.payment, parse: parseOneOf(PAYMENT_STATES) },
    kind: { column: orders.kind, parse: parseOneOf(ORDER_KINDS) },
    memberId: { column: orders.memberId, parse: parseUuid },
    planId: { column: orders.planId, parse: parseOneOf(PLAN_IDS) },
    // Staff find the chargebacks to answer (`open`), or how past ones ended.
    dispute: { column: orders.disputeStatus, parse: parseOneOf(['open', 'won', 'lost'] as const) },
  },
  // `q` is the order number, matched here rather than as text (see orderNumberCondition).
  search: {},
};

const SUBSCRIPTIONS: AdminListSpec = {
  id: subscriptions.id,
  sortable: {
    id: subscriptions.id,
    createdAt: subscriptions.startedAt,
    currentPeriodEnd: subscriptions.currentPeriodEnd,
    status: subscriptions.status,
  },
  filters: {
    status: { column: subscriptions.status, parse: parseOneOf(SUBSCRIPTION_STATUSES) },
    memberId: { column: subscriptions.memberId, parse: parseUuid },
    planId: { column: subscriptions.planId, parse: parseOneOf(PLAN_IDS) },
  },
  search: {},
};

const TRIALS: AdminListSpec = {
  id: trials.memberId,
  sortable: { id: trials.memberId, startedAt: trials.startedAt, endsAt: trials.endsAt },
  filters: { memberId: { column: trials.memberId, parse: parseUuid } },
  search: {},
};

/** Takes the filters a list judges itself out of the query the kit reads (`adminQuery`). */
function split(query: AdminListQuery, own: string[]) {
  const rest = { ...query.filter };
  const taken: Record<string, unknown> = {};
  for (const name of own) {
    taken[name] = rest[name];
    delete rest[name];
  }
  return { rest: { ...query, filter: rest }, taken };
}

const given = (v: unknown) => v !== undefined && v !== '';

/** A list's own filter whose value it cannot read: answered as a value, the caller refuses it. */
const invalidFilter = (field: string): AdminListRefused => ({
  refused: { refusal: 'invalid_filter', field },
});
const INVALID = Symbol('invalid');
type Listed<Row> = { rows: Row[]; total: number } | AdminListRefused;

/**
 * `q` on orders: the receipt's number (`MW-000123`, `mw-123` or `123`) or the order's id. Anything
 * else matches no order, rather than a text search over money columns.
 */
function orderNumberCondition(q: unknown): SQL | undefined | typeof INVALID {
  if (!given(q)) return undefined;
  if (typeof q !== 'string' || q.length > 64) return INVALID;
  const text = q.trim();
  const number = /^(?:MW-?)?0*(\d{1,9})$/i.exec(text);
  if (number) return eq(orders.seq, Number(number[1]));
  if (parseUuid(text) === text) return eq(orders.id, text);
  return sql`false`;
}

async function page<Row>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  orderBy: SQL[],
  query: AdminListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows: rows as Row[], total: counted?.n ?? 0 };
}

export class AdminListStore {
  async orders(db: Db, query: AdminListQuery): Promise<Listed<OrderRow>> {
    const { rest, taken } = split(query, ['q']);
    const read = adminQuery(ORDERS, rest);
    if ('refused' in read) return read;
    const byNumber = orderNumberCondition(taken.q);
    if (byNumber === INVALID) return invalidFilter('q');
    return page<OrderRow>(db, orders, and(read.where, byNumber), read.orderBy, query);
  }

  async subscriptions(db: Db, query: AdminListQuery): Promise<Listed<SubscriptionRow>> {
    const { rest, taken } = split(query, ['running']);
    const read = adminQuery(SUBSCRIPTIONS, rest);
    if ('refused' in read) return read;
    let running: SQL | undefined;
    if (given(taken.running)) {
      const on = parseBoolean(taken.running);
      if (typeof on !== 'boolean') return invalidFilter('running');
      running = on ? ne(subscriptions.status, 'expired') : eq(subscriptions.status, 'expired');
    }
    return page<SubscriptionRow>(db, subscriptions, and(read.where, running), read.orderBy, query);
  }

  /**
   * Trials by their status at `now` (billing's clock): the filter is a condition on `ends_at`,
   * answered from its index, never a filter over rows already fetched.
   */
  async trials(db: Db, query: AdminListQuery, now: Date): Promise<Listed<TrialRow>> {
    const { rest, taken } = split(query, ['status']);
    const read = adminQuery(TRIALS, rest);
    if ('refused' in read) return read;
    let status: SQL | undefined;
    if (given(taken.status)) {
      const wanted = parseOneOf(ADMIN_TRIAL_STATUSES)(taken.status);
      if (typeof wanted !== 'string') return invalidFilter('status');
      status = wanted === 'active' ? gt(trials.endsAt, now) : lte(trials.endsAt, now);
    }
    return page<TrialRow>(db, trials, and(read.where, status), read.orderBy, query);
  }
}
