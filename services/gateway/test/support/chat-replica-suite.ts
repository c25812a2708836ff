import { randomUUID } from 'node:crypto';
import { expect, it, onTestFinished } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { ChatMessage, MessageEvent, MessagePage, SocketAck } from '@mawadda/contracts';
import { floodConversation } from '../../../chat/test/support/chat-flood.js';

/** What the distributed test hands this suite: the edge, each chat replica, and a way to kill one. */
export interface ChatReplicaStack {
  gateway(): string;
  replica(i: number): string;
  killReplica(i: number): Promise<void>;
  restartReplica(i: number): Promise<void>;
  registerMember(
    name: string,
    gender: 'male' | 'female',
    phone: string,
  ): Promise<{ id: string; headers: Record<string, string> }>;
}

const tokenOf = (headers: Record<string, string>) => headers.authorization!.replace('Bearer ', '');

function connect(url: string, headers: Record<string, string>): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: tokenOf(headers) },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The next `message` event a socket receives that matches. */
const nextMessage = (socket: Socket, match: (m: ChatMessage) => boolean) =>
  new Promise<ChatMessage>((resolve) => {
    const on = (event: MessageEvent) => {
      if (!match(event.message)) return;
      socket.off('message', on);
      resolve(event.message);
    };
    socket.on('message', on);
  });

const send = (socket: Socket, frame: { conversationId: string; clientId: string; text: string }) =>
  socket.timeout(5000).emitWithAck('send', frame) as Promise<SocketAck<ChatMessage>>;

/**
 * Chat as the distributed mode runs it: two replicas on one PostgreSQL database with
 * the Redis adapter between them. Two members on different replicas talk; a resend is never a
 * second message; a flood from both replicas is numbered without a gap and told to every device;
 * a replica killed mid-conversation loses nothing it acknowledged.
 */
