import { familyAnswerInputSchema, familyQuestionIdSchema, familyQuestionsSchema } from '@mawadda/contracts';
import { answerQuestion, readQuestions } from '../app/family-questions.js';
import { MEMBERS, PAIR_OWNERS, type MatchHttp } from './context.js';
import { pairParams } from './pair-routes.js';
import { orRefuse } from './problems.js';

const questionParams = pairParams.extend({ questionId: familyQuestionIdSchema });

/** The questions families ask, answered privately and compared once both answered. */
export function questionRoutes({ api, app }: MatchHttp) {
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
    async ({ auth, params }) => orRefuse(await readQuestions(app, auth.id, params.id)),
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
      errors: { 404: 'No such path of mine', 409: 'Not open at this stage, or the path ended' },
    },
    async ({ auth, params, body }) =>
      orRefuse(await answerQuestion(app, auth.id, params.id, params.questionId, body)),
  );
}
