import { CLIENT_EVENTS, messageEventSchema, SERVER_EVENTS, SOCKET_PATH } from '@mawadda/contracts';
import { readToken } from '../../app/token-store';
import { renewSession } from '../api';
import { myMemberId } from '../my-member-id';
import { isAuthFailure } from './auth-failure';
import type { ChatSocket } from './chat-socket';
import type { ConnectionStatus } from './socket-context';

/**
 * A token refused again right after a renewal (a server that refuses every token, a clock far
 * off) must not turn into a loop of refreshes: renewals are at least this far apart.
 */
export const RENEW_GAP_MS = 10_000;

/**
 * The tab's socket to the chat server: same origin, websocket only, the access token in the
 * handshake. `auth` is a function so every (re)connection sends the token as it is then, after a
 * refresh too. Not connected yet: `connectChat` connects it once its listeners are in place.
 */
export async function createChatSocket(): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  return io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    autoConnect: false,
    auth: (cb) => cb({ token: readToken() }),
  });
}

/**
 * Keeps a chat socket connected while signed in: when the server says the access token ran out,
 * the site's refresh renews it and the socket reconnects (a failed refresh signs out). A message
 * reaching this device is acknowledged as delivered whatever page is open. Returns the stop.
 */
export function connectChat(
  socket: ChatSocket,
  show: (status: ConnectionStatus, connected?: boolean) => void,
): () => void {
  let live = true;
  let renewing = false;
  let lastRenewal = 0;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  const renew = async () => {
    if (renewing || !live) return;
    const wait = lastRenewal + RENEW_GAP_MS - Date.now();
    if (wait > 0) {
      clearTimeout(renewTimer);
      renewTimer = setTimeout(() => void renew(), wait);
      return;
    }
    renewing = true;
    lastRenewal = Date.now();
    socket.disconnect();
    show('reconnecting');
    const renewed = await renewSession();
    renewing = false;
    if (renewed && live) socket.connect();
  };
  const onConnect = () => show('connected', true);
  const onDisconnect = (reason: unknown) => {
    // Ours: a renewal under way, or the provider closing.
    if (reason === 'io client disconnect') return;
    show('reconnecting');
    // The server let go of this socket (its session ended): Socket.IO does not retry by itself.
    if (reason === 'io server disconnect') void renew();
  };
  const onConnectError = (error: unknown) => {
    if (isAuthFailure(error)) void renew();
    else show('reconnecting');
  };
  const onSessionExpired = () => void renew();
  const onMessage = (payload: unknown) => {
    const event = messageEventSchema.safeParse(payload);
    if (!event.success || event.data.message.senderId === myMemberId()) return;
    const { conversationId, seq } = event.data.message;
    socket.emit(CLIENT_EVENTS.delivered, { conversationId, upToSeq: seq });
  };
  const listeners: [string, (payload: unknown) => void][] = [
    ['connect', onConnect],
    ['disconnect', onDisconnect],
    ['connect_error', onConnectError],
    [SERVER_EVENTS.sessionExpired, onSessionExpired],
    [SERVER_EVENTS.message, onMessage],
  ];
  for (const [event, listener] of listeners) socket.on(event, listener);
  socket.connect();
  return () => {
    live = false;
    clearTimeout(renewTimer);
    for (const [event, listener] of listeners) socket.off(event, listener);
    socket.disconnect();
  };
}
