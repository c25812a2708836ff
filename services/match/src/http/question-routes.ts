import {
  familyAnswerInputSchema,
  familyQuestionIdSchema,
  familyQuestionsSchema,
  guardianAnswersInputSchema,
} from '@mawadda/contracts';
import { GUARDIANS } from '@mawadda/kit';
import { answerQuestion, letGuardianAnswer, readQuestions } from '../app/family-questions.js';
import { MEMBERS, PAIR_OWNERS, type MatchHttp } from './context.js';
import { pairParams } from './pair-routes.js';
import { orRefuse } from './problems.js';

const questionParams = pairParams.extend({ questionId: familyQuestionIdSchema });

/**
 * The questions families ask, answered privately and compared once both answered; her guardian
 * reads and answers them for her side only while she lets him (403 otherwise).
 */
export function questionRoutes({ api, app }: MatchHttp) {
  const member = (id: string) => ({ role: 'member' as const, id });
  const guardian = (id: string) => ({ role: 'guardian' as const, id });

  api.get(
    '/pairs/:id/questions',
    {
      summary: "The families' questions: my answers, and theirs where we both answered, agreement marked",
      access: MEMBERS,
      params: pairParams,
      response: familyQuestionsSchema,
      authz: PAIR_OWNERS,
      errors: { 404: 'No such path of mine' },
    },
    async ({ auth, params }) => orRefuse(await readQuestions(app, member(auth.id), params.id)),
  );

  api.put(
    '/pairs/:id/questions/:questionId',
    {
      summary: 'Answer one question privately (again replaces it); open from families involved on',
      access: MEMBERS,
      params: questionParams,
      body: familyAnswerInputSchema,
      response: familyQuestionsSchema,
      authz: PAIR_OWNERS,
      errors: {
        404: 'No such path of mine, or no such question',
        409: 'Not open at this stage, the path ended, or the question is retired',
      },
    },
    async ({ auth, params, body }) =>
      orRefuse(await answerQuestion(app, member(auth.id), params.id, params.questionId, body)),
  );

  api.put(
    '/pairs/:id/guardian-answers',
    {
      summary: "Let my guardian answer this path's questions for my side, or take the leave back",
      access: MEMBERS,
      params: pairParams,
      body: guardianAnswersInputSchema,
      response: familyQuestionsSchema,
      authz: PAIR_OWNERS,
      errors: { 404: 'No such path of mine', 409: 'No guardian is linked to me' },
    },
    async ({ auth, params, body }) =>
      orRefuse(await letGuardianAnswer(app, auth.id, params.id, body.allowed)),
  );

  api.get(
    '/guardian/pairs/:id/questions',
    {
      summary: "My ward's side of the families' questions, once she lets me answer them",
      access: GUARDIANS,
      params: pairParams,
      response: familyQuestionsSchema,
      errors: { 403: 'She has not let me answer them', 404: 'Not a path of a member of mine' },
    },
    async ({ auth, params }) => orRefuse(await readQuestions(app, guardian(auth.id), params.id)),
  );

  api.put(
    '/guardian/pairs/:id/questions/:questionId',
    {
      summary: "Answer one question for my ward's side, as she lets me (marked as the guardian's)",
      access: GUARDIANS,
      params: questionParams,
      body: familyAnswerInputSchema,
      response: familyQuestionsSchema,
      errors: {
        403: 'She has not let me answer them',
        404: 'Not a path of a member of mine, or no such question',
        409: 'Not open at this stage, the path ended, or the question is retired',
      },
    },
    async ({ auth, params, body }) =>
      orRefuse(await answerQuestion(app, guardian(auth.id), params.id, params.questionId, body)),
  );
}
