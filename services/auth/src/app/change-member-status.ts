import type { MemberStatusChange } from '@mawadda/contracts';
import { ok, refused, staffActed, type Db, type Outcome, type Principal } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { findAccountById, changeMemberStatus as setStatus } from '../store/accounts-store.js';
import { findMember } from '../store/member-admin-store.js';
import type { AccountRow } from '../store/schema.js';
import type { AuthApp } from './context.js';
import { announceStatusChange, revokeHereNow } from './status-effects.js';

/**
 * Staff suspend (with a reason) or reinstate a member. Suspending revokes refresh tokens, and the
 * revocation view refuses access tokens everywhere. The audit line is written in the same
 * transaction, so it exists if and only if the status changed.
 */
export async function changeMemberStatus(
  app: AuthApp,
  actor: Principal,
  id: string,
  change: MemberStatusChange,
): Promise<Outcome<AccountRow, RefusalOf<'account_not_found'>>> {
  const { database, outbox } = app;
  const changed = await outbox.inTransaction(database.db, async (tx: Db) => {
    const row = await setStatus(tx, id, { ...change, by: actor.id });
    if (!row) return undefined;
    const ended = await announceStatusChange(app, tx, row);
    const suspending = row.status === 'suspended';
    const why = [suspending ? row.suspensionReason : null, change.note || null].filter(Boolean).join(': ');
    await outbox.append(
      tx,
      staffActed(
        actor,
        suspending ? 'member.suspend' : 'member.reinstate',
        { type: 'member', id, memberId: id },
        why,
      ),
    );
    return { row, ended };
  });
  if (changed) {
    revokeHereNow(app, changed.row, changed.ended);
    return ok(changed.row);
  }
  // Nothing changed: the same status again is a quiet success (the reason in force stays);
  // anything else is not here.
  const row = (await findMember(database.db, id)) ?? (await findGuardian(database, id));
  return row ? ok(row) : refused({ refusal: 'account_not_found' });
}

/** A guardian account is suspended like a member's (README: Guardian), though no member list shows it. */
async function findGuardian(database: AuthApp['database'], id: string) {
  const row = await findAccountById(database.db, id);
  return row?.role === 'guardian' ? row : undefined;
}
