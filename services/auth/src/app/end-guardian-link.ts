import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { firstNameOf, isLocked } from '../domain/guardian-rules.js';
import { guardianEndedMessage } from '../domain/guardian-texts.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { guardianChanged } from '../events/auth-events.js';
import { findAccountById } from '../store/accounts-store.js';
import {
  appendActivity,
  deleteActivityOf,
  deleteInvite,
  findLink,
  linksOfGuardian,
  lockLink,
  updateLink,
} from '../store/guardian-store.js';
import type { AccountRow } from '../store/schema.js';
import type { AuthApp } from './context.js';
import { deliver, type Outgoing } from './deliver.js';

/** What to tell a guardian whose link ended (sent after the transaction). */
export interface EndedNotice {
  guardianId: string;
  memberFirstName: string;
}

/**
 * Ends the member's link inside `tx`: no guardian, no lock, `guardian.changed` with null, a log
 * line. The settings stay as the member chose them, for a next guardian.
 */
export async function endLinkIn(
  app: AuthApp,
  tx: Db,
  memberId: string,
  by: 'member' | 'guardian' | 'system',
  reason: string,
): Promise<string | null> {
  const link = await lockLink(tx, memberId);
  if (!link.guardianId) return null;
  const ended = await updateLink(tx, memberId, { guardianId: null, lockedUntil: null, linkedAt: null });
  await appendActivity(tx, { memberId, kind: 'ended', by, details: { reason } });
  await app.outbox.append(tx, guardianChanged(memberId, ended, new Date()));
  return link.guardianId;
}

/** Mails (or texts) each guardian whose link ended; a failed send changes nothing. */
export async function tellGuardians(app: AuthApp, notices: EndedNotice[]) {
  const out: Outgoing[] = [];
  for (const n of notices) {
    const guardian = await findAccountById(app.database.db, n.guardianId);
    if (!guardian) continue;
    const message = guardianEndedMessage({ ...guardian, memberFirstName: n.memberFirstName });
    if (message) out.push(message);
  }
  await deliver(app, out);
}

/**
 * The member ends the link (refused while locked, 409 with the lock's end), or withdraws a pending
 * invitation (always possible). Nothing linked nor invited: a quiet success.
 */
export async function endGuardianByMember(
  app: AuthApp,
  member: AccountRow,
): Promise<Outcome<void, AuthRefusal>> {
  const now = new Date();
  const outcome = await app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    const link = await lockLink(tx, member.id);
    if (link.guardianId && isLocked(link.lockedUntil, now))
      return refused<AuthRefusal>({ refusal: 'guardian_locked', lockedUntil: link.lockedUntil! });
    if (await deleteInvite(tx, member.id))
      await appendActivity(tx, { memberId: member.id, kind: 'invite_withdrawn', by: 'member', details: {} });
    return ok(await endLinkIn(app, tx, member.id, 'member', 'ended_by_member'));
  });
  if (!outcome.ok) return outcome;
  if (outcome.value)
    await tellGuardians(app, [{ guardianId: outcome.value, memberFirstName: firstNameOf(member.fullName) }]);
  return ok(undefined);
}

/** The guardian steps down from one member's link (whatever the member's lock: it binds the member). */
export async function endGuardianByGuardian(
  app: AuthApp,
  guardianId: string,
  memberId: string,
): Promise<Outcome<void, AuthRefusal>> {
  const link = await findLink(app.database.db, memberId);
  if (link?.guardianId !== guardianId) return refused({ refusal: 'guardian_not_linked' });
  await app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    const still = await lockLink(tx, memberId);
    if (still.guardianId === guardianId) await endLinkIn(app, tx, memberId, 'guardian', 'ended_by_guardian');
  });
  return ok(undefined);
}

/**
 * Erasure, inside the deletion's transaction. A member: the link ends (`guardian.changed` with
 * null) and the log goes with the account; the guardian is told after. A guardian: every link of
 * theirs ends, each member's log saying so.
 */
export async function eraseGuardianSide(app: AuthApp, tx: Db, account: AccountRow): Promise<EndedNotice[]> {
  if (account.role === 'guardian') {
    for (const { link } of await linksOfGuardian(tx, account.id))
      await endLinkIn(app, tx, link.memberId, 'guardian', 'guardian_deleted');
    return [];
  }
  const guardianId = await endLinkIn(app, tx, account.id, 'system', 'member_deleted');
  await deleteActivityOf(tx, account.id);
  return guardianId ? [{ guardianId, memberFirstName: firstNameOf(account.fullName) }] : [];
}
