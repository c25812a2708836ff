import { decodeJwt } from 'jose';
import { useAppState } from '../../app/state';

/**
 * The signed-in account's role, read from the access token (unverified: only to choose what to
 * show; the API decides). A guardian (wali) account sees only its requests page.
 */
export function roleOf(token: string | null): string | null {
  if (!token) return null;
  try {
    const role = decodeJwt(token).role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

export function useIsGuardian(): boolean {
  const { state } = useAppState();
  return roleOf(state.token) === 'guardian';
}

/** Pages a guardian may open; every other signed-in page sends a guardian to the first. */
export const GUARDIAN_PATHS = ['/guardian/requests', '/guardian/accept', '/guardian/paths'] as const;
