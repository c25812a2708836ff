import { z } from 'zod';
import { NOTIFICATION_KINDS, notificationChannelSchema, notificationKindSchema } from './kinds.js';

/** Page size of `GET /api/notify/notifications`. */
export const NOTIFICATION_PAGE_DEFAULT = 20;
export const NOTIFICATION_PAGE_MAX = 50;
/**
 * The unread count stops at this number (one index range read, however many there are): the
 * site shows `99+` from 100 on.
 */
export const UNREAD_COUNT_CAP = 100;

/**
 * Ids and codes a notification's text needs (a reveal's subject, a billing notice's code, a
 * moderation decision): never a name or a text, which the site reads from their owners.
 */
export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  /** The member who did it (the follower, the writer, the revealer), or null (staff, billing). */
  actorId: z.string().nullable(),
  /** The thing it is about: a conversation, a follow, a feedback message, a notice, an item. */
  subjectId: z.string().nullable(),
  params: notificationParamsSchema,
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** Where it points on the site, without the locale prefix. */
  link: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  next: z.string().nullable(),
  prev: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int().min(0).max(UNREAD_COUNT_CAP) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markedReadSchema = z.object({ updated: z.number().int().min(0) });
export type MarkedRead = z.infer<typeof markedReadSchema>;

/** Every kind with its channel (the member's choice, else the default). */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, notificationChannelSchema])) as {
    [K in (typeof NOTIFICATION_KINDS)[number]]: typeof notificationChannelSchema;
  },
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `PUT /preferences`: some kinds with their channel; an unknown kind is a 400 naming it. */
export const notificationPreferencesUpdateSchema = z.strictObject(
  notificationPreferencesSchema.partial().shape,
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'notify.preferences.unknownKind' : undefined),
  },
);
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;
