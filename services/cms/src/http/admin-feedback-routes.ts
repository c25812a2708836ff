import { feedbackSchema, feedbackUpdateSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { updateFeedback } from '../app/update-feedback.js';
import { adminCrudRoutes } from './admin-crud.js';
import { ADMIN, STAFF, type CmsHttp } from './context.js';
import { orRefuse } from './problems.js';

const uuidId = z.object({ id: z.uuid() });

/**
 * Staff handling of feedback: read, reply, close. Staff never create feedback, and a reply goes
 * through the feedback rules (app/update-feedback.ts) rather than a plain overwrite.
 */
export function adminFeedbackRoutes({ api, app }: CmsHttp) {
  adminCrudRoutes(api, app, app.content.feedback, {
    name: 'feedback',
    // Staff never create or replace feedback; a delete is audited with the member who wrote it.
    audit: { type: 'feedback', delete: 'feedback.delete', memberOf: (row) => row.memberId },
    idParam: uuidId,
    response: feedbackSchema,
    readAccess: STAFF,
    // Deleting is for spam and erasure requests; a moderator answers or closes instead.
    removeAccess: ADMIN,
  });

  api.put(
    '/admin/feedback/:id',
    {
      summary:
        'Reply to feedback and/or change its status (a reply marks it answered); audited as feedback.reply or feedback.status',
      access: STAFF,
      params: uuidId,
      body: feedbackUpdateSchema,
      response: feedbackSchema,
      errors: { 404: 'no such feedback' },
    },
    async ({ params, body, auth }) => orRefuse(await updateFeedback(app, auth, params.id, body)),
  );
}
