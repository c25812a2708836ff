import type { Account } from '@mawadda/contracts';

/*
 * The staff session. The access token lives in this module only — never in localStorage or a
 * readable cookie — so a script injected into the page cannot carry it away for later. A reload
 * loses it; the httpOnly refresh cookie (path /api/auth) gets a new one.
 */

let accessToken: string | null = null;
let account: Account | null = null;

export interface SessionBody {
  token: string;
  account: Account;
}

export const currentToken = (): string | null => accessToken;
export const currentAccount = (): Account | null => account;

export function setSession(body: SessionBody): void {
  accessToken = body.token;
  account = body.account;
}

export function clearSession(): void {
  accessToken = null;
  account = null;
}

let refreshing: Promise<SessionBody | null> | null = null;

/**
 * Trades the refresh cookie for a new access token. Calls made at the same time share one
 * request: the server rotates the cookie on each refresh and treats a second use of the old one
 * as theft, which would end the sign-in.
 */
export function refreshSession(): Promise<SessionBody | null> {
  refreshing ??= (async () => {
    try {
      const res = await fetch('/api/auth/refresh', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (!res.ok) return null;
      return (await res.json()) as SessionBody;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The console keeps a session only for staff; a member's (or company's) is never adopted. */
export function adoptIfStaff(body: SessionBody | null): boolean {
  if (!body || (body.account.role !== 'moderator' && body.account.role !== 'admin')) return false;
  setSession(body);
  return true;
}

/** Refreshes and keeps the new token if it is a staff one; false when there is no staff session. */
export async function renewStaffSession(): Promise<boolean> {
  const body = await refreshSession();
  if (adoptIfStaff(body)) return true;
  clearSession();
  return false;
}
