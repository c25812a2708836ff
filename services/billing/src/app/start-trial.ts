import type { MemberRegisteredPayload } from '@mawadda/contracts';
import { isErasedMember, ok, refused, type Db, type Outcome } from '@mawadda/kit';
import type { BillingRefusal } from '../domain/refusals.js';
import { trialOnRegistration } from '../domain/trial.js';
import { trialStarted } from '../events/billing-events.js';
import type { TrialRow } from '../store/schema.js';
import type { BillingApp } from './context.js';

/**
 * A new account (auth's `member.registered`) starts its 14-day trial. Runs in the consumer's
 * transaction, so the trial, its `trial.started` event (the outbox) and the inbox record commit
 * together: a redelivered registration starts nothing twice. The refusals are the ordinary
 * "nothing to do" of a company, a member who had their trial, or an erased member.
 */
export async function startTrial(
  app: BillingApp,
  tx: Db,
  account: Pick<MemberRegisteredPayload, 'memberId' | 'kind' | 'registeredAt'>,
): Promise<Outcome<TrialRow, BillingRefusal>> {
  if (await isErasedMember(tx, account.memberId)) return refused({ refusal: 'accountGone' });
  const decided = trialOnRegistration({ kind: account.kind, registeredAt: new Date(account.registeredAt) });
  if (!decided.ok) return decided;
  const row = await app.trials.start(tx, account.memberId, decided.value);
  if (!row) return refused({ refusal: 'trialUsed' });
  await app.outbox.append(tx, trialStarted(row));
  return ok(row);
}
