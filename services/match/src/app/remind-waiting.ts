import { dueForReminder, remindBefore } from '../domain/reminders.js';
import { pairWaiting } from '../events/match-events.js';
import type { MatchApp } from './context.js';

const PAIRS_PER_READ = 100;

/**
 * Reminds those a proposal still waits for, once it has waited a week since they were last told
 * (domain/reminders.ts): a `pair.waiting` marked as a reminder, which notify tells as they chose.
 * Each pair in its own transaction under the two members' lock, rechecked there, so a step taken
 * meanwhile (answered, declined, ended) sends nothing and a second run reminds nobody twice.
 * Answers how many were reminded.
 */
export async function remindWaiting(app: MatchApp): Promise<number> {
  const now = app.clock();
  let reminded = 0;
  for (;;) {
    const due = await app.pairs.waitingSince(app.database.db, remindBefore(now), PAIRS_PER_READ);
    let sent = 0;
    for (const seen of due) {
      const told = await app.outbox.inTransaction(app.database.db, async (tx) => {
        await app.pairs.lockMembers(tx, seen.memberA, seen.memberB);
        const row = await app.pairs.byId(tx, seen.id);
        const p = row?.proposal;
        if (!row || row.status !== 'active' || !p || !dueForReminder(p, now)) return false;
        await app.pairs.markReminded(tx, row.id, now);
        const waitingFor = p.waitingFor.map((w) => ({ accountId: w.accountId, role: w.role }));
        await app.outbox.append(tx, pairWaiting(row.id, p.proposedBy, p.toStage, waitingFor, now, true));
        return true;
      });
      if (told) sent++;
    }
    reminded += sent;
    // A short read is the last; a read where nothing was due any more (taken meanwhile) ends too.
    if (due.length < PAIRS_PER_READ || sent === 0) return reminded;
  }
}
