import { asc, count, eq, inArray } from 'drizzle-orm';
import { adminQuery, parseBoolean, type AdminListQuery, type AdminListRefused, type Db } from '@mawadda/kit';
import type { Question } from '../domain/questions.js';
import { answers, questions, type QuestionRow } from './schema.js';

/** Staff filter by active or retired, search the words in every locale, sort by order. */
const ADMIN_SPEC = {
  id: questions.id,
  sortable: {
    id: questions.id,
    order: questions.position,
    active: questions.active,
    updatedAt: questions.updatedAt,
  },
  filters: { active: { column: questions.active, parse: parseBoolean } },
  search: { localized: [questions.text] },
};

export const questionOf = (r: QuestionRow): Question => ({
  id: r.id,
  order: r.position,
  active: r.active,
  text: r.text,
  choices: r.choices,
});

/** The families' questions staff write: Drizzle queries only. */
export class QuestionStore {
  /** Every question, retired ones too (their answers stay readable). */
  async all(db: Db): Promise<Question[]> {
    const rows = await db.select().from(questions).orderBy(asc(questions.position), asc(questions.id));
    return rows.map(questionOf);
  }

  async byId(db: Db, id: string): Promise<QuestionRow | undefined> {
    const [row] = await db.select().from(questions).where(eq(questions.id, id));
    return row;
  }

  async byIdForUpdate(tx: Db, id: string): Promise<QuestionRow | undefined> {
    const [row] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
    return row;
  }

  async adminList(
    db: Db,
    query: AdminListQuery,
  ): Promise<{ items: QuestionRow[]; total: number } | AdminListRefused> {
    const q = adminQuery(ADMIN_SPEC, query);
    if ('refused' in q) return q;
    const items = await db
      .select()
      .from(questions)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(query.limit)
      .offset(query.offset);
    const [total] = await db.select({ n: count() }).from(questions).where(q.where);
    return { items, total: total?.n ?? 0 };
  }

  /** How many answers (on every path) each of these questions has. */
  async answerCounts(db: Db, ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: answers.questionId, n: count() })
      .from(answers)
      .where(inArray(answers.questionId, [...ids]))
      .groupBy(answers.questionId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  async insert(tx: Db, row: typeof questions.$inferInsert): Promise<QuestionRow> {
    const [saved] = await tx.insert(questions).values(row).returning();
    return saved!;
  }

  async save(
    tx: Db,
    id: string,
    set: Partial<Omit<typeof questions.$inferInsert, 'id'>>,
  ): Promise<QuestionRow> {
    const [saved] = await tx.update(questions).set(set).where(eq(questions.id, id)).returning();
    return saved!;
  }
}
