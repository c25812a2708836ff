import type { FeedbackSubmit, Locale } from '@mawadda/contracts';
import { uuidv7, type Db } from '@mawadda/kit';
import { desc, eq } from 'drizzle-orm';
import type { FeedbackState } from '../domain/feedback-rules.js';
import { FEEDBACK_REFERENCE_TRIES, newFeedbackReference } from '../domain/feedback-reference.js';
import { feedback, type FeedbackRow } from './schema.js';

/** Feedback rows: the caller's transaction carries the event that goes with each write. */

/**
 * A new message with a fresh reference. A clash on the reference inserts nothing (rather than
 * failing the caller's transaction) and another is drawn; `draw` is for tests.
 */
export async function insertFeedback(
  tx: Db,
  input: FeedbackSubmit,
  meta: { locale: Locale; memberId: string | null },
  draw: () => string = newFeedbackReference,
): Promise<FeedbackRow> {
  const id = uuidv7();
  for (let tries = 0; tries < FEEDBACK_REFERENCE_TRIES; tries++) {
    const [row] = await tx
      .insert(feedback)
      .values({ id, reference: draw(), ...input, locale: meta.locale, memberId: meta.memberId, status: 'new' })
      .onConflictDoNothing({ target: feedback.reference })
      .returning();
    if (row) return row;
  }
  throw new Error('no free feedback reference');
}

/** Locked until the transaction ends, so two staff replying at once apply one after the other. */
export async function lockFeedback(tx: Db, id: string): Promise<FeedbackRow | undefined> {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
  return row;
}

export async function saveFeedbackState(tx: Db, id: string, state: FeedbackState): Promise<FeedbackRow> {
  const [row] = await tx.update(feedback).set(state).where(eq(feedback.id, id)).returning();
  return row!;
}

/** The member's own messages, newest first (the id breaks ties: uuidv7 follows time). */
export async function memberFeedback(db: Db, memberId: string, limit: number): Promise<FeedbackRow[]> {
  return db
    .select()
    .from(feedback)
    .where(eq(feedback.memberId, memberId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}

/** Erasure: the feedback a member sent while signed in (guest messages carry no account link). */
export async function deleteMemberFeedback(tx: Db, memberId: string): Promise<void> {
  await tx.delete(feedback).where(eq(feedback.memberId, memberId));
}
