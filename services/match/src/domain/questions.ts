import type { AnsweredBy, FamilyQuestions, Localized, PairStage } from '@mawadda/contracts';
import { stageIndex } from './path.js';

/** A member's side's answer to one question (given by her, or by her guardian with her leave). */
export interface Answer {
  memberId: string;
  questionId: string;
  choice: string;
  note: string | null;
  at: Date;
  by: AnsweredBy;
  /** The account that gave it: the member, or her guardian. */
  byId: string | null;
}

/** A question as staff last wrote it (its choices keep their ids: README, questions). */
export interface Question {
  id: string;
  order: number;
  active: boolean;
  text: Localized;
  choices: { id: string; label: Localized }[];
}

/** The families' questions open once the families are involved, and stay open after. */
export const questionsOpen = (stage: PairStage) => stageIndex(stage) >= stageIndex('families_involved');

export const isChoiceOf = (question: Question, choice: string) =>
  question.choices.some((c) => c.id === choice);

/**
 * Staff may rename, reorder and add a question's answers, never drop one: an answer given names
 * its choice by id, and must stay readable. Answers the edit keeps and still lacks an id get one.
 */
export function editedChoices(
  before: readonly { id: string }[],
  after: readonly { id?: string; label: Localized }[],
  newId: () => string,
): { id: string; label: Localized }[] | 'choiceRemoved' {
  const kept = new Set(after.flatMap((c) => (c.id ? [c.id] : [])));
  if (before.some((c) => !kept.has(c.id))) return 'choiceRemoved';
  const known = new Set(before.map((c) => c.id));
  // An id the staff member typed that the question never had is a new answer like any other.
  return after.map((c) => ({ id: c.id && known.has(c.id) ? c.id : newId(), label: c.label }));
}

const shown = (a: Answer | undefined) =>
  a ? { choice: a.choice, note: a.note, at: a.at.toISOString(), by: a.by } : null;

/**
 * Every question as her side sees it (`sideId`: the member, whether she or her guardian reads):
 * her side's answer, the other's only once her side answered the same question (answers stay
 * private until both gave theirs), and whether they agree. A retired question stays only where
 * an answer was given, and is not asked again.
 */
export function questionsView(
  sideId: string,
  stage: PairStage,
  questions: readonly Question[],
  answers: readonly Answer[],
  guardian: FamilyQuestions['guardian'],
): FamilyQuestions {
  const items = [...questions]
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .flatMap((q) => {
      const mine = answers.find((a) => a.questionId === q.id && a.memberId === sideId);
      const theirs = answers.find((a) => a.questionId === q.id && a.memberId !== sideId);
      if (!q.active && !mine && !theirs) return [];
      const both = Boolean(mine && theirs);
      return [
        {
          questionId: q.id,
          text: q.text,
          options: q.choices,
          retired: !q.active,
          mine: shown(mine),
          theirs: both ? shown(theirs) : null,
          theyAnswered: Boolean(theirs),
          agree: both ? mine!.choice === theirs!.choice : null,
        },
      ];
    });
  return { open: questionsOpen(stage), guardian, items };
}
