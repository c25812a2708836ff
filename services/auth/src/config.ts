import { z } from 'zod';
import { envInt, loadConfig, type Env } from '@mawadda/kit';

/** The auth service's own variables, beside the platform ones (README: configuration). */
export const authEnvSchema = z.object({
  AUTH_PRIVATE_JWK: z.string().optional(),
  AUTH_RETIRED_PUBLIC_JWKS: z.string().optional(),
  /**
   * The secret that turns a phone number into `member.registered`'s `phoneKey` (billing's one
   * trial per number). At least 32 characters; generated under DATA_DIR when embedded, required
   * with DATABASE_URL (every auth replica must compute the same key).
   */
  AUTH_PHONE_KEY: z.string().min(32).optional(),
  /** Access tokens live at most 15 minutes (issue #2); shorter is allowed. */
  ACCESS_TOKEN_TTL_SECONDS: envInt(900, 60, 900),
  REFRESH_TOKEN_TTL_DAYS: envInt(30, 1, 90),
  TERMS_VERSION: z.string().default('2026-11-01'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  /** Successful registrations per IP per hour, and sign-in attempts per IP per 10 minutes. */
  RATE_LIMIT_REGISTER_PER_HOUR: envInt(10, 1),
  RATE_LIMIT_LOGIN_PER_10_MIN: envInt(30, 1),
});

export type AuthConfig = z.infer<typeof authEnvSchema>;
/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadAuthConfig = (env: Env) => loadConfig(authEnvSchema, env);
