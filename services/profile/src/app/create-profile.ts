import type { MemberRegisteredPayload } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import type { ProfileApp } from './context.js';

/**
 * A new account's profile, with what the member gave at registration; in the inbox transaction of
 * `member.registered`. A replayed event finds the row there and changes nothing.
 */
export async function createProfile({ store }: ProfileApp, tx: Db, member: MemberRegisteredPayload) {
  await store.createFromRegistration(tx, member);
}
