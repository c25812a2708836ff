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

export const questionsKey = (pairId: string) => ['match', 'questions', pairId] as const;

export const fetchQuestions = (pairId: string, signal?: AbortSignal): Promise<FamilyQuestions> =>
  api(`/match/pairs/${encodeURIComponent(pairId)}/questions`, { schema: familyQuestionsSchema, signal });

export const answerQuestion = (
  pairId: string,
  questionId: string,
  answer: { choice: string; note?: string },
): Promise<FamilyQuestions> =>
  api(`/match/pairs/${encodeURIComponent(pairId)}/questions/${encodeURIComponent(questionId)}`, {
    method: 'PUT',
    body: answer,
    schema: familyQuestionsSchema,
  });
