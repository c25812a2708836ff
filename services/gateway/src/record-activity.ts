import type { RequestHandler } from 'express';
import { verifiedPrincipal, type TokenVerifier } from '@mawadda/kit';

/**
 * Presence: every authenticated API request counts as activity, whichever service it is for. The
 * token is verified here only to learn whose it is; a bad token is left for the service to refuse.
 * Recording never delays or fails the request.
 */
export function recordActivity(
  verifier: TokenVerifier,
  activity: { touch(memberId: string): Promise<void> },
): RequestHandler {
  return (req, _res, next) => {
    next();
    const header = req.headers.authorization;
    if (!header?.toLowerCase().startsWith('bearer ')) return;
    // The route verifies the same token again: verifiedPrincipal shares one check between them.
    verifiedPrincipal(req, header.slice(7), verifier)
      .then((principal) => (principal.role === 'member' ? activity.touch(principal.id) : undefined))
      .catch(() => undefined);
  };
}
