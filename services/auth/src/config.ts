import path from 'node:path';
import { z } from 'zod';
import {
  checkMessagingConfig,
  envInt,
  isTotpSecret,
  loadConfig,
  messagingVariables,
  type Env,
} from '@mawadda/kit';

/** The auth service's own variables, beside the platform ones (README: configuration). */
const authVariables = z.object({
  AUTH_PRIVATE_JWK: z.string().optional(),
  AUTH_RETIRED_PUBLIC_JWKS: z.string().optional(),
  /**
   * The secret that turns a phone number into `member.registered`'s `phoneKey` (billing's one
   * trial per number). At least 32 characters; generated under DATA_DIR when embedded, required
   * with DATABASE_URL (every auth replica must compute the same key).
   */
  AUTH_PHONE_KEY: z.string().min(32).optional(),
  /**
   * The secret that seals second-factor secrets (AES-256-GCM, README: Second factor). At least 32
   * characters; generated under DATA_DIR when embedded, required with DATABASE_URL.
   */
  AUTH_TWO_FACTOR_KEY: z.string().min(32).optional(),
  /** Access tokens live at most 15 minutes, so a stolen one is short-lived; shorter is allowed. */
  ACCESS_TOKEN_TTL_SECONDS: envInt(900, 60, 900),
  REFRESH_TOKEN_TTL_DAYS: envInt(30, 1, 90),
  TERMS_VERSION: z.string().default('2026-11-01'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  /**
   * The first admin's TOTP secret (base32): with it the first admin starts enrolled, so tests,
   * the demo and scripts can sign in unattended. Refused in production, where the first admin
   * sets up their own authenticator at the first sign-in.
   */
  ADMIN_TOTP_SECRET: z
    .string()
    .refine(isTotpSecret, 'must be a base32 secret of at least 16 bytes (A-Z, 2-7)')
    .optional(),
  /** Successful registrations per IP per hour, and sign-in attempts per IP per 10 minutes. */
  RATE_LIMIT_REGISTER_PER_HOUR: envInt(10, 1),
  RATE_LIMIT_LOGIN_PER_10_MIN: envInt(30, 1),
  /** Verification codes, links and notices sent to one email or phone per hour. */
  RATE_LIMIT_VERIFY_SENDS_PER_HOUR: envInt(5, 1),
  /** Forgotten-password codes asked for from one IP per hour, whatever the addresses. */
  RATE_LIMIT_PASSWORD_RESETS_PER_IP_PER_HOUR: envInt(20, 1),
});

/**
 * With the outgoing-message variables (kit's messaging-config.ts: MAIL_TRANSPORT, SMS_TRANSPORT,
 * DEV_INBOX_DIR...): auth alone sends mail and SMS (codes, links, notices). Production refuses the
 * dev inbox.
 */
export const authEnvSchema = authVariables
  .extend(messagingVariables)
  .superRefine(checkMessagingConfig)
  .superRefine((c, ctx) => {
    if (c.NODE_ENV === 'production' && c.ADMIN_TOTP_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_TOTP_SECRET'],
        message: 'is for tests and the demo: in production the first admin enrols at their first sign-in',
      });
  })
  .transform((c) => ({
    ...c,
    DEV_INBOX_DIR: path.resolve(c.DEV_INBOX_DIR ?? path.join(c.DATA_DIR, 'dev-inbox')),
  }));

export type AuthConfig = z.output<typeof authEnvSchema>;
/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadAuthConfig = (env: Env) => loadConfig(authEnvSchema, env);
