import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';

/** Services the gateway knows; each is mounted or proxied at /api/<name>. */
export const SERVICE_NAMES = ['auth', 'cms', 'profile', 'social', 'search'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

const serviceUrl = z.url().optional();

/**
 * GATEWAY_MODE=embedded runs every service in this process (the default); proxy forwards
 * /api/<service> to <SERVICE>_URL, each service running on its own (DESIGN §1).
 */
export const gatewayEnvSchema = z.object({
  GATEWAY_MODE: z.enum(['embedded', 'proxy']).default('embedded'),
  AUTH_URL: serviceUrl,
  CMS_URL: serviceUrl,
  PROFILE_URL: serviceUrl,
  SOCIAL_URL: serviceUrl,
  SEARCH_URL: serviceUrl,
  /** Built web apps served at / and /admin when present. */
  WEB_MEMBER_DIST: z.string().optional(),
  WEB_ADMIN_DIST: z.string().optional(),
});

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;
export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig(gatewayEnvSchema, env);
