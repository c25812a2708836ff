import type { IncomingMessage } from 'node:http';
import type { Principal } from './principal.js';
import type { TokenVerifier } from './token-verifier.js';

/** One verification per request and token: the answer of the first caller, shared by the rest. */
const verified = new WeakMap<
  IncomingMessage,
  { token: string; verifier: TokenVerifier; principal: Promise<Principal> }
>();

/**
 * The principal of a request's bearer token, verified once per request: in the embedded process the
 * gateway's presence hook and the service's route both want it. The memo lives with the request
 * object and never crosses requests, so revocation still applies at the very next request.
 */
export function verifiedPrincipal(
  req: IncomingMessage,
  token: string,
  verifier: TokenVerifier,
): Promise<Principal> {
  const known = verified.get(req);
  if (known?.token === token && known.verifier === verifier) return known.principal;
  const principal = verifier.verify(token);
  verified.set(req, { token, verifier, principal });
  return principal;
}
