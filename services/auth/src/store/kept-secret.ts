import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, ensurePrivateDir } from '@mawadda/kit';

/** A fresh secret for one of auth's keys: 32 random bytes, base64url (43 characters). */
export const generateKeptSecret = () => randomBytes(32).toString('base64url');

/**
 * One of auth's long-lived secrets. Distributed: from the environment, as every replica must hold
 * the same one beyond any one machine. Embedded: generated once under `DATA_DIR/keys`, owner-only,
 * so a restart keeps it.
 */
export function loadKeptSecret(options: {
  value?: string;
  variable: string;
  fileName: string;
  dataDir: string;
  distributed: boolean;
}): string {
  if (options.value) return options.value;
  if (options.distributed) {
    throw new ConfigError([
      {
        name: options.variable,
        problem: 'is required when DATABASE_URL is set (run npm run keygen -w @mawadda/auth)',
      },
    ]);
  }
  const file = path.join(options.dataDir, 'keys', options.fileName);
  if (!fs.existsSync(file)) {
    ensurePrivateDir(path.dirname(file));
    try {
      fs.writeFileSync(file, generateKeptSecret(), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting on the same folder wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new ConfigError([
      { name: options.variable, problem: `the key in ${file} is shorter than 32 characters` },
    ]);
  return secret;
}
