import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveGroupMembers } from '../src/events/kafka-leave-group.js';

/** A fake broker: answers FindCoordinator with itself and LeaveGroup with the given error code. */
function fakeBroker(leaveAnswers: number[]) {
  const seen: { apiKey: number; group: string; member?: string }[] = [];
  const server = net.createServer((socket) => {
    socket.on('data', (buf) => {
      const apiKey = buf.readInt16BE(4);
      const correlationId = buf.readInt32BE(8);
      const clientLen = buf.readInt16BE(12);
      let at = 14 + clientLen;
      const readStr = () => {
        const len = buf.readInt16BE(at);
        const text = buf.subarray(at + 2, at + 2 + len).toString('utf8');
        at += 2 + len;
        return text;
      };
      const group = readStr();
      let body: Buffer;
      if (apiKey === 10) {
        seen.push({ apiKey, group });
        const host = Buffer.from('127.0.0.1');
        body = Buffer.alloc(2 + 4 + 2 + host.length + 4);
        body.writeInt16BE(0, 0);
        body.writeInt32BE(1, 2);
        body.writeInt16BE(host.length, 6);
        host.copy(body, 8);
        body.writeInt32BE((server.address() as net.AddressInfo).port, 8 + host.length);
      } else {
        seen.push({ apiKey, group, member: readStr() });
        body = Buffer.alloc(2);
        body.writeInt16BE(leaveAnswers.shift() ?? 0, 0);
      }
      const head = Buffer.alloc(8);
      head.writeInt32BE(4 + body.length, 0);
      head.writeInt32BE(correlationId, 4);
      socket.end(Buffer.concat([head, body]));
    });
  });
  return { server, seen };
}

let open: net.Server | undefined;
afterEach(() => open?.close());

async function listen(server: net.Server): Promise<string> {
  open = server;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}

describe('leaveGroupMembers', () => {
  it('finds the coordinator, then sends LeaveGroup for each crashed member id', async () => {
    const broker = fakeBroker([0, 25]);
    const address = await listen(broker.server);
    await leaveGroupMembers([address], 'search', 'search.prod', ['member-a', 'member-b']);
    expect(broker.seen).toEqual([
      { apiKey: 10, group: 'search.prod' },
      { apiKey: 13, group: 'search.prod', member: 'member-a' },
      { apiKey: 13, group: 'search.prod', member: 'member-b' },
    ]);
  });

  it('throws while the coordinator is still loading the group, so the caller tries again', async () => {
    const address = await listen(fakeBroker([14]).server);
    await expect(leaveGroupMembers([address], 'search', 'g', ['m'])).rejects.toThrow(/error 14/);
  });

  it('throws when no broker answers, and does nothing when there is no one to remove', async () => {
    await expect(leaveGroupMembers(['127.0.0.1:9'], 'search', 'g', ['m'], 500)).rejects.toThrow();
    await expect(leaveGroupMembers(['127.0.0.1:9'], 'search', 'g', [])).resolves.toBeUndefined();
  });
});
