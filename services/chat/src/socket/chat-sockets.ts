import type { Server as HttpServer } from 'node:http';
import { SERVER_EVENTS, SOCKET_PATH } from '@mawadda/contracts';
import {
  onScrape,
  ProblemError,
  socketsConnected,
  type Logger,
  type Principal,
  type Redis,
  type RevocationView,
  type TokenVerifier,
} from '@mawadda/kit';
import { Server, type Socket } from 'socket.io';
import type { ChatApp } from '../app/context.js';
import { presenceWatchers } from '../app/presence-watchers.js';
import { handleCallFrames } from './call-sockets.js';
import { handleFrames } from './frames.js';
import { openRedisAdapter } from './redis-adapter.js';
import { watchSessions } from './session-watch.js';

/** A member's devices, on every replica (the Redis adapter carries room broadcasts between them). */
const roomOf = (memberId: string) => `member:${memberId}`;

/** Frames are small (a message is at most 2,000 characters); anything much larger is not ours. */
const MAX_FRAME_BYTES = 32 * 1024;

/**
 * Socket.IO at `/socket.io`, websocket only, so replicas need no sticky sessions; members only.
 * With Redis, replicas share rooms, so a message stored on one reaches devices on another.
 */
export function attachChatSockets(
  httpServer: HttpServer,
  o: {
    app: ChatApp;
    verifier: TokenVerifier;
    revocations?: RevocationView;
    redis?: Redis;
    logger: Logger;
  },
) {
  const { app, logger } = o;
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
  });
  const redisAdapter = o.redis ? openRedisAdapter(o.redis, logger) : undefined;
  if (redisAdapter) io.adapter(redisAdapter.adapter);

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || !token) return next(new Error('unauthorized'));
    o.verifier.verify(token).then(
      (principal) => {
        // Guardians connect for the calls they chaperone only (call-sockets.ts), nothing of chat.
        if (principal.role !== 'member' && principal.role !== 'guardian') return next(new Error('forbidden'));
        socket.data.principal = principal;
        next();
      },
      (err: unknown) => next(new Error(err instanceof ProblemError ? err.code : 'unauthorized')),
    );
  });

  const sessions = watchSessions(io, o.revocations);
  app.live.attach({
    toMember: (memberId, event, payload, except) => {
      const room = io.to(roomOf(memberId));
      const emit = () => void (except ? room.except(except) : room).emit(event, payload);
      // An acknowledged message must reach the member's devices on other replicas, if late.
      if (redisAdapter && event === SERVER_EVENTS.message) redisAdapter.keepIfMissed(emit);
      else emit();
    },
    toSocket: (socketId, event, payload) => void io.sockets.sockets.get(socketId)?.emit(event, payload),
  });

  io.on('connection', (socket: Socket) => {
    const member = socket.data.principal as Principal;
    void socket.join(roomOf(member.id));
    sessions.track(socket, member);
    handleCallFrames(socket, io, app, member, logger);
    if (member.role === 'guardian') return;
    handleFrames(socket, app, member, logger);
    void presenceChanged(app, member.id, () => app.presence.connect(member.id, socket.id), 'online');
    socket.once('disconnect', () => {
      void presenceChanged(app, member.id, () => app.presence.disconnect(member.id, socket.id), 'offline');
    });
  });

  async function presenceChanged(
    a: ChatApp,
    memberId: string,
    change: () => Promise<boolean>,
    presence: 'online' | 'offline',
  ) {
    try {
      if (!(await change())) return;
      // Told only to the other members of open conversations, and of a private member only to
      // those she let in: presence is for the people you talk to, as her profile allows.
      for (const otherId of await presenceWatchers(a, memberId))
        a.live.toMember(otherId, SERVER_EVENTS.presence, { memberId, presence });
    } catch (err) {
      logger.warn({ err }, 'chat presence update failed');
    }
  }

  // The sockets this replica holds, for /metrics (each replica reports its own).
  const unregister = onScrape(async () => socketsConnected.set({ service: 'chat' }, io.engine.clientsCount));

  return {
    io,
    async close() {
      unregister();
      sessions.stop();
      app.live.attach(undefined);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      redisAdapter?.close();
    },
  };
}
