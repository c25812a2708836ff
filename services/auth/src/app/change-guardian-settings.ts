import type { GuardianSettingsInput } from '@mawadda/contracts';
import { ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { changedSettings, isLocked, lockEnd, loosens, settingsOf } from '../domain/guardian-rules.js';
import type { AuthRefusal } from '../domain/refusals.js';
import { guardianChanged } from '../events/auth-events.js';
import { appendActivity, lockLink, updateLink } from '../store/guardian-store.js';
import type { AuthApp } from './context.js';

/**
 * The member's five switches, changeable at any time, but while a lock is in force none may be
 * turned off (409 `guardian_locked`). The log records what changed; `guardian.changed` carries the
 * whole state (all false while no guardian is linked). Setting what is already set changes nothing;
 * `seesMatchmaking` or `callsIncludeGuardian` left out (a client older than it) keeps its stored value.
 */
export async function changeGuardianSettings(
  app: AuthApp,
  memberId: string,
  input: GuardianSettingsInput,
): Promise<Outcome<void, AuthRefusal>> {
  const now = new Date();
  return app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    const link = await lockLink(tx, memberId);
    const before = settingsOf(link);
    const wanted = {
      ...input,
      seesMatchmaking: input.seesMatchmaking ?? before.seesMatchmaking,
      callsIncludeGuardian: input.callsIncludeGuardian ?? before.callsIncludeGuardian,
    };
    const changed = changedSettings(before, wanted);
    if (!Object.keys(changed).length) return ok(undefined);
    if (link.guardianId && isLocked(link.lockedUntil, now) && loosens(before, wanted))
      return refused<AuthRefusal>({ refusal: 'guardian_locked', lockedUntil: link.lockedUntil! });
    const updated = await updateLink(tx, memberId, wanted);
    await appendActivity(tx, { memberId, kind: 'settings_changed', by: 'member', details: changed });
    await app.outbox.append(tx, guardianChanged(memberId, updated, now));
    return ok(undefined);
  });
}

/**
 * A lock of 30, 90 or 180 days: until it ends the link cannot be ended nor an approval turned off
 * by the member. It can be set or lengthened, never shortened (0 or a shorter one keeps the end in
 * force). Only with a guardian linked.
 */
export async function lockGuardianLink(
  app: AuthApp,
  memberId: string,
  days: number,
): Promise<Outcome<void, AuthRefusal>> {
  const now = new Date();
  return app.outbox.inTransaction(app.database.db, async (tx: Db) => {
    const link = await lockLink(tx, memberId);
    if (!link.guardianId) return refused<AuthRefusal>({ refusal: 'guardian_not_linked' });
    const until = lockEnd(link.lockedUntil, days, now);
    const current = isLocked(link.lockedUntil, now) ? link.lockedUntil : null;
    if (until?.getTime() === current?.getTime()) return ok(undefined);
    const updated = await updateLink(tx, memberId, { lockedUntil: until });
    await appendActivity(tx, {
      memberId,
      kind: 'locked',
      by: 'member',
      details: { days, lockedUntil: until?.toISOString() ?? null },
    });
    await app.outbox.append(tx, guardianChanged(memberId, updated, now));
    return ok(undefined);
  });
}
