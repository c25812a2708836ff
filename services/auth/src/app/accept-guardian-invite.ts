import type { GuardianAcceptInput, GuardianInvitePreview, Locale } from '@mawadda/contracts';
import { ok, refused, uuidv7, type Db, type Outcome, type Principal } from '@mawadda/kit';
import { firstNameOf, maskAddress } from '../domain/guardian-rules.js';
import { hashPassword, isCommonPassword } from '../domain/passwords.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { digestSecret } from '../domain/verification-secrets.js';
import { guardianChanged } from '../events/auth-events.js';
import { findAccountById, findAccountByLogin, insertAccount } from '../store/accounts-store.js';
import {
  appendActivity,
  deleteInvite,
  findInviteByToken,
  lockLink,
  updateLink,
} from '../store/guardian-store.js';
import type { AccountRow, GuardianInviteRow } from '../store/schema.js';
import type { AuthApp } from './context.js';
import { GUARDIAN_TOKEN_SALT } from './invite-guardian.js';

type InviteLookup = Outcome<GuardianInviteRow, AuthRefusal>;

function usable(invite: GuardianInviteRow | undefined, now: Date): InviteLookup {
  if (!invite) return refused({ refusal: 'guardian_invite_unknown' });
  if (invite.expiresAt <= now) return refused({ refusal: 'guardian_invite_expired' });
  return ok(invite);
}

/** What the invitee sees before accepting: the member's first name and the masked address. */
export async function previewGuardianInvite(
  app: AuthApp,
  token: string,
): Promise<Outcome<GuardianInvitePreview, AuthRefusal>> {
  const db = app.database.db;
  const found = usable(await findInviteByToken(db, digestSecret(token, GUARDIAN_TOKEN_SALT)), new Date());
  if (!found.ok) return found;
  const member = await findAccountById(db, found.value.memberId);
  if (!member) return refused({ refusal: 'guardian_invite_unknown' });
  return ok({
    memberFirstName: firstNameOf(member.fullName),
    channel: found.value.channel,
    addressMasked: maskAddress(found.value.channel, found.value.address),
    expiresAt: found.value.expiresAt.toISOString(),
  });
}

/**
 * Accepting links a guardian account to the member: the signed-in guardian's, or a new one made
 * for the invited address (which the token proves the invitee holds, so it is verified). A
 * member or staff account is never a guardian. An address already held: by a guardian, "sign in
 * to accept" (409); by any other account, the same generic 400 whatever that account is, so the
 * invitee cannot learn that the address belongs to a member. One use: the invitation goes.
 */
export async function acceptGuardianInvite(
  app: AuthApp,
  token: string,
  who: { principal?: Principal; input: GuardianAcceptInput; locale: Locale },
): Promise<Outcome<{ guardian: AccountRow; created: boolean }, AuthRefusal>> {
  const now = new Date();
  const { principal, input } = who;
  if (principal && principal.role !== 'guardian') return refused({ refusal: 'guardian_role_required' });
  if (!principal && input.password && isCommonPassword(input.password))
    return refused({ refusal: 'password_common', field: 'password' });
  // Hashed before the transaction: argon2 is slow and the rows stay locked meanwhile.
  const newAccount =
    !principal && input.password && input.fullName
      ? { fullName: input.fullName, hash: await hashPassword(input.password) }
      : undefined;
  if (!principal && !newAccount) return refused({ refusal: 'guardian_sign_in_required' });
  return app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    const found = usable(await findInviteByToken(tx, digestSecret(token, GUARDIAN_TOKEN_SALT), true), now);
    if (!found.ok) return found;
    const invite = found.value;
    let guardian: AccountRow | undefined;
    let created = false;
    if (principal) {
      guardian = await findAccountById(tx, principal.id);
      if (!guardian || guardian.status !== 'active') return refused<AuthRefusal>({ refusal: 'account_gone' });
    } else {
      const login = invite.channel === 'email' ? { email: invite.address } : { phone: invite.address };
      const holder = await findAccountByLogin(tx, login);
      if (holder)
        return refused<AuthRefusal>({
          refusal: holder.role === 'guardian' ? 'guardian_sign_in_required' : 'guardian_address_unavailable',
        });
      const inserted = await insertAccount(tx, {
        id: uuidv7(),
        kind: 'guardian',
        role: 'guardian',
        email: invite.channel === 'email' ? invite.address : null,
        phone: invite.channel === 'phone' ? invite.address : null,
        passwordHash: newAccount!.hash,
        fullName: newAccount!.fullName,
        locale: who.locale,
        emailVerifiedAt: invite.channel === 'email' ? now : null,
        phoneVerifiedAt: invite.channel === 'phone' ? now : null,
      });
      if (!inserted.ok) return refused<AuthRefusal>({ refusal: 'guardian_address_unavailable' });
      guardian = inserted.row;
      created = true;
    }
    const link = await lockLink(tx, invite.memberId);
    if (link.guardianId && link.guardianId !== guardian.id)
      return refused<AuthRefusal>({ refusal: 'guardian_already_linked' });
    await deleteInvite(tx, invite.memberId);
    const linked = await updateLink(tx, invite.memberId, {
      guardianId: guardian.id,
      linkedAt: now,
      lockedUntil: null,
    });
    await appendActivity(tx, {
      memberId: invite.memberId,
      kind: 'accepted',
      by: 'guardian',
      details: { guardianId: guardian.id },
    });
    await app.outbox.append(tx, guardianChanged(invite.memberId, linked, now));
    return ok({ guardian, created });
  });
}
