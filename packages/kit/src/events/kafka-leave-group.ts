import net from 'node:net';

/**
 * LeaveGroup by member id, as Kafka's AdminClient does: kafkajs leaves only with its current id,
 * and a consumer crashed in an outage never sent it, so the rebalance would wait out its session.
 * Plain protocol at the oldest versions, which every broker kafkajs talks to answers.
 */

const API_FIND_COORDINATOR = 10;
const API_LEAVE_GROUP = 13;
/** Answers that mean "this member is not in the group (any more)": the goal is met. */
const GONE = new Set([0, 25 /* UNKNOWN_MEMBER_ID */, 69 /* GROUP_ID_NOT_FOUND */]);

function str(s: string): Buffer {
  const bytes = Buffer.from(s, 'utf8');
  const len = Buffer.alloc(2);
  len.writeInt16BE(bytes.length);
  return Buffer.concat([len, bytes]);
}

function frame(apiKey: number, correlationId: number, clientId: string, body: Buffer[]): Buffer {
  const head = Buffer.alloc(8);
  head.writeInt16BE(apiKey, 0);
  head.writeInt16BE(0, 2); // api version 0
  head.writeInt32BE(correlationId, 4);
  const payload = Buffer.concat([head, str(clientId), ...body]);
  const size = Buffer.alloc(4);
  size.writeInt32BE(payload.length);
  return Buffer.concat([size, payload]);
}

/** One request, one response (without its size prefix and correlation id), on a fresh connection. */
function call(host: string, port: number, request: Buffer, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let received = Buffer.alloc(0);
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`kafka ${host}:${port}: no answer in ${timeoutMs} ms`)),
    );
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= 4 && received.length >= 4 + received.readInt32BE(0)) {
        socket.end();
        resolve(received.subarray(8, 4 + received.readInt32BE(0)));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`kafka ${host}:${port}: connection closed`)));
  });
}

function parseBroker(address: string): { host: string; port: number } {
  const at = address.lastIndexOf(':');
  return { host: address.slice(0, at), port: Number(address.slice(at + 1)) };
}

/**
 * Sends LeaveGroup for each member id; resolves once the coordinator no longer knows them, throws
 * while no broker or coordinator answers (the caller retries with backoff).
 */
export async function leaveGroupMembers(
  brokers: string[],
  clientId: string,
  groupId: string,
  memberIds: string[],
  timeoutMs = 3000,
): Promise<void> {
  if (memberIds.length === 0) return;
  let lastError: unknown;
  for (const address of brokers) {
    try {
      const broker = parseBroker(address);
      const found = await call(
        broker.host,
        broker.port,
        frame(API_FIND_COORDINATOR, 1, clientId, [str(groupId)]),
        timeoutMs,
      );
      const findError = found.readInt16BE(0);
      if (findError !== 0) throw new Error(`FindCoordinator answered error ${findError}`);
      const hostLen = found.readInt16BE(6);
      const host = found.subarray(8, 8 + hostLen).toString('utf8');
      const port = found.readInt32BE(8 + hostLen);
      for (const [i, memberId] of memberIds.entries()) {
        const left = await call(
          host,
          port,
          frame(API_LEAVE_GROUP, 2 + i, clientId, [str(groupId), str(memberId)]),
          timeoutMs,
        );
        const code = left.readInt16BE(0);
        // COORDINATOR_LOAD_IN_PROGRESS (14) right after a broker restart, NOT_COORDINATOR: later.
        if (!GONE.has(code)) throw new Error(`LeaveGroup answered error ${code}`);
      }
      return;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error('no broker answered');
}
