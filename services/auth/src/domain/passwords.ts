import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id setting (m=19 MiB, t=2, p=1): strong, and affordable on two cores. */
// `Algorithm` is a const enum, which isolated modules cannot read: 2 is its Argon2id.
const ARGON2ID = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when no account matches costs the same as a real check, so response
 * time does not tell an attacker which emails or phones are registered.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-password-for-unknown-accounts'));

/** ~49k most common passwords, lower-cased: refused at registration and password change. */
const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

export const isCommonPassword = (password: string) => common.has(password.toLowerCase());
