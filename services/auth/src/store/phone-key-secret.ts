import { generateKeptSecret, loadKeptSecret } from './kept-secret.js';

/** A fresh secret for `AUTH_PHONE_KEY`: 32 random bytes, base64url (43 characters). */
export const generatePhoneKey = generateKeptSecret;

/**
 * The secret behind `member.registered`'s `phoneKey` (domain/phone-key.ts). Every auth replica
 * must give one number one key, and it must outlive any one machine: a new secret would give every
 * number a new key, and so a second trial. Kept as loadKeptSecret keeps auth's secrets.
 */
export const loadPhoneKey = (options: { phoneKey?: string; dataDir: string; distributed: boolean }): string =>
  loadKeptSecret({
    value: options.phoneKey,
    variable: 'AUTH_PHONE_KEY',
    fileName: 'auth-phone.key',
    dataDir: options.dataDir,
    distributed: options.distributed,
  });
