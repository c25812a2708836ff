import { z } from 'zod';
import { socketProblemSchema, type SocketProblem } from '@mawadda/contracts';
import type { ChatSocket } from './chat-socket';

/** How long a frame waits for the server's answer before it counts as not sent. */
export const ACK_TIMEOUT_MS = 10_000;

/** No answer in time (the connection dropped unseen, or the server is slow): try again later. */
export class AckTimeout extends Error {
  constructor() {
    super('ack timeout');
    this.name = 'AckTimeout';
  }
}

/** The server refused the frame, with the same problem (code, message key) the HTTP API gives. */
export class SocketRefusal extends Error {
  constructor(readonly problem: SocketProblem) {
    super(problem.code);
    this.name = 'SocketRefusal';
  }
}

/** Every client frame is answered `{ ok: true, data }` or `{ ok: false, problem }` (SocketAck). */
const ackSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), problem: socketProblemSchema }),
]);

const offProtocol: SocketProblem = { status: 500, code: 'bad_ack', messageKey: 'error.internal' };

/**
 * Sends a client frame and resolves with the server's acknowledged data, parsed by `schema`. A
 * refusal rejects with SocketRefusal, silence with AckTimeout; an answer off the protocol is
 * a refusal with "Something went wrong" (the frame may not be sent again blindly).
 */
export function emitWithAck<S extends z.ZodType>(
  socket: ChatSocket,
  event: string,
  payload: unknown,
  schema: S,
  timeoutMs = ACK_TIMEOUT_MS,
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new AckTimeout()), timeoutMs);
    socket.emit(event, payload, (answer: unknown) => {
      clearTimeout(timer);
      const ack = ackSchema.safeParse(answer);
      if (!ack.success) return reject(new SocketRefusal(offProtocol));
      if (!ack.data.ok) return reject(new SocketRefusal(ack.data.problem));
      const data = schema.safeParse(ack.data.data);
      if (data.success) resolve(data.data);
      else reject(new SocketRefusal(offProtocol));
    });
  });
}
