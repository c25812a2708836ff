import { familyQuestionIdSchema, familyQuestionInputSchema, familyQuestionSchema } from '@mawadda/contracts';
import { ADMIN_ROLES, adminListQuerySchema, adminListResult, STAFF_ROLES } from '@mawadda/kit';
import { z } from 'zod';
import {
  createQuestion,
  listQuestions,
  readQuestion,
  retireQuestion,
  updateQuestion,
} from '../app/edit-questions.js';
import type { MatchHttp } from './context.js';
import { orListRefuse, orRefuse } from './problems.js';

const questionParams = z.object({ id: familyQuestionIdSchema });

/**
 * The console's "Families' questions" (resource `questions`, ra-data-simple-rest). As the site's
 * content (cms): staff read, admins write; every write is audit-logged.
 */
export function adminQuestionRoutes({ api, app }: MatchHttp) {
  api.get(
    '/admin/questions',
    {
      summary: "The families' questions: filter `active`, sort by `order`; `q` searches the words",
      access: STAFF_ROLES,
      query: adminListQuerySchema,
      response: z.array(familyQuestionSchema),
      errors: { 400: 'An unknown filter or sort field' },
    },
    async ({ query, res }) => {
      const { items, total } = orListRefuse(await listQuestions(app, query));
      return adminListResult(res, 'questions', query, items, total);
    },
  );

  api.get(
    '/admin/questions/:id',
    {
      summary: "One of the families' questions, in the five languages, with its answers' count",
      access: STAFF_ROLES,
      params: questionParams,
      response: familyQuestionSchema,
      errors: { 404: 'No such question' },
    },
    async ({ params }) => orRefuse(await readQuestion(app, params.id)),
  );

  api.post(
    '/admin/questions',
    {
      summary: 'Add a question, its words and answers in the five languages (audit-logged)',
      access: ADMIN_ROLES,
      body: familyQuestionInputSchema,
      response: familyQuestionSchema,
      status: 201,
      errors: { 400: 'A blank or too long text, or too few or too many answers' },
    },
    async ({ auth, body }) => orRefuse(await createQuestion(app, auth, body)),
  );

  api.put(
    '/admin/questions/:id',
    {
      summary: 'Rewrite a question: words, order, answers (none dropped), asked or retired (audit-logged)',
      access: ADMIN_ROLES,
      params: questionParams,
      body: familyQuestionInputSchema,
      response: familyQuestionSchema,
      errors: { 400: 'A blank text, or an answer it offered dropped', 404: 'No such question' },
    },
    async ({ auth, params, body }) => orRefuse(await updateQuestion(app, auth, params.id, body)),
  );

  api.post(
    '/admin/questions/:id/retire',
    {
      summary: 'Stop asking a question; answers given to it stay visible (audit-logged)',
      access: ADMIN_ROLES,
      params: questionParams,
      body: z.object({}).strict(),
      response: familyQuestionSchema,
      errors: { 404: 'No such question' },
    },
    async ({ auth, params }) => orRefuse(await retireQuestion(app, auth, params.id)),
  );
}
