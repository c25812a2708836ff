import type { ApiRouter } from '@mawadda/kit';
import type { AuthApp } from '../app/context.js';
import type { Sessions } from '../app/sessions.js';

/** Everything the auth routes share, built once in createAuthService. */
export interface AuthHttp {
  api: ApiRouter;
  app: AuthApp;
  sessions: Sessions;
  /** The refresh cookie's Secure flag: a platform choice (HTTPS or not). */
  secureCookies: boolean;
}
