import { readToken } from '../../../app/token-store';

/**
 * The signed-in member's id, read from the access token's subject (the account id is the member
 * id). Only to choose words and hide actions on one's own lists and profile: the API decides
 * everything else itself, so an unverified read is enough here.
 */
export function myMemberId(): string | null {
  const token = readToken();
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
