import { z } from 'zod';
import { authEnvSchema } from '@mawadda/auth';
import { billingEnvSchema } from '@mawadda/billing';
import { chatEnvSchema } from '@mawadda/chat';
import { notifyEnvSchema } from '@mawadda/notify';
import { profileEnvSchema } from '@mawadda/profile';
import { searchEnvSchema } from '@mawadda/search';
import { socialEnvSchema } from '@mawadda/social';
import { matchEnvSchema } from '@mawadda/match';
import {
  envFlag,
  loadConfigs,
  messagingConfigSchema,
  messagingReaderConfigSchema,
  platformConfigSchema,
  type Env,
} from '@mawadda/kit';

/** Services the gateway knows; each is mounted or proxied at /api/<name>. */
export const SERVICE_NAMES = [
  'auth',
  'cms',
  'profile',
  'social',
  'search',
  'billing',
  'chat',
  'notify',
  'match',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const serviceUrl = z.url().optional();
/**
 * Chat runs as replicas (Socket.IO with the Redis adapter between them): `CHAT_URL` lists them,
 * comma-separated. Each new request and socket goes to the next replica in turn; websocket-only
 * sockets need no sticky sessions.
 */
const replicaUrls = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean)
      : undefined,
  )
  .pipe(z.array(z.url()).min(1).optional());
const URL_VARIABLES = {
  auth: 'AUTH_URL',
  cms: 'CMS_URL',
  profile: 'PROFILE_URL',
  social: 'SOCIAL_URL',
  search: 'SEARCH_URL',
  billing: 'BILLING_URL',
  chat: 'CHAT_URL',
  notify: 'NOTIFY_URL',
  match: 'MATCH_URL',
} as const satisfies Record<ServiceName, string>;

/**
 * GATEWAY_MODE=embedded runs every service in this process (the default); proxy forwards
 * /api/<service> to <SERVICE>_URL, each service running on its own (DESIGN §1). A proxy without
 * one of the URLs would answer 404 for a whole service: it refuses to start instead.
 */
export const gatewayEnvSchema = z
  .object({
    GATEWAY_MODE: z.enum(['embedded', 'proxy']).default('embedded'),
    AUTH_URL: serviceUrl,
    CMS_URL: serviceUrl,
    PROFILE_URL: serviceUrl,
    SOCIAL_URL: serviceUrl,
    SEARCH_URL: serviceUrl,
    BILLING_URL: serviceUrl,
    CHAT_URL: replicaUrls,
    NOTIFY_URL: serviceUrl,
    MATCH_URL: serviceUrl,
    /** Built web apps served at / and /admin when present. */
    WEB_MEMBER_DIST: z.string().optional(),
    WEB_ADMIN_DIST: z.string().optional(),
    /**
     * A demo site: every page of the member site says its members are invented. `npm run demo`
     * turns it on; `npm start` and production leave it off.
     */
    DEMO: envFlag(false),
  })
  .superRefine((c, ctx) => {
    if (c.GATEWAY_MODE !== 'proxy') return;
    for (const name of Object.values(URL_VARIABLES))
      if (!c[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when GATEWAY_MODE=proxy' });
  });

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;

/** Every service's variables, for the embedded mode that hosts them all. */
const embeddedSchemas = {
  platform: platformConfigSchema,
  gateway: gatewayEnvSchema,
  /** Mail and SMS (auth sends; the dev inbox is refused in production). */
  messaging: messagingConfigSchema,
  auth: authEnvSchema,
  profile: profileEnvSchema,
  social: socialEnvSchema,
  search: searchEnvSchema,
  billing: billingEnvSchema,
  chat: chatEnvSchema,
  notify: notifyEnvSchema,
  match: matchEnvSchema,
};
export type EmbeddedConfig = ReturnType<typeof loadConfigs<typeof embeddedSchemas>>;

/**
 * The whole process's configuration, read once at start, every bad variable of every service
 * named in one error. Proxy mode checks only what the edge needs; each service process checks
 * its own.
 */
export function loadGatewayConfigs(env: Env = process.env) {
  // The raw mode picks which schemas apply; a mistyped mode is then reported by the gateway schema.
  if (env.GATEWAY_MODE === 'proxy')
    return {
      mode: 'proxy' as const,
      ...loadConfigs(
        // The proxy sends nothing: it reads the messaging variables only for the /dev/inbox page.
        { platform: platformConfigSchema, gateway: gatewayEnvSchema, messaging: messagingReaderConfigSchema },
        env,
      ),
    };
  return { mode: 'embedded' as const, ...loadEmbeddedConfig(env) };
}

export const loadEmbeddedConfig = (env: Env): EmbeddedConfig => loadConfigs(embeddedSchemas, env);
