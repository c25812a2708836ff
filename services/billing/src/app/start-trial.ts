import type { BillingMe } from '@mawadda/contracts';
import { isErasedMember, ok, refused, type Outcome } from '@mawadda/kit';
import type { BillingRefusal } from '../domain/refusals.js';
import { isRunning } from '../domain/subscription.js';
import { trialToStart } from '../domain/trial.js';
import { trialStarted } from '../events/billing-events.js';
import type { BillingApp } from './context.js';
import { readMe } from './read-me.js';
import { syncEntitlement } from './sync-entitlement.js';

/**
 * The member's free trial, no payment details asked. Once per account and once per phone number
 * (kept after erasure), both settled by the database when clicks or accounts race; reminders and
 * the end are scheduled after the commit.
 */
export async function startTrial(
  app: BillingApp,
  memberId: string,
): Promise<
  Outcome<
    BillingMe,
    Extract<
      BillingRefusal,
      {
        refusal:
          | 'notIndividual'
          | 'unknownMember'
          | 'trialUsed'
          | 'trialPhoneUsed'
          | 'alreadySubscribed'
          | 'accountGone';
      }
    >
  >
> {
  const now = app.clock();
  const started = await app.outbox
    .inTransaction(app.database.db, async (tx) => {
      if (await isErasedMember(tx, memberId)) return refused({ refusal: 'accountGone' as const });
      const member = await app.members.find(tx, memberId);
      if (!member) return refused({ refusal: 'unknownMember' as const });
      const decided = trialToStart(
        {
          kind: member.kind,
          hadTrial: !!(await app.trials.find(tx, memberId)),
          phoneUsed: !!member.phoneKey && (await app.trials.phoneUsed(tx, member.phoneKey)),
          subscribed: isRunning(await app.subscriptions.running(tx, memberId)),
        },
        now,
      );
      if (!decided.ok) return decided;
      const row = await app.trials.start(tx, memberId, decided.value);
      if (!row) return refused({ refusal: 'trialUsed' as const });
      if (member.phoneKey && !(await app.trials.claimPhone(tx, member.phoneKey, now))) {
        // Another account of this phone won the race: undo this trial with the transaction.
        throw new PhoneRaceLost();
      }
      await app.outbox.append(tx, trialStarted(row));
      await syncEntitlement(app, tx, memberId, now);
      return ok(row);
    })
    .catch((err: unknown) => {
      if (err instanceof PhoneRaceLost) return refused({ refusal: 'trialPhoneUsed' as const });
      throw err;
    });
  if (!started.ok) return started;
  await app.scheduler.trialStarted(memberId, started.value.endsAt);
  return ok(await readMe(app, memberId));
}

class PhoneRaceLost extends Error {}