export function chatReplicaSuite(stack: ChatReplicaStack) {
  const sockets: Socket[] = [];
  const track = (s: Socket) => (sockets.push(s), s);
  let conversationId = '';
  let amina: { id: string; headers: Record<string, string> };
  let yusuf: { id: string; headers: Record<string, string> };

  const history = async (viaUrl: string) => {
    const res = await fetch(`${viaUrl}/api/chat/conversations/${conversationId}/messages?limit=100`, {
      headers: amina.headers,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as MessagePage).items;
  };

  type Member = { id: string; headers: Record<string, string> };
  /**
   * He starts his free trial (nobody gets one at registration; billing answers 201 once it has read
   * his registration from Kafka), then chat learns of both (auth), her public profile (profile)
   * and his trial (billing's entitlement.changed) over Kafka, until he may write to her.
   */
  const trialAndReach = async (him: Member, her: Member) => {
    await expect
      .poll(
        async () =>
          (await fetch(`${stack.gateway()}/api/billing/trial`, { method: 'POST', headers: him.headers }))
            .status,
        { timeout: 60_000, interval: 250 },
      )
      .toBe(201);
    await expect
      .poll(
        async () => {
          const res = await fetch(`${stack.gateway()}/api/chat/with/${her.id}`, { headers: him.headers });
          return res.ok ? ((await res.json()) as { canWrite: boolean }).canWrite : res.status;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
  };

  it('chat: members on different replicas reach each other, with receipts, through the Redis adapter', async () => {
    amina = await stack.registerMember('Amina Replica', 'female', '+971501230001');
    yusuf = await stack.registerMember('Yusuf Replica', 'male', '+971501230002');
    await trialAndReach(yusuf, amina);
    const onZero = track(await connect(stack.replica(0), yusuf.headers));
    const onOne = track(await connect(stack.replica(1), amina.headers));

    const arrives = nextMessage(onOne, (m) => m.senderId === yusuf.id);
    const started = await fetch(`${stack.gateway()}/api/chat/conversations`, {
      method: 'POST',
      headers: { ...yusuf.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: amina.id, clientId: randomUUID(), text: 'Assalamu alaikum, Amina' }),
    });
    expect(started.status).toBe(201);
    conversationId = ((await started.json()) as { conversation: { id: string } }).conversation.id;
    expect((await arrives).text).toBe('Assalamu alaikum, Amina');

    // Her reply from replica 1 reaches him on replica 0; her receipt turns his tick.
    const reply = nextMessage(onZero, (m) => m.senderId === amina.id);
    const receipt = new Promise<{ readSeq: number }>((r) => onZero.once('receipt', r));
    const ack = await send(onOne, { conversationId, clientId: randomUUID(), text: 'Wa alaikum assalam' });
    expect(ack.ok).toBe(true);
    expect((await reply).text).toBe('Wa alaikum assalam');
    onOne.emit('read', { conversationId, upToSeq: 1 });
    expect((await receipt).readSeq).toBe(1);
  });

  it('chat: a resend with the same client id is the same message, never a second one', async () => {
    const socket = track(await connect(stack.replica(0), amina.headers));
    const frame = { conversationId, clientId: randomUUID(), text: 'Once only' };
    const first = await send(socket, frame);
    const again = await send(socket, frame);
    const viaOther = track(await connect(stack.replica(1), amina.headers));
    const third = await send(viaOther, frame);
    expect(first.ok && again.ok && third.ok).toBe(true);
    if (!first.ok || !again.ok || !third.ok) return;
    expect(again.data.id).toBe(first.data.id);
    expect(third.data.id).toBe(first.data.id);
    const items = await history(stack.replica(1));
    expect(items.filter((m) => m.clientId === frame.clientId)).toHaveLength(1);
  });

  it('chat: a flood from a device of each member on each replica is stored once, numbered 1..N, told to all', async () => {
    // A pair of its own: the flood spends most of each member's messages-per-minute budget (the
    // stack runs the default 60), which the crash case below needs for Amina.
    const her = await stack.registerMember('Maryam Flood', 'female', '+971501230003');
    const him = await stack.registerMember('Omar Flood', 'male', '+971501230004');
    await trialAndReach(him, her);
    const started = await fetch(`${stack.gateway()}/api/chat/conversations`, {
      method: 'POST',
      headers: { ...him.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ memberId: her.id, clientId: randomUUID(), text: 'Assalamu alaikum, Maryam' }),
    });
    expect(started.status).toBe(201);
    const floodId = ((await started.json()) as { conversation: { id: string } }).conversation.id;
    const device = async (name: string, m: typeof her, replica: number) => {
      const socket = await connect(stack.replica(replica), m.headers);
      onTestFinished(() => void socket.disconnect());
      return { name, memberId: m.id, socket };
    };
    await floodConversation({
      conversationId: floodId,
      devices: [
        await device('his device on replica 0', him, 0),
        await device('his device on replica 1', him, 1),
        await device('her device on replica 0', her, 0),
        await device('her device on replica 1', her, 1),
      ],
      // 1 + 2 × 25 + 3 messages for him, within the 60 a minute.
      perDevice: 25,
      doubled: 3,
      before: 1,
      timeoutMs: 20_000,
      oneProcess: false,
      page: async (cursor) => {
        const res = await fetch(
          `${stack.replica(1)}/api/chat/conversations/${floodId}/messages?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
          { headers: her.headers },
        );
        expect(res.status).toBe(200);
        return (await res.json()) as MessagePage;
      },
    });
  });

  it('chat: a replica killed mid-conversation loses no acknowledged message', async () => {
    const doomed = track(await connect(stack.replica(0), amina.headers));
    const listener = track(await connect(stack.replica(1), yusuf.headers));
    const heard = new Set<string>();
    listener.on('message', (e: MessageEvent) => heard.add(e.message.clientId));

    const frames = Array.from({ length: 30 }, (_, i) => ({
      conversationId,
      clientId: randomUUID(),
      text: `Message ${i + 1} before and during the crash`,
    }));
    const acked = new Map<string, string>();
    let firstAck!: () => void;
    const ackedOnce = new Promise<void>((r) => (firstAck = r));
    // Sends go out back to back; the replica dies once the first is acknowledged (not after a
    // fixed wait: on a busy machine no ack had come back by then), while others are in flight.
    const inFlight = frames.map((f, i) =>
      // Pacing, not waiting: the sends are spread out so that some are in flight at the crash.
      // eslint-disable-next-line mawadda-tests/no-sleep
      new Promise((r) => setTimeout(r, i * 15))
        .then(() => send(doomed, f))
        .then((ack) => {
          if (!ack.ok) return;
          acked.set(f.clientId, ack.data.id);
          firstAck();
        })
        .catch(() => undefined),
    );
    // A replica that acknowledges nothing fails below rather than leaving the test to time out.
    await Promise.race([ackedOnce, Promise.all(inFlight)]);
    expect(acked.size).toBeGreaterThan(0);
    // Brought back whatever this test finds: the files' later tests (billing) use both replicas.
    onTestFinished(async () => {
      for (const s of sockets.splice(0)) s.disconnect();
      await stack.restartReplica(0);
    });
    await stack.killReplica(0);
    await Promise.all(inFlight);

    // The member's app reconnects (to the surviving replica) and resends what got no ack.
    const survivor = track(await connect(stack.replica(1), amina.headers));
    for (const f of frames.filter((f) => !acked.has(f.clientId))) {
      const ack = await send(survivor, f);
      expect(ack.ok).toBe(true);
    }
    const items = await history(stack.replica(1));
    for (const f of frames) expect(items.filter((m) => m.clientId === f.clientId)).toHaveLength(1);
    for (const [clientId, id] of acked) expect(items.find((m) => m.clientId === clientId)?.id).toBe(id);
    // Each stored once, at its own place in the conversation.
    const seqs = frames.map((f) => items.find((m) => m.clientId === f.clientId)!.seq);
    expect(new Set(seqs).size).toBe(frames.length);
    // Every message reached the other member live, on the surviving replica.
    await expect.poll(() => frames.every((f) => heard.has(f.clientId)), { timeout: 10_000 }).toBe(true);
  });
}
