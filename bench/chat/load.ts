import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';

/** One side of a conversation under load: where it connects and how it addresses the other side. */
export interface Seat {
  url: string;
  memberId: string;
  /** What the server's handshake expects (chat: the access token; the raw baseline: the id). */
  auth: Record<string, string>;
  /** The send frame for a text: chat names the conversation, the raw relay the peer. */
  frame(text: string): Record<string, string>;
  /** The `read` receipt frame for the other side's messages up to `upToSeq`. */
  receipt(upToSeq: number): Record<string, string | number>;
}

export interface LoadFigures {
  sockets: number;
  seconds: number;
  sent: number;
  received: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const connectAll = async (seats: Seat[]): Promise<Socket[]> => {
  const sockets: Socket[] = [];
  // In batches, as members arrive: a thousand handshakes at once measure the accept queue.
  for (let i = 0; i < seats.length; i += 50) {
    const batch = seats.slice(i, i + 50).map(
      (seat) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = io(seat.url, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: seat.auth,
            reconnection: false,
            timeout: 20_000,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
};

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;

/**
 * Every seat sends `rate` messages a second for `seconds` (start times spread over the first
 * interval), each text carrying its send time; the peer's socket records send-to-receive latency.
 * `rate: 'max'` is a closed loop instead: each seat sends its next message as soon as the last
 * is acknowledged, which measures how many messages a second the server sustains. `receipts`:
 * each message received is answered with a `read` receipt, as an open conversation does.
 */
export async function runLoad(
  seats: Seat[],
  options: { seconds: number; rate: number | 'max'; receipts?: boolean },
): Promise<LoadFigures> {
  const sockets = await connectAll(seats);
  const latencies: number[] = [];
  let sent = 0;
  let failed = 0;
  let measuring = true;
  sockets.forEach((socket, i) =>
    socket.on('message', (event: { message: { senderId: string; text: string | null; seq?: number } }) => {
      if (!measuring || event.message.senderId === seats[i]!.memberId) return;
      const at = Number(event.message.text?.split(' ')[0]);
      if (Number.isFinite(at)) latencies.push(performance.now() - at);
      // The raw relay numbers nothing: its receipts name 1, which costs it the same to relay.
      if (options.receipts) socket.emit('read', seats[i]!.receipt(event.message.seq ?? 1), () => {});
    }),
  );
  const sendOne = (i: number) =>
    new Promise<void>((resolve) => {
      sent++;
      const text = `${performance.now()} bench message ${sent}`;
      sockets[i]!.timeout(10_000).emit(
        'send',
        { ...seats[i]!.frame(text), clientId: randomUUID() },
        (err: Error | null, ack?: { ok: boolean }) => {
          if (err || !ack?.ok) failed++;
          resolve();
        },
      );
    });

  const started = performance.now();
  const until = started + options.seconds * 1000;
  if (options.rate === 'max') {
    await Promise.all(
      sockets.map(async (_, i) => {
        while (performance.now() < until) await sendOne(i);
      }),
    );
  } else {
    const interval = 1000 / options.rate;
    await Promise.all(
      sockets.map(
        (_, i) =>
          new Promise<void>((resolve) => {
            const tick = () => {
              if (performance.now() >= until) return resolve();
              void sendOne(i);
              setTimeout(tick, interval);
            };
            setTimeout(tick, (i / sockets.length) * interval);
          }),
      ),
    );
  }
  // Let the last messages land, then stop counting.
  await new Promise((r) => setTimeout(r, 2000));
  measuring = false;
  const seconds = (performance.now() - started) / 1000 - 2;
  for (const socket of sockets) socket.disconnect();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sockets: sockets.length,
    seconds,
    sent,
    received: latencies.length,
    failed,
    perSecond: latencies.length / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
  };
}
