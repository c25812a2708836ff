import { decodeJwt } from 'jose';
import { readToken } from '../app/token-store';

/**
 * The signed-in member's id, the access token's subject, read unverified: it only chooses words
 * and hides actions on one's own pages, and the API decides everything else itself. jose decodes
 * it (base64url and malformed payloads are its concern).
 */
export function myMemberId(): string | null {
  const token = readToken();
  if (!token) return null;
  try {
    return decodeJwt(token).sub ?? null;
  } catch {
    return null;
  }
}
