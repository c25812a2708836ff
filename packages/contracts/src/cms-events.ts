import { z } from 'zod';
import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from './cms.js';
import { LOCALES } from './locale.js';

/*
 * What the content service tells others (topic `cms.events`): a visitor wrote to us, staff
 * replied. Ids and facts only (DESIGN §4): a notifier that mails the reply reads the message and
 * the address from the cms service, so neither travels through the bus nor sits in its retention.
 */

/** `feedback.submitted`: a contact, complaint or suggestion arrived. */
export const feedbackSubmittedPayloadSchema = z.object({
  feedbackId: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  memberId: z.string().nullable(),
  locale: z.enum(LOCALES),
});
export type FeedbackSubmittedPayload = z.infer<typeof feedbackSubmittedPayloadSchema>;

/** `feedback.replied`: staff answered; `status` as the reply left it. */
export const feedbackRepliedPayloadSchema = z.object({
  feedbackId: z.string(),
  memberId: z.string().nullable(),
  locale: z.enum(LOCALES),
  status: z.enum(FEEDBACK_STATUSES),
  repliedAt: z.string().nullable(),
});
export type FeedbackRepliedPayload = z.infer<typeof feedbackRepliedPayloadSchema>;

/** What the public site shows from the cms, by the name staff manage it under. */
export const PUBLIC_CONTENT = ['menus', 'blocks', 'pages', 'news', 'blog', 'faq'] as const;
export type PublicContent = (typeof PUBLIC_CONTENT)[number];

/**
 * `content.changed`: staff created, replaced or deleted a record of the public content. Every
 * process serving that content from memory drops what it kept (cms `public-cache`).
 */
export const contentChangedPayloadSchema = z.object({
  resource: z.enum(PUBLIC_CONTENT),
  id: z.union([z.string(), z.number()]),
});
export type ContentChangedPayload = z.infer<typeof contentChangedPayloadSchema>;
