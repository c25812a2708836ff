import { and, eq } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import type { Answer } from '../domain/questions.js';
import { answers, guardianAnswerLeaves } from './schema.js';

/** The families' answers of a pair, and who may give a side's answers: Drizzle queries only. */
export class AnswerStore {
  async ofPair(db: Db, pairId: string): Promise<Answer[]> {
    const rows = await db.select().from(answers).where(eq(answers.pairId, pairId));
    return rows.map((r) => ({
      memberId: r.memberId,
      questionId: r.questionId,
      choice: r.choice,
      note: r.note,
      at: r.answeredAt,
      by: r.answeredBy,
      byId: r.answeredById,
    }));
  }

  /** Erasure: a member's answers are hers, and go with her, as does the leave she gave. */
  async purge(tx: Db, memberId: string): Promise<void> {
    await tx.delete(answers).where(eq(answers.memberId, memberId));
    await tx.delete(guardianAnswerLeaves).where(eq(guardianAnswerLeaves.memberId, memberId));
  }

  /** Her side answers again as often as she (or her guardian) likes: the latest answer stands. */
  async put(tx: Db, pairId: string, a: Answer): Promise<void> {
    const values = {
      pairId,
      memberId: a.memberId,
      questionId: a.questionId,
      choice: a.choice,
      note: a.note,
      answeredAt: a.at,
      answeredBy: a.by,
      answeredById: a.byId,
    };
    await tx
      .insert(answers)
      .values(values)
      .onConflictDoUpdate({ target: [answers.pairId, answers.memberId, answers.questionId], set: values });
  }

  /** The guardian the member let answer this pair's questions for her side, if she did. */
  async guardianLeave(db: Db, pairId: string, memberId: string): Promise<string | null> {
    const [row] = await db
      .select()
      .from(guardianAnswerLeaves)
      .where(and(eq(guardianAnswerLeaves.pairId, pairId), eq(guardianAnswerLeaves.memberId, memberId)));
    return row?.guardianId ?? null;
  }

  /** She lets `guardianId` answer (null: she takes the leave back). */
  async setGuardianLeave(tx: Db, pairId: string, memberId: string, guardianId: string | null, at: Date) {
    if (guardianId)
      await tx
        .insert(guardianAnswerLeaves)
        .values({ pairId, memberId, guardianId, at })
        .onConflictDoUpdate({
          target: [guardianAnswerLeaves.pairId, guardianAnswerLeaves.memberId],
          set: { guardianId, at },
        });
    else
      await tx
        .delete(guardianAnswerLeaves)
        .where(and(eq(guardianAnswerLeaves.pairId, pairId), eq(guardianAnswerLeaves.memberId, memberId)));
  }
}
