import type { BillingMe } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { cancelAtPeriodEnd, resume } from '../domain/subscription.js';
import { subscriptionCanceled, subscriptionResumed } from '../events/billing-events.js';
import type { BillingApp } from './context.js';
import { readMe } from './read-me.js';
import { syncEntitlement } from './sync-entitlement.js';
import { subscriptionFacts } from './views.js';

type ChangeRefusal = RefusalOf<'noSubscription'> | RefusalOf<'notCancelable'> | RefusalOf<'notResumable'>;

/**
 * Cancel at the period's end (`POST /subscription/cancel`) or take it back
 * (`POST /subscription/resume`). Neither changes what the member may do today: a canceled plan
 * runs to its end, then expires instead of renewing (the same `subscription.due` job decides).
 */
export async function changeSubscription(
  app: BillingApp,
  memberId: string,
  change: 'cancel' | 'resume',
): Promise<Outcome<BillingMe, ChangeRefusal>> {
  const now = app.clock();
  const done = await app.outbox.inTransaction(app.database.db, async (tx) => {
    const running = await app.subscriptions.running(tx, memberId, true);
    const facts = running && subscriptionFacts(running);
    const decided = change === 'cancel' ? cancelAtPeriodEnd(facts, now) : resume(facts, now);
    if (!decided.ok) return decided;
    const row = await app.subscriptions.update(tx, running!.id, { status: decided.value });
    await app.outbox.append(tx, change === 'cancel' ? subscriptionCanceled(row) : subscriptionResumed(row));
    await syncEntitlement(app, tx, memberId, now);
    return ok(row);
  });
  if (!done.ok) return refused(done.refusal);
  return ok(await readMe(app, memberId));
}
