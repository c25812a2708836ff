import {
  FAMILY_QUESTION_IDS,
  FAMILY_QUESTIONS,
  type FamilyQuestionId,
  type PairStage,
} from '@mawadda/contracts';
import { stageIndex } from './path.js';

export interface Answer {
  memberId: string;
  questionId: FamilyQuestionId;
  choice: string;
  note: string | null;
  at: Date;
}

/** The families' questions open once the families are involved, and stay open after. */
export const questionsOpen = (stage: PairStage) => stageIndex(stage) >= stageIndex('families_involved');

export const isChoiceOf = (questionId: FamilyQuestionId, choice: string) =>
  (FAMILY_QUESTIONS[questionId] as readonly string[]).includes(choice);

const shown = (a: Answer | undefined) =>
  a ? { choice: a.choice, note: a.note, at: a.at.toISOString() } : null;

/**
 * Every question as `viewerId` sees it: her own answer, the other's only once she answered the
 * same question (answers stay private until both gave theirs), and whether they agree.
 */
export function questionsView(viewerId: string, stage: PairStage, answers: readonly Answer[]) {
  return {
    open: questionsOpen(stage),
    items: FAMILY_QUESTION_IDS.map((questionId) => {
      const mine = answers.find((a) => a.questionId === questionId && a.memberId === viewerId);
      const theirs = answers.find((a) => a.questionId === questionId && a.memberId !== viewerId);
      const both = Boolean(mine && theirs);
      return {
        questionId,
        options: [...FAMILY_QUESTIONS[questionId]],
        mine: shown(mine),
        theirs: both ? shown(theirs) : null,
        theyAnswered: Boolean(theirs),
        agree: both ? mine!.choice === theirs!.choice : null,
      };
    }),
  };
}
