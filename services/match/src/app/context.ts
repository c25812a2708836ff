import type { Database, Outbox } from '@mawadda/kit';
import type { AnswerStore } from '../store/answer-store.js';
import type { MemberStore } from '../store/member-store.js';
import type { PairStore } from '../store/pair-store.js';
import type { QuestionStore } from '../store/question-store.js';
import type { StoryStore } from '../store/story-store.js';

/** What the match use cases share, built once in createMatchService. */
export interface MatchApp {
  database: Database;
  outbox: Outbox;
  pairs: PairStore;
  /** This service's copies of members, their guardians and blocks (from events). */
  members: MemberStore;
  /** The families' questions, answered privately per pair. */
  answers: AnswerStore;
  /** The families' questions staff write in the console. */
  questions: QuestionStore;
  /** Married pairs' success stories. */
  stories: StoryStore;
  /** The time steps are recorded at and a meeting's date is judged by; tests move it. */
  clock: () => Date;
}
