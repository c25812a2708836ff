import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import type { ChatMessage, MessageEvent, MessagePage, SocketAck } from '@mawadda/contracts';

/** A member's device in the flood. */
export interface FloodDevice {
  name: string;
  memberId: string;
  socket: Socket;
}

export interface Flood {
  conversationId: string;
  /** Two devices of each of the conversation's two members, connected. */
  devices: FloodDevice[];
  /** Messages each device sends, none waiting for an earlier one's ack. */
  perDevice: number;
  /** Client ids each member sends from both of their devices at once (a retry on the other device). */
  doubled: number;
  /** How many messages the conversation holds before the flood (its opening). */
  before: number;
  /** One page of the history as a member reads it over HTTP, newest first. */
  page(cursor: string | null): Promise<MessagePage>;
  /** How long the acks and the live events may take, all of them. */
  timeoutMs: number;
  /**
   * One process holds every socket: each announcement is emitted to both members' rooms at once,
   * so every device hears the same events in the same order. Across replicas each replica
   * interleaves its own announcements with the other's as they come through Redis.
   */
  oneProcess: boolean;
}

type Frame = { conversationId: string; clientId: string; text: string };
type Sent = { device: FloodDevice; frame: Frame; ack: SocketAck<ChatMessage> };

/** What a message is, wherever it is read: ack, event or history. */
const fieldsOf = (m: ChatMessage) => ({
  id: m.id,
  seq: m.seq,
  clientId: m.clientId,
  senderId: m.senderId,
  text: m.text,
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Every device of both members sends at once into one conversation, and some client ids are sent
 * from two devices of a member at once; then the guarantees a member relies on are checked (each
 * message stored once, numbered without a gap, and every device told of each as it was stored).
 */
export async function floodConversation(f: Flood): Promise<void> {
  const heard = new Map<FloodDevice, ChatMessage[]>();
  const listeners = f.devices.map((d) => {
    const arrived: ChatMessage[] = [];
    heard.set(d, arrived);
    const on = (e: MessageEvent) => {
      if (e.conversation.id === f.conversationId) arrived.push(e.message);
    };
    d.socket.on('message', on);
    return () => d.socket.off('message', on);
  });
  try {
    const sent = await sendAll(f);
    const stored = checkAcks(f, sent);
    await checkHistory(f, stored);
    const frames = sent.map((x) => x.frame.clientId);
    const twice = new Set(frames.filter((id, i) => frames.indexOf(id) !== i));
    await checkDevices(f, stored, twice, heard, sent);
  } finally {
    for (const off of listeners) off();
  }
}

/** Fires every frame without waiting, then waits for all the acks. */
async function sendAll(f: Flood): Promise<Sent[]> {
  const emit = (device: FloodDevice, frame: Frame): Promise<Sent> =>
    (device.socket.timeout(f.timeoutMs).emitWithAck('send', frame) as Promise<SocketAck<ChatMessage>>).then(
      (ack) => ({ device, frame, ack }),
    );
  const frame = (text: string): Frame => ({ conversationId: f.conversationId, clientId: randomUUID(), text });
  const members = [...new Set(f.devices.map((d) => d.memberId))];
  const inFlight: Promise<Sent>[] = [];
  for (let i = 0; i < f.perDevice; i++) {
    for (const d of f.devices) inFlight.push(emit(d, frame(`${d.name} ${i + 1}`)));
    // Mid-flood, each member's app sends the same frames from both devices at once.
    if (i !== Math.floor(f.perDevice / 2)) continue;
    for (const [m, memberId] of members.entries())
      for (let k = 0; k < f.doubled; k++) {
        const twice = frame(`member ${m + 1}, from both devices, ${k + 1}`);
        for (const d of f.devices.filter((x) => x.memberId === memberId)) inFlight.push(emit(d, twice));
      }
  }
  return Promise.all(inFlight);
}

/**
 * Every send acknowledged with its stored message; a client id sent twice is one message, and the
 * flood's messages take the numbers after the opening, each once, none skipped.
 */
function checkAcks(f: Flood, sent: Sent[]): Map<string, ChatMessage> {
  const stored = new Map<string, ChatMessage>();
  for (const { device, frame, ack } of sent) {
    expect(ack, `${device.name}: ${frame.text}`).toMatchObject({
      ok: true,
      data: {
        conversationId: f.conversationId,
        clientId: frame.clientId,
        text: frame.text,
        senderId: device.memberId,
      },
    });
    if (!ack.ok) continue;
    const first = stored.get(frame.clientId);
    if (first) expect(fieldsOf(ack.data), `the resend of ${frame.text}`).toEqual(fieldsOf(first));
    else stored.set(frame.clientId, ack.data);
  }
  const members = new Set(f.devices.map((d) => d.memberId)).size;
  expect(stored.size).toBe(f.devices.length * f.perDevice + members * f.doubled);
  const seqs = [...stored.values()].map((m) => m.seq).sort((a, b) => a - b);
  expect(seqs).toEqual(range(f.before + 1, f.before + stored.size));
  expect(new Set([...stored.values()].map((m) => m.id)).size).toBe(stored.size);
  return stored;
}

/** The history, page by page: 1..N in order, each flood message once, as acknowledged. */
async function checkHistory(f: Flood, stored: Map<string, ChatMessage>) {
  const newestFirst: ChatMessage[] = [];
  let cursor: string | null = null;
  do {
    const page = await f.page(cursor);
    newestFirst.push(...page.items);
    cursor = page.next;
  } while (cursor);
  const history = newestFirst.reverse();
  expect(history.map((m) => m.seq)).toEqual(range(1, f.before + stored.size));
  const flood = [...stored.values()].sort((a, b) => a.seq - b.seq).map(fieldsOf);
  expect(history.slice(f.before).map(fieldsOf)).toEqual(flood);
}

/**
 * Every device knows every message once, a doubled one twice, always as stored: the device that
 * sent a message by its ack, every other device of both members by an event (notify.ts tells each
 * member's room but the sending socket), and a resend is announced again (but to its sender).
 * Placed by seq, as clients place them, every device shows the history's order. In one process
 * the events every device hears come in one order (each device lacking its own sends): compared on
 * the messages announced once. Not checked: that events arrive in seq order. Each announcement
 * runs after its commit, outside the pair's lock, so a later message's can overtake an earlier
 * one's (now and then on PostgreSQL in one process, often across replicas).
 */
async function checkDevices(
  f: Flood,
  stored: Map<string, ChatMessage>,
  twice: Set<string>,
  heard: Map<FloodDevice, ChatMessage[]>,
  sent: Sent[],
) {
  const doubled = new Set([...twice].map((clientId) => stored.get(clientId)!.id));
  const expected = (id: string) => (doubled.has(id) ? 2 : 1);
  const acked = (d: FloodDevice) => sent.flatMap((s) => (s.device === d && s.ack.ok ? [s.ack.data] : []));
  const known = (d: FloodDevice) => [...acked(d), ...heard.get(d)!];
  const counts = (arrived: ChatMessage[]) => {
    const n = new Map<string, number>();
    for (const m of arrived) n.set(m.id, (n.get(m.id) ?? 0) + 1);
    return n;
  };
  // Counts only grow: once no device lacks anything, the exact counts below judge all there is.
  const lacking = () =>
    f.devices.flatMap((d) => {
      const n = counts(known(d));
      const short = [...stored.values()].filter((m) => (n.get(m.id) ?? 0) < expected(m.id)).length;
      return short ? [`${d.name} lacks ${short}`] : [];
    });
  await expect.poll(lacking, { timeout: f.timeoutMs }).toEqual([]);

  const asStored = new Map([...stored.values()].map((m) => [m.id, fieldsOf(m)]));
  for (const d of f.devices) {
    const arrived = known(d);
    for (const m of arrived) expect(fieldsOf(m), d.name).toEqual(asStored.get(m.id));
    const n = counts(arrived);
    for (const [id, m] of asStored) expect(n.get(id), `${d.name}: told of ${m.text}`).toBe(expected(id));
    // Its own sends reach it by their acks alone: no event repeats them.
    const own = new Set(acked(d).map((m) => m.id));
    const echoed = heard.get(d)!.filter((m) => own.has(m.id) && !doubled.has(m.id));
    expect(echoed.map((m) => m.text), `${d.name} told again of its own`).toEqual([]);
  }
  if (f.oneProcess) {
    const order = (d: FloodDevice) => heard.get(d)!.map((m) => m.id).filter((id) => !doubled.has(id));
    for (const a of f.devices)
      for (const b of f.devices) {
        if (a === b) continue;
        const inB = new Set(order(b));
        const inA = new Set(order(a));
        expect(order(a).filter((id) => inB.has(id)), `${a.name} as ${b.name}`).toEqual(
          order(b).filter((id) => inA.has(id)),
        );
      }
  }
}
