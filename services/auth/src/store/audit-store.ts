import { count, eq, sql } from 'drizzle-orm';
import { AUDIT_TARGET_TYPES, STAFF_ACTIONS, type StaffActedPayload } from '@mawadda/contracts';
import {
  adminQuery,
  parseDateTime,
  parseOneOf,
  parseText,
  parseUuid,
  type AdminListQuery,
  type AdminListSpec,
  type Db,
} from '@mawadda/kit';
import { accounts, auditLog } from './schema.js';

const AUDIT: AdminListSpec = {
  id: auditLog.id,
  sortable: { at: auditLog.at, id: auditLog.id },
  filters: {
    actorId: { column: auditLog.actorId, parse: parseUuid },
    action: { column: auditLog.action, parse: parseOneOf(STAFF_ACTIONS) },
    targetType: { column: auditLog.targetType, parse: parseOneOf(AUDIT_TARGET_TYPES) },
    targetId: { column: auditLog.targetId, parse: parseText },
    memberId: { column: auditLog.memberId, parse: parseUuid },
    service: { column: auditLog.service, parse: parseText },
    from: { column: auditLog.at, parse: parseDateTime, op: 'gte' },
    to: { column: auditLog.at, parse: parseDateTime, op: 'lt' },
  },
  search: {},
};

/** Appends one line; the action id keeps it once however often the event arrives. */
export async function appendAudit(db: Db, line: StaffActedPayload, service: string) {
  await db
    .insert(auditLog)
    .values({
      id: line.actionId,
      at: new Date(line.at),
      actorId: line.actorId,
      actorRole: line.actorRole,
      action: line.action,
      targetType: line.targetType,
      targetId: line.targetId,
      memberId: line.memberId,
      reason: line.reason,
      service,
    })
    .onConflictDoNothing({ target: auditLog.id });
}

// The actor's email as it is now (null once that staff account is gone): the log keeps ids only.
const withActor = (db: Db) =>
  db
    .select({ line: auditLog, actorEmail: accounts.email })
    .from(auditLog)
    .leftJoin(accounts, sql`${accounts.id}::text = ${auditLog.actorId}`);

export async function listAudit(db: Db, query: AdminListQuery) {
  const read = adminQuery(AUDIT, query);
  if ('refused' in read) return read;
  const { where } = read;
  const [rows, [total]] = await Promise.all([
    withActor(db)
      .where(where)
      .orderBy(...read.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.line, actorEmail: r.actorEmail })), total: total?.n ?? 0 };
}

export async function findAuditLine(db: Db, id: string) {
  const [row] = await withActor(db).where(eq(auditLog.id, id)).limit(1);
  return row && { ...row.line, actorEmail: row.actorEmail };
}
