import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Declaration,
  AnsweredBy,
  FamilyQuestionId,
  Gender,
  Locale,
  Localized,
  Meeting,
  PairStage,
  PairStatus,
  PairStep,
  StoryStatus,
  Waiting,
} from '@mawadda/contracts';
import { platformTables } from '@mawadda/kit';

/** Everything the match service owns lives in the `match` schema (DESIGN §3). */
export const matchSchema = pgSchema('match');
export const platform = platformTables(matchSchema);
export const { outbox, inbox, deadLetters, relayLease } = platform;

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** Who exists, from auth's `member.registered`: only individual members walk a path. */
export const members = matchSchema.table('members', {
  memberId: uuid('member_id').primaryKey(),
  kind: text('kind').$type<'individual' | 'company'>().notNull(),
});

/**
 * Each member's guardian as auth's `guardian.changed` last said (the whole state: the latest `at`
 * wins). No row: no guardian.
 */
export const guardians = matchSchema.table(
  'guardians',
  {
    memberId: uuid('member_id').primaryKey(),
    guardianId: uuid('guardian_id'),
    approveConversations: boolean('approve_conversations').notNull().default(false),
    at: stamp('at').notNull(),
  },
  (t) => [index('guardians_guardian_idx').on(t.guardianId)],
);
export type GuardianRow = typeof guardians.$inferSelect;

/**
 * What each member declares (marital state, children, wives), from profile's `profile.updated`
 * (the latest `at`, the profile's update time, wins): shown again before the engagement.
 */
export const declarations = matchSchema.table('declarations', {
  memberId: uuid('member_id').primaryKey(),
  /** Hers: the engaged step names her values in her form (Arabic). */
  gender: text('gender').$type<Gender>(),
  maritalState: text('marital_state'),
  hasChildren: text('has_children'),
  wives: integer('wives'),
  at: stamp('at').notNull(),
});
export type DeclarationRow = typeof declarations.$inferSelect;

