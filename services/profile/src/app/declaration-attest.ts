import type { WardDeclaration } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { declarationBadgesOf, declarationOf } from '../domain/declaration.js';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import type { ProfileRow } from '../store/schema.js';
import { announceProfileUpdated } from './announce-profile-updated.js';
import type { ProfileApp } from './context.js';

/*
 * A guardian vouches for his ward's declaration (README: declarations). Only her current guardian
 * (auth's `guardian.changed`, checked under her row's lock with the write): any other account gets
 * the 404 of "no such member", as on every guardian page.
 */

const wardDeclarationOf = (row: ProfileRow): WardDeclaration => ({
  memberId: row.memberId,
  gender: row.gender,
  declaration: declarationOf(row),
  badges: declarationBadgesOf(row),
  attestedAt: row.declarationAttestedAt?.toISOString() ?? null,
});

const isHisWard = async (app: ProfileApp, memberId: string, guardianId: string, tx = app.database.db) =>
  (await app.guardians.of(memberId, tx))?.guardianId === guardianId;

export async function readWardDeclaration(
  app: ProfileApp,
  guardianId: string,
  memberId: string,
): Promise<Outcome<WardDeclaration, RefusalOf<'not_found'>>> {
  const row = await app.store.find(memberId);
  if (!row || row.kind !== 'individual' || !(await isHisWard(app, memberId, guardianId)))
    return refused(NOT_FOUND);
  return ok(wardDeclarationOf(row));
}

/**
 * Attests the declaration as it stands now; attesting again changes nothing (the first time is
 * kept). The badge is re-announced in `profile.updated` (`changed: ['declaration']`).
 */
export async function attestDeclaration(
  app: ProfileApp,
  guardianId: string,
  memberId: string,
): Promise<Outcome<WardDeclaration, RefusalOf<'not_found'>>> {
  return app.outbox.inTransaction(app.database.db, async (tx) => {
    const row = await app.store.lock(tx, memberId);
    if (!row || row.kind !== 'individual' || !(await isHisWard(app, memberId, guardianId, tx)))
      return refused(NOT_FOUND);
    if (row.declarationAttestedAt !== null && row.declarationAttestedBy === guardianId)
      return ok(wardDeclarationOf(row));
    const updated = await app.store.update(tx, memberId, {
      declarationAttestedAt: app.clock(),
      declarationAttestedBy: guardianId,
    });
    await announceProfileUpdated(app, tx, updated, ['declaration']);
    return ok(wardDeclarationOf(updated));
  });
}
