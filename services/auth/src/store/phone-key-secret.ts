import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, ensurePrivateDir } from '@mawadda/kit';

/** A fresh secret for `AUTH_PHONE_KEY`: 32 random bytes, base64url (43 characters). */
export const generatePhoneKey = () => randomBytes(32).toString('base64url');

/**
 * The secret behind `member.registered`'s `phoneKey` (domain/phone-key.ts). Distributed mode takes
 * it from the environment: every auth replica must give one number one key, and it must outlive
 * any one machine (a new secret would give every number a new key, and so a second trial).
 * Embedded mode generates it at first start and keeps it beside the signing key, readable by this
 * user only, so a restart keeps the keys billing already holds.
 */
export function loadPhoneKey(options: { phoneKey?: string; dataDir: string; distributed: boolean }): string {
  if (options.phoneKey) return options.phoneKey;
  if (options.distributed) {
    throw new ConfigError([
      {
        name: 'AUTH_PHONE_KEY',
        problem: 'is required when DATABASE_URL is set (run npm run keygen -w @mawadda/auth)',
      },
    ]);
  }
  const file = path.join(options.dataDir, 'keys', 'auth-phone.key');
  if (!fs.existsSync(file)) {
    ensurePrivateDir(path.dirname(file));
    try {
      fs.writeFileSync(file, generatePhoneKey(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting on the same folder wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new ConfigError([
      { name: 'AUTH_PHONE_KEY', problem: `the key in ${file} is shorter than 32 characters` },
    ]);
  return secret;
}
