import { z } from 'zod';
import { notificationKindSchema } from './kinds.js';

/**
 * `notification.created` (notify): a notification whose channel is email was stored. Auth, the
 * only holder of addresses, mails the member. Ids and a site path only: the mail's words come
 * from the message catalogue in the member's language, never from the event.
 */
export const notificationCreatedPayloadSchema = z.object({
  notificationId: z.string(),
  memberId: z.string(),
  kind: notificationKindSchema,
  /** A site path without the locale prefix, e.g. `/profile/requests`. */
  link: z.string().startsWith('/'),
  at: z.string(),
});
export type NotificationCreatedPayload = z.infer<typeof notificationCreatedPayloadSchema>;
