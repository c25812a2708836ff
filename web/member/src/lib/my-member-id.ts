import { decodeJwt } from 'jose';
import { readToken } from '../app/token-store';

/**
 * The signed-in member's id, read from the access token's subject (the account id is the member
 * id). Only to choose words and hide actions on one's own lists and profile: the API decides
 * everything else itself, so an unverified read is enough here. jose (already the services' JWT
 * library) decodes it: base64url and a payload that is not a JSON object are its concern.
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
