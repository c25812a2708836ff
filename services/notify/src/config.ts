import { z } from 'zod';
import { envFlag, envInt, loadConfig, type Env } from '@mawadda/kit';

/** The browsers' push services: an endpoint elsewhere is refused (notify would post to it). */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be base64url without padding');

/** The notification service's own variables, beside the platform ones (README: configuration). */
export const notifyEnvSchema = z
  .object({
    /** Web Push to members' devices; off, the routes answer 404 and nothing is sent. */
    WEB_PUSH_ENABLED: envFlag(true),
    /**
     * The VAPID key pair (`npx web-push generate-vapid-keys`), the same for every replica: a
     * device subscribed with one public key takes pushes signed with its private key only.
     * Unset outside production: a pair is made once and kept under DATA_DIR.
     */
    WEB_PUSH_VAPID_PUBLIC_KEY: base64url.optional(),
    WEB_PUSH_VAPID_PRIVATE_KEY: base64url.optional(),
    /** Who the push services may contact about our pushes: `mailto:` or an https URL. */
    WEB_PUSH_SUBJECT: z
      .string()
      .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be mailto:<address> or an https URL')
      .default('mailto:support@mawadda.example'),
    /**
     * Hosts an endpoint may name (a host or any name under it), comma-separated. An endpoint is a
     * URL notify will post to, so it must be a browser's push service, never an inner address.
     */
    WEB_PUSH_ENDPOINT_HOSTS: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((h) => h.trim().toLowerCase())
              .filter(Boolean)
          : PUSH_SERVICE_HOSTS,
      ),
    /** After a new-message push, more messages of that conversation push nothing for this long. */
    WEB_PUSH_MESSAGE_QUIET_MINUTES: envInt(10, 0, 24 * 60),
  })
  .superRefine((c, ctx) => {
    if (!c.WEB_PUSH_VAPID_PUBLIC_KEY !== !c.WEB_PUSH_VAPID_PRIVATE_KEY)
      ctx.addIssue({
        code: 'custom',
        path: [c.WEB_PUSH_VAPID_PUBLIC_KEY ? 'WEB_PUSH_VAPID_PRIVATE_KEY' : 'WEB_PUSH_VAPID_PUBLIC_KEY'],
        message: 'the VAPID public and private keys go together',
      });
  });
export type NotifyConfig = z.output<typeof notifyEnvSchema>;

/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadNotifyConfig = (env: Env) => loadConfig(notifyEnvSchema, env);
