import type { ApiRouter, Database, Outbox } from '@mawadda/kit';
import type { AuthConfig } from '../config.js';
import type { Sessions } from '../domain/sessions.js';
import type { SigningKeys } from '../domain/signing-keys.js';
import type { AuthRateLimits } from './rate-limits.js';

/** Everything the auth routes share, built once in createAuthService. */
export interface AuthContext {
  api: ApiRouter;
  database: Database;
  outbox: Outbox;
  sessions: Sessions;
  keys: SigningKeys;
  limits: AuthRateLimits;
  config: AuthConfig & { COOKIE_SECURE: boolean };
}
