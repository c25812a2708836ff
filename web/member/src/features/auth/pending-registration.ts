import type { PendingRegistration } from '@mawadda/contracts/auth';

/**
 * The registration this browser is confirming, kept in localStorage (not sessionStorage: the
 * emailed link `/verify-email?registration=…&code=…` opens in a new tab) so that tab can finish
 * it. Only the id and expiry: the codes, the password and the form never go to storage.
 */
const KEY = 'mawadda.pendingRegistration';

export function savePendingRegistration(pending: PendingRegistration): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode): the confirm step in this tab still works.
  }
}

/** The pending registration with this id, if this browser holds it and it has not expired. */
export function readPendingRegistration(id?: string): PendingRegistration | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return undefined;
    const pending = JSON.parse(raw) as PendingRegistration;
    if (new Date(pending.expiresAt).getTime() <= Date.now()) return undefined;
    return id === undefined || pending.registrationId === id ? pending : undefined;
  } catch {
    return undefined;
  }
}

export function clearPendingRegistration(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
