import type { GuardianInviteCodeSent, Locale } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { guardianCode, guardianCodeKey } from '../domain/guardian-code.js';
import { firstNameOf, maskAddress, usableInvite } from '../domain/guardian-rules.js';
import { guardianCodeMessage } from '../domain/guardian-texts.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { digestSecret } from '../domain/verification-secrets.js';
import { findAccountById } from '../store/accounts-store.js';
import { findInviteByToken } from '../store/guardian-store.js';
import type { AuthApp } from './context.js';
import { deliver, spendSends } from './deliver.js';
import { GUARDIAN_TOKEN_SALT } from './invite-guardian.js';

/**
 * The signed-out invitee asks for the code proving they hold the invited address (README:
 * Guardian). It goes to that address only and spends one of its sends, so the link cannot flood it.
 */
export async function sendGuardianCode(
  app: AuthApp,
  token: string,
  locale: Locale,
): Promise<Outcome<GuardianInviteCodeSent, AuthRefusal>> {
  const now = new Date();
  const db = app.database.db;
  const found = usableInvite(await findInviteByToken(db, digestSecret(token, GUARDIAN_TOKEN_SALT)), now);
  if (!found.ok) return found;
  const invite = found.value;
  const member = await findAccountById(db, invite.memberId);
  if (!member) return refused({ refusal: 'guardian_invite_unknown' });
  const limited = await spendSends(app, [invite.address]);
  if (limited) return refused(limited);
  const { code, expiresAt } = guardianCode(guardianCodeKey(app.phoneKey), invite, now.getTime());
  await deliver(app, [
    guardianCodeMessage({
      channel: invite.channel,
      to: invite.address,
      locale,
      memberFirstName: firstNameOf(member.fullName),
      code,
    }),
  ]);
  return ok({
    channel: invite.channel,
    addressMasked: maskAddress(invite.channel, invite.address),
    expiresAt: expiresAt.toISOString(),
  });
}
