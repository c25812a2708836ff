import { createECDH } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, ensurePrivateDir } from '@mawadda/kit';

/** The VAPID pair (base64url, as the Push API and `web-push` take them): P-256, public uncompressed. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // Left-padded: a private key with leading zero bytes is still 32 bytes long.
    privateKey: Buffer.from(ecdh.getPrivateKey().toString('hex').padStart(64, '0'), 'hex').toString(
      'base64url',
    ),
  };
}

/**
 * The keys from configuration; else, outside production, a pair made at first start and kept under
 * DATA_DIR readable by this user only (as auth keeps its signing key), so devices subscribed
 * yesterday still take today's pushes. Production refuses to start without them: a pair made on
 * one machine would silently orphan every device after a move.
 */
export function loadVapidKeys(options: {
  publicKey?: string;
  privateKey?: string;
  dataDir: string;
  production: boolean;
}): VapidKeys {
  if (options.publicKey && options.privateKey)
    return { publicKey: options.publicKey, privateKey: options.privateKey };
  if (options.production) {
    throw new ConfigError([
      {
        name: 'WEB_PUSH_VAPID_PUBLIC_KEY',
        problem:
          'and WEB_PUSH_VAPID_PRIVATE_KEY are required in production while WEB_PUSH_ENABLED (npx web-push generate-vapid-keys)',
      },
    ]);
  }
  const file = path.join(options.dataDir, 'keys', 'web-push-vapid.json');
  if (!fs.existsSync(file)) {
    ensurePrivateDir(path.dirname(file));
    try {
      fs.writeFileSync(file, JSON.stringify(generateVapidKeys()), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process of this data folder wrote it first: theirs is kept.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
}
