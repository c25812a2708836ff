import { flushSync } from 'react-dom';
import { writeToken } from '../../../app/token-store';

/**
 * Stores the new token, flushed synchronously: `GuestOnly` sends a signed-in member home with a
 * <Navigate>, and starting that now lets the caller's own navigate() supersede it. Batched, the
 * guard's redirect would come last and win, and `?redirect=` would be lost.
 */
export function startSession(token: string) {
  flushSync(() => writeToken(token));
}
