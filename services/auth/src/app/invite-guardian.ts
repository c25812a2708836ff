import type { GuardianInviteInput } from '@mawadda/contracts';
import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { firstNameOf, GUARDIAN_RULES } from '../domain/guardian-rules.js';
import { guardianInviteMessage } from '../domain/guardian-texts.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { digestSecret, newLinkToken } from '../domain/verification-secrets.js';
import { appendActivity, deleteInvite, lockLink, putInvite } from '../store/guardian-store.js';
import type { AuthApp } from './context.js';
import { currentAccount } from './current-account.js';
import { deliver, spendSends } from './deliver.js';

/** Looked up by its digest alone (the invitee has no account yet), so one fixed salt. */
export const GUARDIAN_TOKEN_SALT = 'guardian-invite';

/**
 * The member invites a guardian by email or phone: a one-use link (7 days) in the member's
 * language. At most one guardian linked or invited at a time: a new invitation replaces a pending
 * one; with a guardian linked it is refused (end that link first).
 */
export async function inviteGuardian(
  app: AuthApp,
  memberId: string,
  input: GuardianInviteInput,
): Promise<Outcome<void, AuthRefusal>> {
  const current = await currentAccount(app, memberId);
  if (!current.ok) return current;
  const member = current.value;
  const channel = 'email' in input ? ('email' as const) : ('phone' as const);
  const address = 'email' in input ? input.email.toLowerCase() : input.phone;
  const limited =
    (await app.limits.guardianInvitesPerMember.spend(memberId)) ?? (await spendSends(app, [address]));
  if (limited) return refused(limited);
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + GUARDIAN_RULES.inviteTtlMs);
  const linked = await app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    const link = await lockLink(tx, memberId);
    if (link.guardianId) return true;
    const replaced = await deleteInvite(tx, memberId);
    if (replaced)
      await appendActivity(tx, {
        memberId,
        kind: 'invite_withdrawn',
        by: 'member',
        details: { replaced: true },
      });
    await putInvite(tx, {
      memberId,
      tokenHash: digestSecret(token, GUARDIAN_TOKEN_SALT),
      channel,
      address,
      expiresAt,
    });
    await appendActivity(tx, { memberId, kind: 'invited', by: 'member', details: { channel } });
    return false;
  });
  if (linked) return refused({ refusal: 'guardian_already_linked' });
  await deliver(app, [
    guardianInviteMessage({
      channel,
      to: address,
      locale: member.locale,
      memberFirstName: firstNameOf(member.fullName),
      token,
      origin: app.publicOrigin,
    }),
  ]);
  return ok(undefined);
}
