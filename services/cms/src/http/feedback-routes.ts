import { feedbackReceiptSchema, feedbackSubmitSchema, myFeedbackListSchema } from '@mawadda/contracts';
import { readMyFeedback } from '../app/read-my-feedback.js';
import { sendFeedback } from '../app/send-feedback.js';
import { orRefuse } from './problems.js';
import type { CmsHttp } from './context.js';

/**
 * Contact, complaints and suggestions. Guests may write; a signed-in member's id is kept so staff
 * can see who wrote (app/send-feedback.ts), and so the member can read the replies.
 */
export function feedbackRoutes({ api, app }: CmsHttp) {
  api.post(
    '/feedback',
    {
      summary: 'Send a contact message, complaint or suggestion',
      access: 'optional',
      body: feedbackSubmitSchema,
      response: feedbackReceiptSchema,
      status: 201,
      errors: { 400: 'a field is not valid', 429: 'too many messages from this address' },
    },
    async ({ body, auth, locale, req }) => {
      const created = orRefuse(
        await sendFeedback(app, body, { ip: req.ip ?? 'unknown', locale, memberId: auth?.id }),
      );
      return { id: created.id, reference: created.reference, status: created.status };
    },
  );

  api.get(
    '/feedback/mine',
    {
      summary: 'My messages (sent while signed in), newest first, with their status and the staff reply',
      access: 'signed-in',
      response: myFeedbackListSchema,
    },
    async ({ auth }) => readMyFeedback(app, auth.id),
  );
}
