import { SERVER_EVENTS } from '@mawadda/contracts';
import type { Principal, RevocationView } from '@mawadda/kit';
import type { Server, Socket } from 'socket.io';

/** setTimeout's ceiling; tokens live 15 minutes, so this only guards odd clocks. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * A socket speaks for its member only while its token would still be accepted. It is verified once,
 * so it is told to refresh when the token expires and dropped at once when a revocation reaches
 * this process's view.
 */
export function watchSessions(io: Server, revocations: RevocationView | undefined) {
  const end = (socket: Socket, reason: 'expired' | 'revoked') => {
    socket.emit(SERVER_EVENTS.sessionExpired, { reason });
    socket.disconnect(true);
  };
  const stopWatching = revocations?.onApply(() => {
    for (const socket of io.sockets.sockets.values()) {
      const p = socket.data.principal as Principal | undefined;
      if (!p) continue;
      const revoked = revocations.check({
        memberId: p.id,
        sessionId: p.sessionId,
        issuedAt: p.issuedAt ?? 0,
      });
      if (revoked) end(socket, 'revoked');
    }
  });
  return {
    /** Ends the socket when its token expires. */
    track(socket: Socket, principal: Principal) {
      if (!principal.expiresAt) return;
      const delay = Math.min(MAX_DELAY_MS, Math.max(0, principal.expiresAt * 1000 - Date.now()));
      const timer = setTimeout(() => end(socket, 'expired'), delay);
      socket.once('disconnect', () => clearTimeout(timer));
    },
    stop: () => stopWatching?.(),
  };
}
