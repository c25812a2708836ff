import type { Database, Logger, Mailer, Outbox, Revocations, SmsSender } from '@mawadda/kit';
import type { AuthConfig } from '../config.js';
import type { SealingKey } from '../domain/sealed-secret.js';
import type { SigningKeys } from '../store/signing-keys.js';
import type { AuthRateLimits } from './rate-limits.js';

/** What the auth use cases share, built once in createAuthService. */
export interface AuthApp {
  database: Database;
  outbox: Outbox;
  keys: SigningKeys;
  /** The secret of `member.registered`'s phone key (domain/phone-key.ts); never leaves this service. */
  phoneKey: string;
  /** Seals second-factor secrets (domain/sealed-secret.ts); never leaves this service. */
  twoFactorKey: SealingKey;
  limits: AuthRateLimits;
  config: AuthConfig;
  /** The process's revocation view: a revocation applies here before the answer is sent. */
  revocations?: Revocations;
  /** Outgoing mail and SMS (codes, links, notices): only auth holds members' addresses. */
  messaging: { mailer: Mailer; sms: SmsSender };
  /** The site's public origin (`PUBLIC_ORIGIN`), for the links in mails. */
  publicOrigin: string;
  logger: Logger;
}
