import { TRIAL_REMINDERS, reminderAt, type TrialReminderKind } from '../domain/trial.js';
import { subscriptionExpired } from '../events/billing-events.js';
import type { BillingApp } from './context.js';
import { noticeMember } from './notice-member.js';
import { syncEntitlement } from './sync-entitlement.js';

/**
 * The `trial.remind` job: the notice that the trial ends in 3 days (or 1). Once per trial and
 * kind (the trial row records it), and not for a member who bought a plan meanwhile or whose
 * trial is already over.
 */
export async function remindTrial(app: BillingApp, memberId: string, kind: TrialReminderKind): Promise<void> {
  const now = app.clock();
  const daysBefore = TRIAL_REMINDERS.find((r) => r.kind === kind)!.daysBefore;
  await app.outbox.inTransaction(app.database.db, async (tx) => {
    const trial = await app.trials.find(tx, memberId, true);
    if (!trial || trial.endedAt || now < reminderAt(trial.endsAt, daysBefore) || now >= trial.endsAt) return;
    if (!(await app.trials.markReminded(tx, memberId, kind, now))) return;
    const running = await app.subscriptions.running(tx, memberId);
    if (running) return;
    await noticeMember(app, tx, { memberId, kind, until: trial.endsAt, planId: null, createdAt: now });
  });
}

/**
 * The `trial.end` job: the trial is over. Its end is announced (`subscription.expired` with no
 * plan, and the entitlement, which a plan bought meanwhile keeps) and the member told, once.
 */
export async function endTrial(app: BillingApp, memberId: string): Promise<void> {
  const now = app.clock();
  await app.outbox.inTransaction(app.database.db, async (tx) => {
    const trial = await app.trials.find(tx, memberId, true);
    if (!trial || now < trial.endsAt) return;
    if (!(await app.trials.markEnded(tx, memberId, now))) return;
    await app.outbox.append(tx, subscriptionExpired(memberId, null, trial.endsAt));
    const entitlement = await syncEntitlement(app, tx, memberId, now);
    if (entitlement.source === null) {
      await noticeMember(app, tx, {
        memberId,
        kind: 'trial_ended',
        until: trial.endsAt,
        planId: null,
        createdAt: now,
      });
    }
  });
}
