import type { GuardianActivityPage, GuardianLinkedMember, GuardianState } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import {
  DEFAULT_GUARDIAN_SETTINGS,
  firstNameOf,
  isLocked,
  maskAddress,
  settingsOf,
} from '../domain/guardian-rules.js';
import type { RefusalOf } from '../domain/refusals.js';
import { findAccountById } from '../store/accounts-store.js';
import { activityPage, findInviteOfMember, findLink, linksOfGuardian } from '../store/guardian-store.js';
import type { AuthApp } from './context.js';

/** The member's guardian link as `GET /me/guardian` shows it. */
export async function guardianStateOf(app: AuthApp, memberId: string): Promise<GuardianState> {
  const db = app.database.db;
  const now = new Date();
  const [link, invite] = await Promise.all([findLink(db, memberId), findInviteOfMember(db, memberId)]);
  const guardian = link?.guardianId ? await findAccountById(db, link.guardianId) : undefined;
  const liveInvite = invite && invite.expiresAt > now ? invite : undefined;
  return {
    status: guardian ? 'linked' : liveInvite ? 'invited' : 'none',
    ...(guardian && { guardian: { id: guardian.id, fullName: guardian.fullName } }),
    settings: link ? settingsOf(link) : DEFAULT_GUARDIAN_SETTINGS,
    lockedUntil: link && guardian && isLocked(link.lockedUntil, now) ? link.lockedUntil!.toISOString() : null,
    ...(liveInvite && {
      invite: {
        channel: liveInvite.channel,
        addressMasked: maskAddress(liveInvite.channel, liveInvite.address),
        expiresAt: liveInvite.expiresAt.toISOString(),
      },
    }),
  };
}

/** The members a guardian is linked to: ids, first names (in each script given) and each member's choices. */
export async function membersOfGuardian(app: AuthApp, guardianId: string): Promise<GuardianLinkedMember[]> {
  const rows = await linksOfGuardian(app.database.db, guardianId);
  return rows.map((r) => ({
    memberId: r.link.memberId,
    firstName: firstNameOf(r.fullName),
    firstNameEn: r.fullNameEn ? firstNameOf(r.fullNameEn) : null,
    firstNameAr: r.fullNameAr ? firstNameOf(r.fullNameAr) : null,
    settings: settingsOf(r.link),
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A page of the member's guardian log, newest first; the cursor is the last line's id. */
export async function guardianActivityOf(
  app: AuthApp,
  memberId: string,
  query: { cursor?: string; limit: number },
): Promise<Outcome<GuardianActivityPage, RefusalOf<'invalid_cursor'>>> {
  if (query.cursor && !UUID.test(query.cursor)) return refused({ refusal: 'invalid_cursor' });
  const rows = await activityPage(app.database.db, memberId, query.limit, query.cursor);
  const items = rows.slice(0, query.limit);
  return ok({
    items: items.map((r) => ({
      id: r.id,
      kind: r.kind as GuardianActivityPage['items'][number]['kind'],
      at: r.at.toISOString(),
      by: r.by,
      details: r.details,
    })),
    next: rows.length > query.limit ? items.at(-1)!.id : null,
  });
}
