import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, ensurePrivateDir, envInt, loadConfig, type Env } from '@mawadda/kit';

/** The profile service's own variables, beside the platform ones (README: configuration). */
export const profileEnvSchema = z.object({
  /** Signs media URLs; at least 32 bytes as base64 or hex. Every profile replica needs the same one. */
  MEDIA_URL_SECRET: z.string().min(43).optional(),
  /** Uploads a member may make per hour (images, CV and video together). */
  RATE_LIMIT_UPLOADS_PER_HOUR: envInt(60, 1),
  /**
   * `pre` (the default): a member's new images and about-me text wait for a moderator before
   * anyone else sees them. `post`: shown at once, still queued, and a rejection removes them.
   */
  PROFILE_MODERATION: z.enum(['pre', 'post']).default('pre'),
  /** New requests to see photos or a CV a member may send per day. */
  RATE_LIMIT_REVEAL_REQUESTS_PER_DAY: envInt(30, 1),
});
export type ModerationMode = ProfileConfig['PROFILE_MODERATION'];
export type ProfileConfig = z.infer<typeof profileEnvSchema>;

/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadProfileConfig = (env: Env) => loadConfig(profileEnvSchema, env);

/**
 * Distributed mode takes the secret from the environment; embedded mode makes one at first start
 * and keeps it under DATA_DIR, readable by this user only (the same rule as the auth keys).
 */
export function loadMediaUrlSecret(options: {
  secret?: string;
  dataDir: string;
  distributed: boolean;
}): Buffer {
  if (options.secret) {
    const bytes = /^[0-9a-f]+$/i.test(options.secret)
      ? Buffer.from(options.secret, 'hex')
      : Buffer.from(options.secret, 'base64');
    if (bytes.length < 32)
      throw new ConfigError([{ name: 'MEDIA_URL_SECRET', problem: 'must hold at least 32 bytes' }]);
    return bytes;
  }
  if (options.distributed) {
    throw new ConfigError([
      { name: 'MEDIA_URL_SECRET', problem: 'is required when DATABASE_URL is set (openssl rand -base64 48)' },
    ]);
  }
  const file = path.join(options.dataDir, 'keys', 'media-url.secret');
  if (!fs.existsSync(file)) {
    ensurePrivateDir(path.dirname(file));
    fs.writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}
