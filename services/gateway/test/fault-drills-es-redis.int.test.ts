import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { translate, type ChatMessage, type MessageEvent, type SocketAck } from '@mawadda/contracts';
import {
  startDistributedStack,
  STARTUP_TIMEOUT_MS,
  type DistributedStack,
  type StackMember,
} from './support/distributed-stack.js';
import { DrillFigures } from './support/drill-figures.js';
import { engineRunning, killEngine, startEngine } from './support/engine-control.js';

/**
 * Fault drills on the real engines (Elasticsearch, Redis): the distributed stack while one engine
 * is SIGKILLed and started again on its data. Integration files run one at a time, so this file
 * may stop the shared engines; it always starts them again.
 */
let stack: DistributedStack;
/** Timings are figures set against the targets, never assertions (see DrillFigures). */
const figures = new DrillFigures('es-redis');

beforeAll(async () => {
  stack = await startDistributedStack('drills-es');
}, STARTUP_TIMEOUT_MS);

afterAll(async () => {
  figures.report();
  // Later files expect every engine up, whatever happened here.
  for (const engine of ['elasticsearch', 'redis'] as const)
    if (!engineRunning(engine)) await startEngine(engine);
  await stack?.stop();
}, 300_000);

/**
 * Lets wall-clock time pass: how long an engine stays away is what a drill is about, and real
 * engines run on the real clock. Never a wait for something to happen (poll for that).
 */
const lasting = (ms: number) =>
  // eslint-disable-next-line mawadda-tests/no-sleep
  new Promise((r) => setTimeout(r, ms));

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const value = await work();
  return [value, Date.now() - started];
}

/** Every process of the stack still answers its liveness probe: nothing crashed. */
async function everyProcessAlive() {
  const urls = [
    stack.gateway,
    stack.chatReplica(0),
    stack.chatReplica(1),
    ...['auth', 'profile', 'search', 'social', 'billing', 'notify', 'cms'].map((s) => stack.serviceUrl(s)),
  ];
  for (const url of urls) expect((await fetch(`${url}/healthz`)).status, url).toBe(200);
}

