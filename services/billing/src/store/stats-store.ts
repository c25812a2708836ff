import { and, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { DailyCount, StatsRange, WeeklyRevenue } from '@mawadda/contracts';
import { countByDay, statsBounds, utcWeek, weeksOf, type Db } from '@mawadda/kit';
import { orders, subscriptions, trials } from './schema.js';

/** Free trials started each day of the range. */
export function trialsStartedByDay(db: Db, range: StatsRange): Promise<DailyCount[]> {
  return countByDay(db, range, { table: trials, at: trials.startedAt });
}

/**
 * Of the trials started each day, those whose member has bought a plan since: the day's cohort
 * converted so far (a trial of last week may still convert tomorrow).
 */
export function trialsConvertedByDay(db: Db, range: StatsRange): Promise<DailyCount[]> {
  return countByDay(db, range, {
    table: trials,
    at: trials.startedAt,
    where: sql`exists (select 1 from ${subscriptions} where ${subscriptions.memberId} = ${trials.memberId} and ${subscriptions.startedAt} >= ${trials.startedAt})`,
  });
}

/**
 * What paid orders totalled each week (Monday, UTC) the range touches, VAT included, counting
 * only payments inside the range (so the first and last weeks may be partial).
 */
export async function revenueByWeek(db: Db, range: StatsRange): Promise<WeeklyRevenue[]> {
  const { start, end } = statsBounds(range);
  const rows = await db
    .select({
      week: utcWeek(orders.paidAt),
      total: sql<number>`coalesce(sum(${orders.totalMinor} - ${orders.refundedMinor}), 0)::bigint`,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paidAt),
        gte(orders.paidAt, start),
        lt(orders.paidAt, end),
        // What was kept: a refund takes its part off the week the order was paid in.
        sql`${orders.payment} <> 'NotPaid'`,
      ),
    )
    .groupBy(sql`1`);
  const byWeek = new Map(rows.map((r) => [r.week, Number(r.total)]));
  return weeksOf(range).map((week) => ({ week, amountMinor: byWeek.get(week) ?? 0 }));
}