/** Blocks standing between members, from social's `member.blocked` / `member.unblocked`. */
export const blocks = matchSchema.table(
  'blocks',
  { blockerId: uuid('blocker_id').notNull(), blockedId: uuid('blocked_id').notNull() },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

export interface StoredProposal {
  toStage: PairStage;
  proposedBy: string;
  at: string;
  waitingFor: Waiting[];
  meeting: Meeting | null;
  /** When those it waits for were last reminded of it (domain/reminders.ts); absent until then. */
  remindedAt?: string;
}

/**
 * Two members on the path, one row per pair of members (`member_a` < `member_b`), opened by chat's
 * `conversation.started`. An ended pair stays for its history; a new conversation after an end
 * opens a new pair (the partial unique index allows one active pair per two members).
 */
export const pairs = matchSchema.table(
  'pairs',
  {
    id: uuid('id').primaryKey(),
    memberA: uuid('member_a').notNull(),
    memberB: uuid('member_b').notNull(),
    conversationId: uuid('conversation_id').notNull(),
    conversationOpen: boolean('conversation_open').notNull().default(true),
    stage: text('stage').$type<PairStage>().notNull().default('talking'),
    status: text('status').$type<PairStatus>().notNull().default('active'),
    proposal: jsonb('proposal').$type<StoredProposal>(),
    meeting: jsonb('meeting').$type<Meeting>(),
    endedBy: uuid('ended_by'),
    endNote: text('end_note'),
    endedAt: stamp('ended_at'),
    version: integer('version').notNull().default(0),
    createdAt: stamp('created_at').defaultNow().notNull(),
    updatedAt: stamp('updated_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('pairs_active_idx')
      .on(t.memberA, t.memberB)
      .where(sql`status = 'active'`),
    index('pairs_member_a_idx').on(t.memberA),
    index('pairs_member_b_idx').on(t.memberB),
  ],
);
export type PairRow = typeof pairs.$inferSelect;

/** Every step of a pair, in order: what both members and their guardians read as its history. */
export const pairHistory = matchSchema.table(
  'pair_history',
  {
    id: uuid('id').primaryKey(),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => pairs.id, { onDelete: 'cascade' }),
    step: text('step').$type<PairStep>().notNull(),
    stage: text('stage').$type<PairStage>().notNull(),
    by: uuid('by'),
    at: stamp('at').notNull(),
  },
  (t) => [index('pair_history_pair_idx').on(t.pairId, t.at)],
);
export type PairHistoryRow = typeof pairHistory.$inferSelect;

/**
 * A member's private answer to one of the families' questions, on one pair: the other sees it
 * only once they have answered the same question too (README: questions).
 */
export const answers = matchSchema.table(
  'answers',
  {
    pairId: uuid('pair_id')
      .notNull()
      .references(() => pairs.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    questionId: text('question_id').$type<FamilyQuestionId>().notNull(),
    choice: text('choice').notNull(),
    note: text('note'),
    answeredAt: stamp('answered_at').notNull(),
    /** The member's side is answered by her, or by her guardian with her leave (`answeredById`). */
    answeredBy: text('answered_by').$type<AnsweredBy>().notNull().default('member'),
    answeredById: uuid('answered_by_id'),
  },
  (t) => [
    primaryKey({ columns: [t.pairId, t.memberId, t.questionId] }),
    index('answers_question_idx').on(t.questionId),
  ],
);
export type AnswerRow = typeof answers.$inferSelect;

/**
 * The families' questions staff write in the console (README: questions). The seed keeps the ids
 * of the first questions, so answers given before staff edited them still name their question.
 * A retired question (`active` false) is asked no more; answers given to it stay.
 */
export const questions = matchSchema.table(
  'questions',
  {
    id: text('id').primaryKey(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    text: jsonb('text').$type<Localized>().notNull(),
    choices: jsonb('choices').$type<{ id: string; label: Localized }[]>().notNull(),
    createdAt: stamp('created_at').defaultNow().notNull(),
    updatedAt: stamp('updated_at').defaultNow().notNull(),
  },
  (t) => [index('questions_position_idx').on(t.position)],
);
export type QuestionRow = typeof questions.$inferSelect;

/**
 * A member lets her guardian answer the families' questions of one pair for her side. The leave
 * names the guardian she gave it to: a guardian linked later has none until she gives it again.
 */
export const guardianAnswerLeaves = matchSchema.table(
  'guardian_answer_leaves',
  {
    pairId: uuid('pair_id')
      .notNull()
      .references(() => pairs.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    guardianId: uuid('guardian_id').notNull(),
    at: stamp('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.memberId] })],
);

/**
 * A member's declaration as she confirmed it again on the way to `engaged` (README: rules): what
 * she stood by, kept with the pair. The latest confirmation per member and pair.
 */
export const declarationConfirmations = matchSchema.table(
  'declaration_confirmations',
  {
    pairId: uuid('pair_id')
      .notNull()
      .references(() => pairs.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').notNull(),
    declared: jsonb('declared').$type<Declaration>(),
    at: stamp('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pairId, t.memberId] })],
);
/**
 * A married pair's success story (README: success stories): one per pair, either member edits it;
 * `agreed_by` holds who agreed to revision `revision` (an edit bumps it and empties the list).
 */
export const stories = matchSchema.table(
  'stories',
  {
    id: uuid('id').primaryKey(),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => pairs.id, { onDelete: 'cascade' }),
    memberA: uuid('member_a').notNull(),
    memberB: uuid('member_b').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    languages: jsonb('languages').$type<Locale[]>().notNull(),
    names: jsonb('names').$type<string[]>().notNull(),
    status: text('status').$type<StoryStatus>().notNull().default('draft'),
    revision: integer('revision').notNull().default(1),
    agreedBy: jsonb('agreed_by').$type<string[]>().notNull().default([]),
    lastEditedBy: uuid('last_edited_by').notNull(),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by'),
    decidedAt: stamp('decided_at'),
    publishedAt: stamp('published_at'),
    createdAt: stamp('created_at').defaultNow().notNull(),
    updatedAt: stamp('updated_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('stories_pair_idx').on(t.pairId),
    index('stories_status_idx').on(t.status, t.publishedAt),
    index('stories_member_a_idx').on(t.memberA),
    index('stories_member_b_idx').on(t.memberB),
  ],
);
export type StoryRow = typeof stories.$inferSelect;