it('Elasticsearch stopped: search answers a 503 problem in the member language within 2 s, /readyz names it, and the index catches up after', async () => {
  const { json } = stack;
  const noor = await stack.registerMember('Noor Drill', 'female', '+971504440001');
  const huda = await stack.registerMember('Huda Drill', 'female', '+971504440002');
  const tariq = await stack.registerMember('Tariq Drill', 'male', '+971504440003');
  const search = (query: string, lang = 'ar') =>
    json(`/api/search/members?${query}`, { headers: { ...tariq.headers, 'accept-language': lang } });
  const names = async (query = 'location=AE-DXB') => {
    const res = await search(query);
    return res.status === 200
      ? (res.body.items as { fullName: string }[]).map((c) => c.fullName)
      : res.status;
  };
  await expect.poll(async () => (await search('sort=nearest')).status, { timeout: 120_000 }).toBe(200);
  // Noor is searchable before the outage; Huda becomes searchable during it.
  const noorEdit = await json('/api/profile/me', {
    method: 'PATCH',
    headers: noor.headers,
    body: JSON.stringify({ height: 160, weight: 55, smoking: 'no' }),
  });
  expect(noorEdit.status).toBe(200);
  await expect.poll(names, { timeout: 30_000 }).toContain('Noor Drill');

  await killEngine('elasticsearch');
  let outage = Date.now();
  try {
    // A member's search: a problem in their language, quickly, never a 500 nor a hang.
    for (const lang of ['ar', 'en', 'ur', 'fa', 'tr'] as const) {
      const [res, ms] = await timed(() => search('location=AE-DXB', lang));
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'search_unavailable',
        messageKey: 'search.unavailable',
        detail: translate('search.unavailable', lang),
      });
      figures.record(`search while Elasticsearch is down (${lang}): 503`, ms, 2_000);
    }
    const raw = await fetch(`${stack.gateway}/api/search/members`, { headers: tariq.headers });
    expect(raw.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await json('/api/search/most-active')).status).toBe(503);

    // The search process says why it is not ready, in time.
    const [ready, readyMs] = await timed(() => fetch(`${stack.serviceUrl('search')}/readyz`));
    const readyBody = (await ready.json()) as { checks?: Record<string, string> };
    console.log(
      `[drill] search /readyz while Elasticsearch is down: ${ready.status} in ${readyMs} ms`,
      readyBody,
    );
    expect(ready.status).toBe(503);
    expect(JSON.stringify(readyBody)).toMatch(/elasticsearch|index/i);

    // Changes made meanwhile: they reach the read model's events and must not be lost.
    const hudaEdit = await json('/api/profile/me', {
      method: 'PATCH',
      headers: huda.headers,
      body: JSON.stringify({ height: 171, weight: 60, smoking: 'no' }),
    });
    expect(hudaEdit.status).toBe(200);
    const noorAgain = await json('/api/profile/me', {
      method: 'PATCH',
      headers: noor.headers,
      body: JSON.stringify({ height: 172 }),
    });
    expect(noorAgain.status).toBe(200);
    // Long enough for the events' ordinary retries (about 3 s, then dead letters) to run out.
    await lasting(8_000);
    await everyProcessAlive();
  } finally {
    outage = Date.now() - outage;
    const startMs = await startEngine('elasticsearch');
    console.log(`[drill] Elasticsearch down ${outage} ms; restarted in ${startMs} ms`);
  }
  const back = Date.now();
  // Both changes of the outage are in the index: retried, not dead-lettered.
  await expect
    .poll(() => names('location=AE-DXB&heightMin=170'), { timeout: 60_000, interval: 500 })
    .toEqual(expect.arrayContaining(['Noor Drill', 'Huda Drill']));
  figures.record('search caught up after Elasticsearch was back', Date.now() - back, 10_000);
  await expect.poll(async () => (await fetch(`${stack.serviceUrl('search')}/readyz`)).status).toBe(200);
  await everyProcessAlive();
}, 300_000);

const tokenOf = (headers: Record<string, string>) => headers.authorization!.replace('Bearer ', '');

function connect(url: string, member: StackMember): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: tokenOf(member.headers) },
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Resolves with the message if the socket hears it within `ms`, else undefined. */
const hears = (socket: Socket, clientId: string, ms: number) =>
  new Promise<ChatMessage | undefined>((resolve) => {
    const timer = setTimeout(() => (socket.off('message', on), resolve(undefined)), ms);
    const on = (event: MessageEvent) => {
      if (event.message.clientId !== clientId) return;
      clearTimeout(timer);
      socket.off('message', on);
      resolve(event.message);
    };
    socket.on('message', on);
  });

/** Records whether the socket ever hears the message, however late (no timeout). */
function listen(socket: Socket, clientId: string) {
  const heard = { yes: false };
  const on = (event: MessageEvent) => {
    if (event.message.clientId !== clientId) return;
    heard.yes = true;
    socket.off('message', on);
  };
  socket.on('message', on);
  return heard;
}

const send = (socket: Socket, frame: { conversationId: string; clientId: string; text: string }) =>
  socket.timeout(5000).emitWithAck('send', frame) as Promise<SocketAck<ChatMessage>>;

