// The baseline of the chat bench: bare Socket.IO doing the same relay as chat (a member's socket
// sends to the other member's room, with an ack; a receipt likewise) but nothing else: no token check, no database,
// no rules. Run as its own process like the chat server it is compared with; with REDIS_URL it
// uses the same Redis adapter as chat's replicas, so the distributed baseline crosses Redis too.
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';

const { PORT: port, REDIS_URL: redisUrl } = loadConfig(
  z.object({ PORT: z.coerce.number().int().min(0).default(0), REDIS_URL: z.url().optional() }),
);
const http = createServer();
const io = new Server(http, { path: '/socket.io', transports: ['websocket'], serveClient: false });
if (redisUrl) {
  const pub = new Redis(redisUrl);
  // Channels of its own: on the adapter's default key, chat's replicas decoded every relayed
  // frame (and the relays every chat frame), each phase paying for the other's processes.
  io.adapter(createAdapter(pub, pub.duplicate(), { key: 'bench-raw-relay' }));
}

io.on('connection', (socket) => {
  const me = String(socket.handshake.auth.memberId);
  void socket.join(`member:${me}`);
  socket.on('send', (frame: { to: string; clientId: string; text: string }, ack?: (a: unknown) => void) => {
    const message = { id: frame.clientId, senderId: me, text: frame.text, sentAt: new Date().toISOString() };
    ack?.({ ok: true, data: message });
    io.to(`member:${frame.to}`).emit('message', { message });
  });
  // A receipt, relayed as chat tells the other member of it: acknowledged, then passed on.
  socket.on('read', (frame: { to: string; upToSeq: number }, ack?: (a: unknown) => void) => {
    ack?.({ ok: true, data: null });
    io.to(`member:${frame.to}`).emit('receipt', { upToSeq: frame.upToSeq });
  });
});

http.listen(port, '127.0.0.1', () => {
  const address = http.address();
  process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : ''}\n`);
});
process.once('SIGTERM', () => {
  void io.close();
  process.exit(0);
});
