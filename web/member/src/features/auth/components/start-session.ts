import { flushSync } from 'react-dom';
import { writeToken } from '../../../app/token-store';

/**
 * Stores the new token so the app state (which listens to the store) marks the member signed in.
 *
 * Flushed synchronously on purpose: the auth pages sit inside `GuestOnly`, which sends a
 * signed-in member home with a <Navigate>. Letting that navigation start now means the caller's
 * own navigate(), issued right after, supersedes it; with a batched update the guard's redirect
 * would come last and win, and `?redirect=` would be lost.
 */
export function startSession(token: string) {
  flushSync(() => writeToken(token));
}
