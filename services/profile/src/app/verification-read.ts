import type { MyVerification } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { NOT_FOUND, type RefusalOf } from '../domain/refusals.js';
import { myVerification } from '../domain/verification.js';
import type { ProfileApp } from './context.js';

/** `GET /me/verification`: the member's badges and where each submission stands. */
export async function readMyVerification(
  app: ProfileApp,
  memberId: string,
): Promise<Outcome<MyVerification, RefusalOf<'not_found'>>> {
  const profile = await app.store.find(memberId);
  if (!profile) return refused(NOT_FOUND);
  return ok(myVerification(profile, await app.verifications.ofMember(memberId)));
}
