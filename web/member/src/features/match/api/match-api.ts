import {
  familyQuestionsSchema,
  pairDetailSchema,
  pairListSchema,
  type FamilyQuestions,
  type Meeting,
  type PairDetail,
  type PairSummary,
} from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** The path to nikah (match service, README): a member's pairs and the steps on one. */
export const matchKeys = {
  pairs: ['match', 'pairs'] as const,
  pair: (id: string) => ['match', 'pair', id] as const,
  wardPairs: ['match', 'guardian', 'pairs'] as const,
};

export const fetchPairs = async (signal?: AbortSignal): Promise<PairSummary[]> =>
  (await api('/match/pairs', { schema: pairListSchema, signal })).items;

export const fetchPair = (id: string, signal?: AbortSignal): Promise<PairDetail> =>
  api(`/match/pairs/${encodeURIComponent(id)}`, { schema: pairDetailSchema, signal });

export type PairStep = 'propose' | 'confirm' | 'decline' | 'step-back' | 'end';

export const stepOnPair = (
  id: string,
  step: PairStep,
  body: { meeting?: Meeting; note?: string; confirmDeclarations?: boolean } = {},
): Promise<PairDetail> =>
  api(`/match/pairs/${encodeURIComponent(id)}/${step}`, { method: 'POST', body, schema: pairDetailSchema });

/** A guardian: his wards' pairs, and his answer where a family stage waits for him. */
export const fetchWardPairs = async (signal?: AbortSignal): Promise<PairSummary[]> =>
  (await api('/match/guardian/pairs', { schema: pairListSchema, signal })).items;

export const fetchWardPair = (id: string, signal?: AbortSignal): Promise<PairDetail> =>
  api(`/match/guardian/pairs/${encodeURIComponent(id)}`, { schema: pairDetailSchema, signal });

export const answerAsGuardian = (id: string, answer: 'confirm' | 'decline'): Promise<PairDetail> =>
  api(`/match/guardian/pairs/${encodeURIComponent(id)}/${answer}`, {
    method: 'POST',
    body: {},
    schema: pairDetailSchema,
  });

/** Whose side of the questions is read: mine (a member), or my ward's (a guardian she lets answer). */
export type QuestionsSide = 'member' | 'guardian';
const questionsBase = (side: QuestionsSide, pairId: string) =>
  `/match/${side === 'guardian' ? 'guardian/' : ''}pairs/${encodeURIComponent(pairId)}/questions`;

export const questionsKey = (pairId: string, side: QuestionsSide = 'member') =>
  ['match', 'questions', side, pairId] as const;

export const fetchQuestions = (
  pairId: string,
  signal?: AbortSignal,
  side: QuestionsSide = 'member',
): Promise<FamilyQuestions> => api(questionsBase(side, pairId), { schema: familyQuestionsSchema, signal });

export const answerQuestion = (
  pairId: string,
  questionId: string,
  answer: { choice: string; note?: string },
  side: QuestionsSide = 'member',
): Promise<FamilyQuestions> =>
  api(`${questionsBase(side, pairId)}/${encodeURIComponent(questionId)}`, {
    method: 'PUT',
    body: answer,
    schema: familyQuestionsSchema,
  });

/** A member lets her guardian answer this path's questions for her side, or takes it back. */
export const letGuardianAnswer = (pairId: string, allowed: boolean): Promise<FamilyQuestions> =>
  api(`/match/pairs/${encodeURIComponent(pairId)}/guardian-answers`, {
    method: 'PUT',
    body: { allowed },
    schema: familyQuestionsSchema,
  });
