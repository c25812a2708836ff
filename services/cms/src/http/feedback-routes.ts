import { feedbackReceiptSchema, feedbackSubmitSchema } from '@mawadda/contracts';
import type { CmsContext } from './context.js';

/**
 * Contact, complaints and suggestions. Guests may write; a signed-in member's id is kept so staff
 * can see who wrote. Only well-formed messages count against the per-address limit, so a visitor
 * fixing a typo is not locked out.
 */
export function feedbackRoutes({ api, feedback, feedbackLimiter }: CmsContext) {
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
      await feedbackLimiter.enforce(req.ip ?? 'unknown');
      const created = await feedback.submit(body, { locale, memberId: auth?.id });
      return { id: created.id, status: created.status };
    },
  );
}
