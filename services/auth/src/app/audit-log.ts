import type { AuditEntry, StaffActedPayload } from '@mawadda/contracts';
import {
  ok,
  refused,
  type AdminListQuery,
  type AdminListRefusal,
  type Db,
  type Outcome,
} from '@mawadda/kit';
import { toAuditEntry } from '../domain/admin-views.js';
import type { RefusalOf } from '../domain/refusals.js';
import { appendAudit, findAuditLine, listAudit as selectAudit } from '../store/audit-store.js';
import type { AuthApp } from './context.js';

/**
 * One `staff.acted`, from whichever service the staff member acted in (the envelope's producer),
 * appended in the consumer's inbox transaction: delivered twice, it is logged once.
 */
export const recordStaffAction = (tx: Db, line: StaffActedPayload, service: string) =>
  appendAudit(tx, line, service);

export async function listAudit(
  app: AuthApp,
  query: AdminListQuery,
): Promise<Outcome<{ items: AuditEntry[]; total: number }, AdminListRefusal>> {
  const page = await selectAudit(app.database.db, query);
  if ('refused' in page) return refused(page.refused);
  return ok({ items: page.rows.map(toAuditEntry), total: page.total });
}

export async function readAuditLine(
  app: AuthApp,
  id: string,
): Promise<Outcome<AuditEntry, RefusalOf<'audit_not_found'>>> {
  const row = await findAuditLine(app.database.db, id);
  return row ? ok(toAuditEntry(row)) : refused({ refusal: 'audit_not_found' });
}
