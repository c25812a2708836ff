import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_REASONS,
  REPORT_SOURCES,
  REPORT_STATUSES,
  type AdminReport,
  type AdminReportUpdate,
  type ReportReason,
} from '@mawadda/contracts';
import {
  adminOrder,
  adminWhere,
  isUniqueViolation,
  parseOneOf,
  parseUuid,
  uuidv7,
  type AdminListQuery,
  type AdminListRefused,
  type AdminListSpec,
  type Db,
} from '@mawadda/kit';
import { reports, type ReportRow } from './schema.js';

/** What staff may filter and sort the queue by; anything else is refused. */
const QUEUE: AdminListSpec = {
  id: reports.id,
  sortable: { id: reports.id, createdAt: reports.createdAt, status: reports.status, reason: reports.reason },
  filters: {
    status: { column: reports.status, parse: parseOneOf(REPORT_STATUSES) },
    reason: { column: reports.reason, parse: parseOneOf(REPORT_REASONS) },
    source: { column: reports.source, parse: parseOneOf(REPORT_SOURCES) },
    memberId: { column: reports.memberId, parse: parseUuid },
    reporterId: { column: reports.reporterId, parse: parseUuid },
  },
  search: { text: [reports.details] },
};

// Qualified by hand: drizzle writes a lone table's columns unqualified, which inside the subquery
// would name r2's own column and count every report.
const againstMember = sql<number>`(select count(*)::int from social.reports r2 where r2.member_id = "reports"."member_id")`;

/**
 * The queue's order. `reportsAgainstMember` is a count, not a column, so the kit's spec cannot
 * name it; it is sorted here, the id breaking ties as everywhere else.
 */
function queueOrder(query: AdminListQuery): { orderBy: SQL[] } | AdminListRefused {
  if (query.sortField !== 'reportsAgainstMember') return adminOrder(QUEUE, query);
  const dir = query.sortOrder === 'DESC' ? desc : asc;
  return { orderBy: [dir(againstMember), dir(reports.id)] };
}

const toAdmin = (r: ReportRow & { reportsAgainstMember: number }): AdminReport => ({
  id: r.id,
  reporterId: r.reporterId,
  memberId: r.memberId,
  reason: r.reason,
  details: r.details,
  status: r.status,
  staffNote: r.staffNote,
  handledBy: r.handledBy,
  handledAt: r.handledAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  reportsAgainstMember: r.reportsAgainstMember,
  source: r.source,
  conversationId: r.conversationId,
  chatSnapshotId: r.chatSnapshotId,
  messageIds: r.messageIds,
});

/** A staff decision as stored: the report after it, or why nothing changed. */
export type ReportUpdate =
  { ok: true; report: AdminReport } | { ok: false; reason: 'missing' | 'alreadyOpen' };

export class ReportStore {
  constructor(private readonly db: Db) {}

  /**
   * Undefined when the reporter already has an open report of this member: the partial unique
   * index decides, so two reports racing each other cannot both land.
   */
  async create(
    tx: Db,
    r: { reporterId: string; memberId: string; reason: ReportReason; details: string },
  ): Promise<ReportRow | undefined> {
    try {
      // A savepoint, so the unique violation leaves the caller's transaction usable.
      return await tx.transaction(async (sp) => {
        const [row] = await sp
          .insert(reports)
          .values({ id: uuidv7(), ...r })
          .returning();
        return row!;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return undefined;
      throw err;
    }
  }

  /**
   * A report from chat, with its evidence. Undefined when this snapshot is already in the queue:
   * the unique snapshot decides, so chat publishing the same report twice files it once.
   */
  async createFromChat(
    tx: Db,
    r: {
      reporterId: string;
      memberId: string;
      reason: ReportReason;
      details: string;
      conversationId: string;
      chatSnapshotId: string;
      messageIds: string[];
      createdAt: Date;
    },
  ): Promise<ReportRow | undefined> {
    const [row] = await tx
      .insert(reports)
      .values({ id: uuidv7(), source: 'chat', ...r })
      .onConflictDoNothing({ target: reports.chatSnapshotId })
      .returning();
    return row;
  }

  async list(query: AdminListQuery): Promise<{ items: AdminReport[]; total: number } | AdminListRefused> {
    const filter = adminWhere(QUEUE, query.filter);
    if ('refused' in filter) return filter;
    const order = queueOrder(query);
    if ('refused' in order) return order;
    const { where } = filter;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ report: reports, reportsAgainstMember: againstMember })
        .from(reports)
        .where(where)
        .orderBy(...order.orderBy)
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(reports).where(where),
    ]);
    return {
      items: rows.map((r) => toAdmin({ ...r.report, reportsAgainstMember: r.reportsAgainstMember })),
      total: total?.n ?? 0,
    };
  }

  async get(id: string, db: Db = this.db): Promise<AdminReport | undefined> {
    const [row] = await db
      .select({ report: reports, reportsAgainstMember: againstMember })
      .from(reports)
      .where(eq(reports.id, id));
    return row && toAdmin({ ...row.report, reportsAgainstMember: row.reportsAgainstMember });
  }

  /**
   * Staff decide, in the caller's transaction (the audit line commits with the decision): who and
   * when is recorded with every change of status.
   */
  async update(tx: Db, id: string, staffId: string, change: AdminReportUpdate): Promise<ReportUpdate> {
    const handled =
      change.status === 'open'
        ? { handledBy: null, handledAt: null }
        : { handledBy: staffId, handledAt: new Date() };
    try {
      // A savepoint, so a refused reopening leaves the caller's transaction usable.
      const row = await tx.transaction(async (sp) => {
        const [updated] = await sp
          .update(reports)
          .set({
            status: change.status,
            ...handled,
            ...(change.staffNote !== undefined && { staffNote: change.staffNote }),
          })
          .where(eq(reports.id, id))
          .returning({ id: reports.id });
        return updated;
      });
      const report = row && (await this.get(row.id, tx));
      return report ? { ok: true, report } : { ok: false, reason: 'missing' };
    } catch (err) {
      // Reopening while the reporter has filed a newer open report of the same member.
      if (isUniqueViolation(err)) return { ok: false, reason: 'alreadyOpen' };
      throw err;
    }
  }

  /** What staff see of one member on their page: reports naming them, and reports they filed. */
  async countsOf(memberId: string): Promise<{ reportsAgainst: number; reportsBy: number }> {
    const [[against], [by]] = await Promise.all([
      this.db.select({ n: count() }).from(reports).where(eq(reports.memberId, memberId)),
      this.db.select({ n: count() }).from(reports).where(eq(reports.reporterId, memberId)),
    ]);
    return { reportsAgainst: against?.n ?? 0, reportsBy: by?.n ?? 0 };
  }

  /** Erasure of a reporter: the report stays (it is about someone else), without its author. */
  async forgetReporter(tx: Db, memberId: string): Promise<void> {
    await tx
      .update(reports)
      .set({ reporterId: null })
      .where(and(eq(reports.reporterId, memberId)));
  }
}
