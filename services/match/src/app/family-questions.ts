import type { FamilyQuestionId, FamilyQuestions } from '@mawadda/contracts';
import { isErasedMember, ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { isChoiceOf, questionsOpen, questionsView } from '../domain/questions.js';
import type { MatchRefusal } from '../domain/refusals.js';
import type { MatchApp } from './context.js';

/** The families' questions of a pair, as one of its members sees them; anyone else: not found. */
export async function readQuestions(
  app: MatchApp,
  memberId: string,
  pairId: string,
): Promise<Outcome<FamilyQuestions, MatchRefusal>> {
  const db = app.database.db;
  const row = await app.pairs.byId(db, pairId);
  if (!row || (row.memberA !== memberId && row.memberB !== memberId)) return refused({ refusal: 'notFound' });
  return ok(questionsView(memberId, row.stage, await app.answers.ofPair(db, pairId)));
}

/**
 * A member answers one question, privately, once the families are involved (and while the pair
 * is active); answering again replaces the answer. Under the pair's lock, as every step.
 */
export async function answerQuestion(
  app: MatchApp,
  memberId: string,
  pairId: string,
  questionId: FamilyQuestionId,
  answer: { choice: string; note?: string },
): Promise<Outcome<FamilyQuestions, MatchRefusal>> {
  return app.database.db.transaction(async (tx: Db) => {
    if (await isErasedMember(tx, memberId)) return refused({ refusal: 'accountGone' as const });
    const seen = await app.pairs.byId(tx, pairId);
    if (!seen || (seen.memberA !== memberId && seen.memberB !== memberId))
      return refused({ refusal: 'notFound' as const });
    await app.pairs.lockMembers(tx, seen.memberA, seen.memberB);
    const row = (await app.pairs.byId(tx, pairId))!;
    if (row.status === 'ended') return refused({ refusal: 'ended' as const });
    if (!questionsOpen(row.stage)) return refused({ refusal: 'questionsNotYet' as const });
    if (!isChoiceOf(questionId, answer.choice)) return refused({ refusal: 'unknownChoice' as const });
    await app.answers.put(tx, pairId, {
      memberId,
      questionId,
      choice: answer.choice,
      note: answer.note || null,
      at: app.clock(),
    });
    return ok(questionsView(memberId, row.stage, await app.answers.ofPair(tx, pairId)));
  });
}
