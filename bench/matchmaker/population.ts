import { NO_BADGES } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { searcherFrom, type Searcher } from '../../services/search/src/domain/searcher.js';
import { localDayOf } from '../../services/search/src/domain/suggestions/suggestion-rules.js';
import type { IndexedMember } from '../../services/search/src/index/search-index.js';
import {
  members as memberRows,
  preferences as preferenceRows,
  suggestionDays,
  type MemberRow,
} from '../../services/search/src/store/schema.js';
import { randomPopulation, type RandomMember } from '../../services/search/test/contract/random-members.js';

/*
 * The compatibility contract's random population (answers and wishes, some unanswered, musts and
 * nice wishes), grown to the bench's size: the same people on every run.
 */

const SEED = 2026_11_29;
const BATCH = 1000;

export interface Person extends RandomMember {
  /** Her row of the read model (`search.members`), as the events would have left it. */
  row: MemberRow;
}

export function matchmakerPopulation(count: number, today: Date): Person[] {
  return randomPopulation(SEED, count, today).map((p) => ({ ...p, row: rowOf(p.member, today) }));
}

function rowOf(m: IndexedMember, today: Date): MemberRow {
  return {
    memberId: m.memberId,
    kind: 'individual',
    status: 'active',
    fullName: m.fullName,
    fullNameEn: m.fullNameEn ?? null,
    fullNameAr: m.fullNameAr ?? null,
    gender: m.gender,
    birthDate: m.birthDate,
    nationality: m.nationality,
    country: m.country,
    city: m.city,
    maritalState: m.maritalState,
    smoking: m.smoking,
    height: m.height,
    weight: m.weight,
    visibility: m.visibility,
    answers: m.answers ?? null,
    completeness: 60,
    badges: m.verified ? { ...NO_BADGES, phone: true, selfie: true } : NO_BADGES,
    verified: m.verified ?? false,
    registeredAt: m.registeredAt,
    lastActiveAt: m.lastActiveAt,
    profileUpdatedAt: m.registeredAt,
    marriedAt: null,
    rev: m.rev,
    touchedAt: today,
  };
}

/** The searcher a person is to search, as `loadSearcher` makes her from the read model. */
export const searcherOf = (p: Person): Searcher =>
  searcherFrom(p.member.memberId, p.row, [], [], p.preferences);

/**
 * `count` items spread evenly over `list`, every other one moved on by one: the population
 * alternates its genders, so the sample holds both.
 */
export function spread<T>(list: readonly T[], count: number): T[] {
  const n = Math.min(count, list.length);
  const step = list.length / n;
  const nudge = (i: number) => (step >= 2 ? i % 2 : 0);
  return Array.from({ length: n }, (_, i) => list[Math.floor(i * step) + nudge(i)]!);
}

/**
 * The read model the morning run reads: members, their preferences, and today's mark for everyone
 * but `due`, so the run picks for exactly those.
 */
export async function seedReadModel(db: Db, people: readonly Person[], due: ReadonlySet<string>, now: Date) {
  for (let i = 0; i < people.length; i += BATCH) {
    const batch = people.slice(i, i + BATCH);
    await db.insert(memberRows).values(batch.map((p) => p.row));
    const wishing = batch.filter((p) => p.preferences);
    if (wishing.length)
      await db
        .insert(preferenceRows)
        .values(
          wishing.map((p) => ({ memberId: p.member.memberId, preferences: p.preferences!, changedAt: now })),
        );
    const picked = batch.filter((p) => !due.has(p.member.memberId));
    if (picked.length)
      await db.insert(suggestionDays).values(
        picked.map((p) => ({
          memberId: p.member.memberId,
          day: localDayOf(p.member.city, now),
          count: 5,
          pickedAt: now,
        })),
      );
  }
  await db.execute('analyze search.members, search.preferences, search.suggestion_days');
}
