import { isLocale, type MemberContactChangedPayload, type MemberRegisteredPayload } from '@mawadda/contracts';
import { isErasedMember, type Db } from '@mawadda/kit';
import type { BillingApp } from './context.js';

/**
 * A new account (auth's `member.registered`): billing keeps what its rules need (the kind, the
 * phone's key, the name for receipts). No trial starts here: the member starts it (README). An
 * erased member's replayed registration records nothing.
 */
export async function recordMember(app: BillingApp, tx: Db, account: MemberRegisteredPayload): Promise<void> {
  if (await isErasedMember(tx, account.memberId)) return;
  await app.members.record(tx, {
    memberId: account.memberId,
    kind: account.kind,
    fullName: account.fullName,
    phoneKey: account.phoneKey,
    locale: isLocale(account.locale) ? account.locale : 'ar',
    registeredAt: new Date(account.registeredAt),
  });
}

/**
 * A member proved a new phone (auth's `member.contact.changed`): the copy takes the new number's
 * key, so the once-per-phone trial rule judges the number the member has now.
 */
export async function recordPhoneChange(
  app: BillingApp,
  tx: Db,
  change: MemberContactChangedPayload,
): Promise<void> {
  await app.members.setPhoneKey(tx, change.memberId, change.phoneKey);
}
