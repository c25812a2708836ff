import { flushSync } from 'react-dom';
import { writeToken } from '../../app/token-store';

/**
 * Stores the guardian's new token at once (as the auth feature's own start-session does, which
 * features may not import): the navigation to the requests page that follows sees the session.
 */
export function startGuardianSession(token: string) {
  flushSync(() => writeToken(token));
}
