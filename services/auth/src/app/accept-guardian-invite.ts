import type { GuardianAcceptInput, GuardianInvitePreview, Locale } from '@mawadda/contracts';
import { ok, refused, uuidv7, type Db, type Outcome, type Principal } from '@mawadda/kit';
import { GUARDIAN_CODE_TRIES, guardianCodeKey, isGuardianCode } from '../domain/guardian-code.js';
import { firstNameOf, holdsInvitedAddress, maskAddress, usableInvite } from '../domain/guardian-rules.js';
import { hashPassword, isCommonPassword } from '../domain/passwords.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { digestSecret } from '../domain/verification-secrets.js';
import { guardianChanged } from '../events/auth-events.js';
import { findAccountById, findAccountByLogin, insertAccount } from '../store/accounts-store.js';
import {
  appendActivity,
  deleteInvite,
  deleteInviteByToken,
  findInviteByToken,
  lockLink,
  updateLink,
} from '../store/guardian-store.js';
import type { AccountRow, GuardianInviteRow } from '../store/schema.js';
import type { AuthApp } from './context.js';
import { GUARDIAN_TOKEN_SALT } from './invite-guardian.js';

/** What the invitee sees before accepting: the member's first name and the masked address. */
export async function previewGuardianInvite(
  app: AuthApp,
  token: string,
): Promise<Outcome<GuardianInvitePreview, AuthRefusal>> {
  const db = app.database.db;
  const found = usableInvite(
    await findInviteByToken(db, digestSecret(token, GUARDIAN_TOKEN_SALT)),
    new Date(),
  );
  if (!found.ok) return found;
  const member = await findAccountById(db, found.value.memberId);
  if (!member) return refused({ refusal: 'guardian_invite_unknown' });
  return ok({
    memberFirstName: firstNameOf(member.fullName),
    memberFirstNameEn: member.fullNameEn ? firstNameOf(member.fullNameEn) : null,
    memberFirstNameAr: member.fullNameAr ? firstNameOf(member.fullNameAr) : null,
    memberGender: member.gender ?? null,
    channel: found.value.channel,
    addressMasked: maskAddress(found.value.channel, found.value.address),
    expiresAt: found.value.expiresAt.toISOString(),
  });
}

/**
 * Only a holder of the invited address may accept: signed in, a guardian account that verified it;
 * signed out, a new account proved by the code sent there. An address held by a member or staff
 * gets the same generic 400, so the invitee cannot learn that it belongs to a member.
 */
export async function acceptGuardianInvite(
  app: AuthApp,
  token: string,
  who: { principal?: Principal; input: GuardianAcceptInput; locale: Locale },
): Promise<Outcome<{ guardian: AccountRow; created: boolean }, AuthRefusal>> {
  const now = new Date();
  const { principal, input } = who;
  const tokenHash = digestSecret(token, GUARDIAN_TOKEN_SALT);
  if (principal && principal.role !== 'guardian') return refused({ refusal: 'guardian_role_required' });
  if (!principal && !(input.password && input.fullName && input.code))
    return refused({ refusal: 'guardian_sign_in_required' });
  if (!principal) {
    // The code first: without it nothing else about the invitation or the address is told.
    const found = usableInvite(await findInviteByToken(app.database.db, tokenHash), now);
    if (!found.ok) return found;
    if (!isGuardianCode(guardianCodeKey(app.phoneKey), found.value, input.code!, now.getTime()))
      return wrongCode(app, found.value);
    if (isCommonPassword(input.password!)) return refused({ refusal: 'password_common', field: 'password' });
  }
  // Hashed before the transaction: argon2 is slow and the rows stay locked meanwhile.
  const newAccount = principal
    ? undefined
    : { fullName: input.fullName!, hash: await hashPassword(input.password!) };
  return app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    const found = usableInvite(await findInviteByToken(tx, tokenHash, true), now);
    if (!found.ok) return found;
    const invite = found.value;
    let guardian: AccountRow | undefined;
    let created = false;
    if (principal) {
      guardian = await findAccountById(tx, principal.id);
      if (!guardian || guardian.status !== 'active') return refused<AuthRefusal>({ refusal: 'account_gone' });
      if (!holdsInvitedAddress(guardian, invite))
        return refused<AuthRefusal>({ refusal: 'guardian_invite_other_address' });
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

/**
 * A wrong code spends one of the invitation's tries; the last one ends the invitation (the member
 * sees it withdrawn in her log and may invite again), so the six digits cannot be walked.
 */
async function wrongCode(app: AuthApp, invite: GuardianInviteRow): Promise<Outcome<never, AuthRefusal>> {
  const tries = await app.limits.guardianCodeTriesPerInvite.consume(invite.tokenHash);
  if (!tries.allowed || tries.remaining === 0)
    await app.outbox.inTransaction(app.database.db, async (tx: Db) => {
      const gone = await deleteInviteByToken(tx, invite.tokenHash);
      if (gone)
        await appendActivity(tx, {
          memberId: gone.memberId,
          kind: 'invite_withdrawn',
          by: 'system',
          details: { wrongCodes: GUARDIAN_CODE_TRIES },
        });
    });
  return refused({ refusal: 'invalid_code', fields: ['code'] });
}
