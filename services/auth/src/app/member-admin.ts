import type { AdminMember, AdminMemberDetail } from '@mawadda/contracts';
import {
  ok,
  refused,
  staffActed,
  type AdminListQuery,
  type AdminListRefusal,
  type Db,
  type Outcome,
  type Principal,
} from '@mawadda/kit';
import { toAdminMember } from '../domain/admin-views.js';
import type { RefusalOf } from '../domain/refusals.js';
import { findMember, listMembers as selectMembers } from '../store/member-admin-store.js';
import { signInHistory } from '../store/sign-in-store.js';
import type { AuthApp } from './context.js';

/** The staff list of member accounts (never staff), filtered, searched and sorted. */
export async function listMembers(
  app: AuthApp,
  query: AdminListQuery,
): Promise<Outcome<{ items: AdminMember[]; total: number }, AdminListRefusal>> {
  const page = await selectMembers(app.database.db, query);
  if ('refused' in page) return refused(page.refused);
  return ok({ items: page.rows.map(toAdminMember), total: page.total });
}

/**
 * One member account with its last sign-ins. Staff reading a member's contact data and where
 * they signed in from is itself a staff action: `member.view` is logged with the read.
 */
export async function readMember(
  app: AuthApp,
  actor: Principal,
  id: string,
): Promise<Outcome<AdminMemberDetail, RefusalOf<'account_not_found'>>> {
  const { database, outbox } = app;
  const detail = await outbox.inTransaction(database.db, async (tx: Db) => {
    const row = await findMember(tx, id);
    if (!row) return undefined;
    await outbox.append(tx, staffActed(actor, 'member.view', { type: 'member', id, memberId: id }));
    return { ...toAdminMember(row), loginHistory: await signInHistory(tx, id) };
  });
  return detail ? ok(detail) : refused({ refusal: 'account_not_found' });
}
