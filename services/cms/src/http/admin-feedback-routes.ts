import { FEEDBACK_STATUSES, FEEDBACK_TYPES, feedbackSchema, feedbackUpdateSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { parseOneOf } from '@mawadda/kit';
import { CrudStore } from '../store/crud-store.js';
import { feedbackDto } from '../store/mappers.js';
import { feedback } from '../store/schema.js';
import { adminCrudRoutes } from './admin-crud.js';
import { ADMIN, STAFF, type CmsContext } from './context.js';

const uuidId = z.object({ id: z.uuid() });

/**
 * Staff handling of feedback: read, reply, close. Staff never create feedback, and a reply goes
 * through the feedback rules (who replied, when, which status) rather than a plain overwrite.
 */
export function adminFeedbackRoutes({ api, db, feedback: store }: CmsContext) {
  adminCrudRoutes(api, {
    name: 'feedback',
    store: new CrudStore<typeof feedback.$inferSelect>(db, feedback),
    list: {
      id: feedback.id,
      sortable: {
        id: feedback.id,
        createdAt: feedback.createdAt,
        status: feedback.status,
        type: feedback.type,
        repliedAt: feedback.repliedAt,
      },
      filters: {
        status: { column: feedback.status, parse: parseOneOf(FEEDBACK_STATUSES) },
        type: { column: feedback.type, parse: parseOneOf(FEEDBACK_TYPES) },
      },
      search: { text: [feedback.userName, feedback.email, feedback.mobile, feedback.description] },
    },
    idParam: uuidId,
    toDto: feedbackDto,
    response: feedbackSchema,
    readAccess: STAFF,
    // Deleting is for spam and erasure requests; a moderator answers or closes instead.
    removeAccess: ADMIN,
  });

  api.put(
    '/admin/feedback/:id',
    {
      summary: 'Reply to feedback and/or change its status (a reply marks it answered)',
      access: STAFF,
      params: uuidId,
      body: feedbackUpdateSchema,
      response: feedbackSchema,
      errors: { 404: 'no such feedback' },
    },
    ({ params, body, auth }) => store.update(params.id, body, auth.id),
  );
}
