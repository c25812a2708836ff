import { z } from 'zod';

/**
 * What may reach a member's devices as a push, each a choice of hers: a new message (chat's
 * `chat.message.sent`, one push per conversation while she is away: notify's README), a guardian's
 * answer, a member who shared photos or a CV, today's suggestions.
 */
export const PUSH_TOPICS = [
  'chat.message',
  'guardian.decision',
  'reveal.granted',
  'suggestions.ready',
] as const;
export const pushTopicSchema = z.enum(PUSH_TOPICS);
export type PushTopic = z.infer<typeof pushTopicSchema>;

/** Every topic on until she chooses: nothing is pushed before she turns a device on. */
export const DEFAULT_PUSH: Record<PushTopic, boolean> = {
  'chat.message': true,
  'guardian.decision': true,
  'reveal.granted': true,
  'suggestions.ready': true,
};

/** `GET /api/notify/push/preferences`: every topic, on or off. */
export const pushPreferencesSchema = z.object(
  Object.fromEntries(PUSH_TOPICS.map((t) => [t, z.boolean()])) as {
    [K in PushTopic]: z.ZodBoolean;
  },
);
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** `PUT /api/notify/push/preferences`: some topics; an unknown one is a 400 naming it. */
export const pushPreferencesUpdateSchema = z.strictObject(pushPreferencesSchema.partial().shape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? 'notify.push.unknownTopic' : undefined),
});
export type PushPreferencesUpdate = z.infer<typeof pushPreferencesUpdateSchema>;

/** Longest endpoint URL kept (the push services' are about 200 to 500 characters). */
export const PUSH_ENDPOINT_MAX = 2048;
/** The device's name in "my devices" ("Chrome on Android"). */
export const PUSH_LABEL_MAX = 80;

const base64url = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: message })
    // Padding, if any, aside: the length of `bytes` bytes in base64url.
    .refine((s) => s.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), { error: message });

/**
 * `POST /api/notify/push/subscriptions`: what the browser's `PushSubscription.toJSON()` gives
 * (an endpoint and its keys: the P-256 public key, 65 bytes, and the 16-byte auth secret), with a
 * short label for the device. Which hosts an endpoint may name is the service's rule.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'notify.push.badEndpoint' }).max(PUSH_ENDPOINT_MAX, {
    error: 'notify.push.badEndpoint',
  }),
  keys: z.object(
    {
      p256dh: base64url(65, 'notify.push.badKey'),
      auth: base64url(16, 'notify.push.badKey'),
    },
    { error: 'notify.push.badKey' },
  ),
  label: z.string().trim().max(PUSH_LABEL_MAX).default(''),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** `POST /api/notify/push/unsubscribe`: this device's endpoint, when she turns it off. */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
});

/** One of my devices: never its endpoint or keys, which only the push service needs. */
export const pushDeviceSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDeviceListSchema = z.object({ items: z.array(pushDeviceSchema) });
export type PushDeviceList = z.infer<typeof pushDeviceListSchema>;

/** `GET /api/notify/push/key`: the VAPID public key (base64url) the browser subscribes with. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/**
 * What a push carries, encrypted for the device (RFC 8291): a title and a body in the member's
 * language and the site path to open. Never a message's text, a name or a photo.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the site with its locale prefix (`/en/chat/…`), opened on a tap. */
  url: z.string().startsWith('/'),
  /** Pushes of one tag replace each other on the device (one per conversation). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
