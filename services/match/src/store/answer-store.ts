import { eq } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import type { Answer } from '../domain/questions.js';
import { answers } from './schema.js';

/** The families' answers of a pair: Drizzle queries only. */
export class AnswerStore {
  async ofPair(db: Db, pairId: string): Promise<Answer[]> {
    const rows = await db.select().from(answers).where(eq(answers.pairId, pairId));
    return rows.map((r) => ({
      memberId: r.memberId,
      questionId: r.questionId,
      choice: r.choice,
      note: r.note,
      at: r.answeredAt,
    }));
  }

  /** Erasure: a member's answers are hers, and go with her. */
  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(answers).where(eq(answers.memberId, memberId));
  }

  /** A member answers again as often as she likes: the latest answer stands. */
  async put(tx: Db, pairId: string, a: Answer): Promise<void> {
    const values = {
      pairId,
      memberId: a.memberId,
      questionId: a.questionId,
      choice: a.choice,
      note: a.note,
      answeredAt: a.at,
    };
    await tx
      .insert(answers)
      .values(values)
      .onConflictDoUpdate({ target: [answers.pairId, answers.memberId, answers.questionId], set: values });
  }
}
