// Chat: k6's WebSocket speaking Socket.IO to chat (services/chat README, "Transport"). Each
// iteration opens both members of one of the prepared conversations as two sockets (the access
// token in the `40` connect), then they take turns: one sends (`42<id>["send",…]`, acknowledged
// with the stored message), the other must receive it as a `message` event; the receiver marks it
// read. Measured: connect, ack (send → stored), delivery (send → the other device has it), and
// the messages stored (`chat_messages`); the read receipt's own ack (`chat_read`) is shown, not
// held to a threshold.
//
// The load is many lively conversations rather than a few slow ones: one VU per prepared
// conversation (LOAD_CHAT_VUS, 10 by default), LOAD_CHAT_MESSAGES to a connection on average
// (20), each sent 30–70 ms after the last one arrived (think time, so not a flood): about 140
// messages a second in all against the embedded app on two cores, where six messages 300 ms
// apart on four VUs sent 5. The receiver marks a message read while she thinks of her reply, as the member
// site does (it does not wait for the receipt's ack to let her type): waiting for it first made
// each turn a round trip longer without adding load.
import exec from 'k6/execution';
import { check } from 'k6';
import { Counter, Trend } from 'k6/metrics';
import { clearTimeout, setTimeout } from 'k6/timers';
import { BASE_URL, CHAT_MESSAGES, CHAT_VUS, DURATION, loadData, SUMMARY_TREND_STATS } from '../lib/env.js';
import { SocketIoClient, uuidv4 } from '../lib/socketio.js';
import { summaryHandler } from '../lib/summary.js';

const data = loadData();
if (!data.pairs.length)
  throw new Error('chat.js needs LOAD_DATA with conversation pairs (scripts/load/run.ts)');

/**
 * Messages on one connection: LOAD_CHAT_MESSAGES on average, from half to one and a half times
 * it. Connections of one length kept every VU in step: all of them closed and reconnected
 * within the same second, a burst of a hundred sockets each tenth of a run that members spread
 * over time do not make.
 */
const messagesThisConnection = () => Math.max(2, Math.round(CHAT_MESSAGES * (0.5 + Math.random())));
/** Think time between a message's arrival and the reply: a range, so VUs do not march in step. */
const THINK_MS = { min: 30, max: 70 };
const VUS_IN_USE = Math.max(1, Math.min(CHAT_VUS, data.pairs.length));
/**
 * Each VU opens its first connection at a random moment in this window (a tenth of a second a
 * VU, at most five seconds): k6 starts every VU in the same instant, and a hundred sockets
 * opening in one millisecond were an eighth of a run's connects, all queued behind one another.
 */
const START_SPREAD_MS = Math.min(5000, 100 * VUS_IN_USE);
const connectTime = new Trend('chat_connect', true);
const ackTime = new Trend('chat_ack', true);
const deliveryTime = new Trend('chat_delivery', true);
const readTime = new Trend('chat_read', true);
const messagesSent = new Counter('chat_messages');

export const options = {
  summaryTrendStats: SUMMARY_TREND_STATS,
  scenarios: {
    chat: {
      executor: 'constant-vus',
      vus: VUS_IN_USE,
      duration: DURATION,
    },
  },
  thresholds: {
    checks: ['rate>0.99'],
    chat_connect: ['p(95)<1000', 'p(99)<2000'],
    chat_ack: ['p(95)<500', 'p(99)<1000'],
    chat_delivery: ['p(95)<500', 'p(99)<1000'],
  },
};

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves with the time a message id reached this socket (now, or when it arrives), or null after
 * `timeoutMs`. The timer is cleared on arrival: k6 ends an iteration only once no timer is left,
 * so a stray one held each iteration up to five seconds past its last message.
 */
function arrivals(socket) {
  const seen = new Map();
  const waiting = new Map();
  socket.on('message', (body) => {
    const id = body?.message?.id;
    if (!id) return;
    seen.set(id, Date.now());
    waiting.get(id)?.(seen.get(id));
  });
  return (id, timeoutMs = 5000) =>
    seen.has(id)
      ? Promise.resolve(seen.get(id))
      : new Promise((resolve) => {
          const timer = setTimeout(() => {
            waiting.delete(id);
            resolve(null);
          }, timeoutMs);
          waiting.set(id, (at) => {
            clearTimeout(timer);
            waiting.delete(id);
            resolve(at);
          });
        });
}

export default async function () {
  const pair = data.pairs[(exec.vu.idInTest - 1) % data.pairs.length];
  if (exec.vu.iterationInScenario === 0) await wait(Math.random() * START_SPREAD_MS);
  const started = Date.now();
  const a = new SocketIoClient(BASE_URL, { token: pair.a.token });
  const b = new SocketIoClient(BASE_URL, { token: pair.b.token });
  const reached = { a: arrivals(a), b: arrivals(b) };
  try {
    await Promise.all([a.connected, b.connected]);
    connectTime.add(Date.now() - started);
    check(true, { 'both sockets connect': (ok) => ok });
  } catch (error) {
    check(error, { 'both sockets connect': () => false });
    console.error(`chat connect: ${error.message}`);
    a.close();
    b.close();
    return;
  }

  const messages = messagesThisConnection();
  for (let i = 0; i < messages; i++) {
    const [from, to, receiver] = i % 2 === 0 ? [a, b, reached.b] : [b, a, reached.a];
    const sentAt = Date.now();
    let ack;
    try {
      ack = await from.emitWithAck('send', {
        conversationId: pair.conversationId,
        clientId: uuidv4(),
        text: `load test message ${exec.scenario.iterationInTest}.${i} (مرحبا)`,
      });
    } catch (error) {
      ack = { ok: false, problem: { code: error.message } };
    }
    const stored = check(ack, { 'send is acknowledged as stored': (r) => r?.ok === true && !!r.data?.id });
    if (!stored) {
      console.error(`chat send refused: ${JSON.stringify(ack?.problem)}`);
      continue;
    }
    ackTime.add(Date.now() - sentAt);
    messagesSent.add(1);
    const at = await receiver(ack.data.id);
    check(at, { 'the other member receives it': (t) => t !== null });
    if (at !== null) deliveryTime.add(at - sentAt);
    const readAt = Date.now();
    const read = to.emitWithAck('read', { conversationId: pair.conversationId, upToSeq: ack.data.seq }).then(
      (r) => {
        readTime.add(Date.now() - readAt);
        return r;
      },
      (error) => ({ ok: false, problem: { code: error.message } }),
    );
    const [receipt] = await Promise.all([
      read,
      wait(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min)),
    ]);
    check(receipt, { 'read receipt is acknowledged': (r) => r?.ok === true });
  }
  a.close();
  b.close();
  await wait(200);
}

export const handleSummary = summaryHandler('chat');
