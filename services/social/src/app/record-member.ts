import type { MemberRegisteredPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { SocialApp } from './context.js';

/**
 * A member exists (auth's `member.registered`), inside the consumer's transaction so the inbox
 * records the event with its effect. Profiles start public until the profile service says else.
 */
export async function recordMember(
  app: SocialApp,
  tx: Db,
  m: Pick<MemberRegisteredPayload, 'memberId' | 'kind'>,
) {
  await app.members.upsert(tx, { memberId: m.memberId, kind: m.kind });
}
