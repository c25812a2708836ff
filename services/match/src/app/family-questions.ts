import type { FamilyQuestions } from '@mawadda/contracts';
import { isErasedMember, ok, refused, type Db, type Outcome } from '@mawadda/kit';
import { isChoiceOf, questionsOpen, questionsView } from '../domain/questions.js';
import type { MatchRefusal } from '../domain/refusals.js';
import type { PairRow } from '../store/schema.js';
import type { MatchApp } from './context.js';
import { actorIn, type Caller } from './pair-access.js';

/**
 * Whose side the caller answers for: a member her own; a guardian his ward's, only while she lets
 * him (403 `guardianNotAllowed`). Anyone else: not found, never a hint the pair exists.
 */
async function sideOf(
  app: MatchApp,
  db: Db,
  row: PairRow,
  caller: Caller,
): Promise<Outcome<string, MatchRefusal>> {
  const actor = await actorIn(app, db, row, caller);
  if (!actor) return refused({ refusal: 'notFound' });
  if (actor.role === 'member') return ok(actor.id);
  // Her leave names the guardian she gave it to, not whoever is linked now.
  if ((await app.answers.guardianLeave(db, row.id, actor.wardId)) !== actor.id)
    return refused({ refusal: 'guardianNotAllowed' });
  return ok(actor.wardId);
}

/** The questions as her side sees them, with whether her guardian is linked and may answer. */
async function viewOf(app: MatchApp, db: Db, row: PairRow, sideId: string): Promise<FamilyQuestions> {
  const guardian = await app.members.guardianOf(db, sideId);
  const linked = Boolean(guardian);
  const mayAnswer = linked && (await app.answers.guardianLeave(db, row.id, sideId)) === guardian!.guardianId;
  return questionsView(sideId, row.stage, await app.questions.all(db), await app.answers.ofPair(db, row.id), {
    linked,
    mayAnswer,
  });
}

/** The families' questions of a pair, as one of its members (or her guardian, with her leave) sees them. */
export async function readQuestions(
  app: MatchApp,
  caller: Caller,
  pairId: string,
): Promise<Outcome<FamilyQuestions, MatchRefusal>> {
  const db = app.database.db;
  const row = await app.pairs.byId(db, pairId);
  if (!row) return refused({ refusal: 'notFound' });
  const side = await sideOf(app, db, row, caller);
  if (!side.ok) return refused(side.refusal);
  return ok(await viewOf(app, db, row, side.value));
}

/**
 * Her side answers one question, privately, once the families are involved (and while the pair
 * is active): she herself, or her guardian while she lets him. Answering again replaces the
 * answer, and records who gave it. Under the pair's lock, as every step.
 */
export async function answerQuestion(
  app: MatchApp,
  caller: Caller,
  pairId: string,
  questionId: string,
  answer: { choice: string; note?: string },
): Promise<Outcome<FamilyQuestions, MatchRefusal>> {
  return app.database.db.transaction(async (tx: Db) => {
    if (caller.role === 'member' && (await isErasedMember(tx, caller.id)))
      return refused({ refusal: 'accountGone' as const });
    const seen = await app.pairs.byId(tx, pairId);
    if (!seen) return refused({ refusal: 'notFound' as const });
    await app.pairs.lockMembers(tx, seen.memberA, seen.memberB);
    const row = (await app.pairs.byId(tx, pairId))!;
    const side = await sideOf(app, tx, row, caller);
    if (!side.ok) return refused(side.refusal);
    if (row.status === 'ended') return refused({ refusal: 'ended' as const });
    if (!questionsOpen(row.stage)) return refused({ refusal: 'questionsNotYet' as const });
    const question = (await app.questions.all(tx)).find((q) => q.id === questionId);
    if (!question) return refused({ refusal: 'questionNotFound' as const });
    if (!question.active) return refused({ refusal: 'questionRetired' as const });
    if (!isChoiceOf(question, answer.choice)) return refused({ refusal: 'unknownChoice' as const });
    await app.answers.put(tx, pairId, {
      memberId: side.value,
      questionId,
      choice: answer.choice,
      note: answer.note || null,
      at: app.clock(),
      by: caller.role,
      byId: caller.id,
    });
    return ok(await viewOf(app, tx, row, side.value));
  });
}

/**
 * A member lets her linked guardian answer this pair's questions for her side, or takes the leave
 * back (answers he gave stay, marked as his). Without a guardian there is nobody to let: 409.
 */
export async function letGuardianAnswer(
  app: MatchApp,
  memberId: string,
  pairId: string,
  allowed: boolean,
): Promise<Outcome<FamilyQuestions, MatchRefusal>> {
  return app.database.db.transaction(async (tx: Db) => {
    if (await isErasedMember(tx, memberId)) return refused({ refusal: 'accountGone' as const });
    const row = await app.pairs.byId(tx, pairId);
    if (!row || (row.memberA !== memberId && row.memberB !== memberId))
      return refused({ refusal: 'notFound' as const });
    const guardian = await app.members.guardianOf(tx, memberId);
    if (allowed && !guardian) return refused({ refusal: 'noGuardian' as const });
    await app.answers.setGuardianLeave(
      tx,
      pairId,
      memberId,
      allowed ? guardian!.guardianId : null,
      app.clock(),
    );
    return ok(await viewOf(app, tx, row, memberId));
  });
}
