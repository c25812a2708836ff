import { randomUUID } from 'node:crypto';
import type { FamilyQuestion, FamilyQuestionInput } from '@mawadda/contracts';
import {
  ok,
  refused,
  staffActed,
  type AdminListQuery,
  type AdminListRefusal,
  type Db,
  type Outcome,
  type Principal,
} from '@mawadda/kit';
import { editedChoices } from '../domain/questions.js';
import type { MatchRefusal } from '../domain/refusals.js';
import type { QuestionRow } from '../store/schema.js';
import type { MatchApp } from './context.js';

/** A fresh id for a question or an answer staff add: never one a stored answer already names. */
const freshId = (prefix: 'q' | 'c') => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;

const staffQuestionOf = (r: QuestionRow, answers: number): FamilyQuestion => ({
  id: r.id,
  order: r.position,
  active: r.active,
  text: r.text,
  choices: r.choices,
  answers,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

async function withCount(app: MatchApp, db: Db, row: QuestionRow): Promise<FamilyQuestion> {
  const counts = await app.questions.answerCounts(db, [row.id]);
  return staffQuestionOf(row, counts.get(row.id) ?? 0);
}

/** The console's "Families' questions": every question, active and retired. */
export async function listQuestions(
  app: MatchApp,
  query: AdminListQuery,
): Promise<Outcome<{ items: FamilyQuestion[]; total: number }, AdminListRefusal>> {
  const db = app.database.db;
  const found = await app.questions.adminList(db, query);
  if ('refused' in found) return refused(found.refused);
  const counts = await app.questions.answerCounts(
    db,
    found.items.map((r) => r.id),
  );
  return ok({ items: found.items.map((r) => staffQuestionOf(r, counts.get(r.id) ?? 0)), total: found.total });
}

export async function readQuestion(
  app: MatchApp,
  id: string,
): Promise<Outcome<FamilyQuestion, MatchRefusal>> {
  const db = app.database.db;
  const row = await app.questions.byId(db, id);
  return row ? ok(await withCount(app, db, row)) : refused({ refusal: 'questionNotFound' });
}

/** Staff add a question; it is asked on every path from the next time members read them. */
export async function createQuestion(
  app: MatchApp,
  staff: Principal,
  input: FamilyQuestionInput,
): Promise<Outcome<FamilyQuestion, MatchRefusal>> {
  return app.database.db.transaction(async (tx: Db) => {
    const at = app.clock();
    const choices = editedChoices([], input.choices, () => freshId('c'));
    if (choices === 'choiceRemoved') return refused({ refusal: 'questionChoiceRemoved' as const });
    const row = await app.questions.insert(tx, {
      id: freshId('q'),
      position: input.order,
      active: input.active,
      text: input.text,
      choices,
      createdAt: at,
      updatedAt: at,
    });
    await app.outbox.append(
      tx,
      staffActed(staff, 'content.create', { type: 'question', id: row.id }, null, at),
    );
    return ok(staffQuestionOf(row, 0));
  });
}

/**
 * Staff rewrite a question: its words, order, answers (renamed, reordered, added; none dropped)
 * and whether it is asked. Answers already given stay as they were: they name the answer by id,
 * so members read them in the new words (README: questions).
 */
export async function updateQuestion(
  app: MatchApp,
  staff: Principal,
  id: string,
  input: FamilyQuestionInput,
): Promise<Outcome<FamilyQuestion, MatchRefusal>> {
  return app.database.db.transaction(async (tx: Db) => {
    const before = await app.questions.byIdForUpdate(tx, id);
    if (!before) return refused({ refusal: 'questionNotFound' as const });
    const choices = editedChoices(before.choices, input.choices, () => freshId('c'));
    if (choices === 'choiceRemoved') return refused({ refusal: 'questionChoiceRemoved' as const });
    const at = app.clock();
    const row = await app.questions.save(tx, id, {
      position: input.order,
      active: input.active,
      text: input.text,
      choices,
      updatedAt: at,
    });
    await app.outbox.append(tx, staffActed(staff, 'content.update', { type: 'question', id }, null, at));
    return ok(await withCount(app, tx, row));
  });
}

/** Staff stop asking a question; answers given to it stay visible on their paths. */
export async function retireQuestion(
  app: MatchApp,
  staff: Principal,
  id: string,
): Promise<Outcome<FamilyQuestion, MatchRefusal>> {
  return app.database.db.transaction(async (tx: Db) => {
    const before = await app.questions.byIdForUpdate(tx, id);
    if (!before) return refused({ refusal: 'questionNotFound' as const });
    if (!before.active) return ok(await withCount(app, tx, before));
    const at = app.clock();
    const row = await app.questions.save(tx, id, { active: false, updatedAt: at });
    await app.outbox.append(tx, staffActed(staff, 'content.update', { type: 'question', id }, 'retired', at));
    return ok(await withCount(app, tx, row));
  });
}