it('Redis stopped: logins stay limited, a trial still starts, chat works within a replica, nothing crashes, and all comes back without a restart, messages of the outage included', async () => {
  const { json, gateway } = stack;
  const amina = await stack.registerMember('Amina Drill', 'female', '+971504440011');
  const yusuf = await stack.registerMember('Yusuf Drill', 'male', '+971504440012');
  await expect
    .poll(
      async () =>
        (await fetch(`${gateway}/api/billing/trial`, { method: 'POST', headers: yusuf.headers })).status,
      { timeout: 60_000, interval: 250 },
    )
    .toBe(201);
  await expect
    .poll(
      async () => {
        const res = await fetch(`${gateway}/api/chat/with/${amina.id}`, { headers: yusuf.headers });
        return res.ok ? ((await res.json()) as { canWrite: boolean }).canWrite : res.status;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const started = await json('/api/chat/conversations', {
    method: 'POST',
    headers: yusuf.headers,
    body: JSON.stringify({ memberId: amina.id, clientId: randomUUID(), text: 'Assalamu alaikum' }),
  });
  expect(started.status).toBe(201);
  const conversationId = (started.body.conversation as { id: string }).id;

  // Yusuf and one of Amina's devices on replica 0; her other device on replica 1.
  const yusufOnZero = await connect(stack.chatReplica(0), yusuf);
  const aminaOnZero = await connect(stack.chatReplica(0), amina);
  const aminaOnOne = await connect(stack.chatReplica(1), amina);
  const sockets = [yusufOnZero, aminaOnZero, aminaOnOne];
  const frame = (text: string) => ({ conversationId, clientId: randomUUID(), text });
  // Before the outage, the Redis adapter carries a message to the other replica.
  const before = frame('Before the outage');
  const beforeHeard = hears(aminaOnOne, before.clientId, 5_000);
  expect((await send(yusufOnZero, before)).ok).toBe(true);
  expect(await beforeHeard).toBeDefined();

  const login = (email: string, password: string) =>
    json('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });

  // Sent during the outage (below): her device on replica 1 cannot hear it then, and must once
  // Redis is back.
  const during = frame('During the outage');
  const duringOnOne = listen(aminaOnOne, during.clientId);

  await killEngine('redis');
  let outage = Date.now();
  try {
    // Logins are still limited (in each process, SECURITY.md): never let through, never a 500.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await login(amina.email, 'Not-her-password-1')).status);
    console.log(`[drill] wrong logins while Redis is down: ${statuses.join(' ')}`);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const right = await login(yusuf.email, yusuf.password);
    expect(right.status).toBe(200);

    // Billing's job queue is BullMQ on Redis. A trial started meanwhile is started, and said so:
    // its reminders and end, which the queue could not take, are planned again once Redis is back.
    const trial = await json('/api/billing/trial', { method: 'POST', headers: amina.headers });
    expect(trial.status).toBe(201);
    expect(trial.body).toMatchObject({ state: 'trialing', active: true });

    // Within replica 0, chat goes on: the message is stored, acknowledged and heard live.
    const duringHeard = hears(aminaOnZero, during.clientId, 5_000);
    const ack = await send(yusufOnZero, during);
    expect(ack.ok).toBe(true);
    expect(await duringHeard).toBeDefined();
    // Let reconnection attempts fail for a while: no process may crash of it.
    await lasting(6_000);
    await everyProcessAlive();
    // Member API requests that touch rate limits or presence still answer.
    expect((await json('/api/chat/conversations', { headers: amina.headers })).status).toBe(200);
  } finally {
    outage = Date.now() - outage;
    const startMs = await startEngine('redis');
    console.log(`[drill] Redis down ${outage} ms; restarted in ${startMs} ms`);
  }

  // What replica 0 acknowledged during the outage reaches her device on replica 1, live.
  const back = Date.now();
  await expect.poll(() => duringOnOne.yes, { timeout: 30_000, interval: 100 }).toBe(true);
  figures.record(
    'a message of the outage reached the other replica after Redis was back',
    Date.now() - back,
    5_000,
  );
  // Cross-replica delivery resumes by itself once the adapter's clients have reconnected.
  await expect
    .poll(
      async () => {
        const after = frame('After the outage');
        const heard = hears(aminaOnOne, after.clientId, 1_500);
        const ack = await send(yusufOnZero, after);
        return ack.ok && (await heard) !== undefined;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  console.log(`[drill] cross-replica chat back ${Date.now() - back} ms after Redis was`);
  // Once auth's own client has reconnected (ioredis backs off up to 2 s, so it may lag chat's),
  // limits are read from Redis again, where the outage's wrong tries never were: she signs in.
  await expect
    .poll(async () => (await login(amina.email, amina.password)).status, { timeout: 20_000, interval: 500 })
    .toBe(200);
  await everyProcessAlive();
  for (const s of sockets) s.disconnect();
}, 300_000);
