import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@mawadda/kit';
import { members, suggestionDays, suggestions } from './schema.js';

export type SuggestionRow = typeof suggestions.$inferSelect;

/** Daily suggestions and the morning run's marks (README: daily suggestions). */
export class SuggestionStore {
  constructor(private readonly db: Db) {}

  /**
   * Members not to suggest to `memberId` again yet: passed since `passedSince`, suggested since
   * `suggestedSince`, or marked interested at any time (she already acted on them).
   */
  async notAgain(memberId: string, passedSince: Date, suggestedSince: Date): Promise<string[]> {
    const rows = await this.db
      .select({ id: suggestions.candidateId })
      .from(suggestions)
      .where(
        and(
          eq(suggestions.memberId, memberId),
          or(
            and(eq(suggestions.state, 'passed'), gt(suggestions.actedAt, passedSince)),
            gt(suggestions.suggestedAt, suggestedSince),
            eq(suggestions.state, 'interested'),
          ),
        ),
      );
    return rows.map((r) => r.id);
  }

  /** Today's picks and the day's mark, in the caller's transaction: a second run repeats nothing. */
  async pick(tx: Db, memberId: string, day: string, candidateIds: string[], at: Date): Promise<void> {
    if (candidateIds.length)
      await tx
        .insert(suggestions)
        .values(
          candidateIds.map((candidateId, rank) => ({ memberId, candidateId, day, rank, suggestedAt: at })),
        )
        .onConflictDoUpdate({
          target: [suggestions.memberId, suggestions.candidateId],
          set: { day, suggestedAt: at, rank: sql`excluded.rank`, state: 'new', actedAt: null },
        });
    await tx
      .insert(suggestionDays)
      .values({ memberId, day, count: candidateIds.length, pickedAt: at })
      .onConflictDoUpdate({
        target: suggestionDays.memberId,
        set: { day, count: candidateIds.length, pickedAt: at },
      });
  }

  /** The day her suggestions were last picked for, if ever. */
  async lastDay(db: Db, memberId: string): Promise<string | undefined> {
    const [row] = await db.select().from(suggestionDays).where(eq(suggestionDays.memberId, memberId));
    return row?.day;
  }

  /** That day's suggestions not passed, best first as picked. */
  async ofDay(db: Db, memberId: string, day: string): Promise<SuggestionRow[]> {
    return db
      .select()
      .from(suggestions)
      .where(
        and(eq(suggestions.memberId, memberId), eq(suggestions.day, day), ne(suggestions.state, 'passed')),
      )
      .orderBy(asc(suggestions.rank));
  }

  /** Sets the state of a suggestion she has; false when there is none (or it is passed already). */
  async act(tx: Db, memberId: string, candidateId: string, state: 'interested' | 'passed', at: Date) {
    const rows = await tx
      .update(suggestions)
      .set({ state, actedAt: at })
      .where(
        and(
          eq(suggestions.memberId, memberId),
          eq(suggestions.candidateId, candidateId),
          ne(suggestions.state, 'passed'),
        ),
      )
      .returning({ id: suggestions.candidateId });
    return rows.length > 0;
  }

  /**
   * Members of these cities due a morning run: an active individual account with what compatibility
   * weighs (gender, birth date), active since `activeSince`, whose last run was before `day`; in
   * member id order after `after`, so a run walks them once even past one it could not pick for.
   */
  async due(
    cityIds: readonly string[],
    /** Due when last picked before this day; undefined: only members never picked for. */
    day: string | undefined,
    activeSince: Date,
    after: string | undefined,
    limit: number,
  ): Promise<string[]> {
    const rows = await this.db
      .select({ id: members.memberId })
      .from(members)
      .leftJoin(suggestionDays, eq(suggestionDays.memberId, members.memberId))
      .where(
        and(
          inArray(members.city, [...cityIds]),
          eq(members.kind, 'individual'),
          eq(members.status, 'active'),
          isNull(members.marriedAt),
          sql`${members.gender} is not null and ${members.birthDate} is not null`,
          gte(members.lastActiveAt, activeSince),
          day === undefined
            ? isNull(suggestionDays.day)
            : or(isNull(suggestionDays.day), lt(suggestionDays.day, day)),
          after ? gt(members.memberId, after) : undefined,
        ),
      )
      .orderBy(asc(members.memberId))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async purge(tx: Db, memberId: string): Promise<void> {
    await tx
      .delete(suggestions)
      .where(or(eq(suggestions.memberId, memberId), eq(suggestions.candidateId, memberId)));
    await tx.delete(suggestionDays).where(eq(suggestionDays.memberId, memberId));
  }
}
