// Chat: sockets in conversations, each phase run on chat (every rule, the database, receipts, the
// outbox) and on bare Socket.IO relaying the same frames, in the same run; the ratios are the
// figures. Steady rate for latency, closed loop for messages a second; embedded (one process),
// then distributed (two replicas, every conversation's members on different ones). Method:
// docs/bench.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { pino } from 'pino';
import { KafkaEventBus } from '@mawadda/kit';
import { createScratchDatabase } from '@mawadda/kit/testing';
import { ensureEngines } from '../infra/local/ensure.mjs';
import { generatePhoneKey } from '../services/auth/src/store/phone-key-secret.js';
import { generateTwoFactorKey } from '../services/auth/src/store/second-factor-key.js';
import { generateSigningJwk } from '../services/auth/src/store/signing-keys.js';
import { chatBenchConfig } from './chat/bench-config.js';
import { chatSeats, rawSeats, startConversations } from './chat/conversations.js';
import { runLoad, type LoadFigures, type Seat } from './chat/load.js';
import { benchGuardians, benchMembers, memberEvents } from './chat/members.js';
import { spawnApp, spawnReady, spawnService } from './chat/spawn.js';
import { recordResults } from './lib/results.mjs';

const {
  BENCH_CHAT_SOCKETS: SOCKETS,
  BENCH_CHAT_SECONDS: SECONDS,
  BENCH_CHAT_RATE: RATE,
  BENCH_CHAT_MODES: MODES,
} = chatBenchConfig;
const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
};
/** Stops every child and waits for each to exit (killed after 10 s), before its data goes. */
const stopAndWait = () =>
  Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(hard);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
process.once('exit', stopAll);
// The bench raises chat's limits: it measures the server, not the flood protection.
const limits = { CHAT_MESSAGES_PER_MINUTE: '100000', CHAT_NEW_CONVERSATIONS_PER_DAY: '100000' };
const GATED_EVERY = 10;

const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
const row = (label: string, f: LoadFigures) =>
  console.log(
    `  ${label.padEnd(34)} p50 ${ms(f.p50)}  p99 ${ms(f.p99)}  ${f.perSecond.toFixed(0).padStart(6)} msg/s` +
      `  (${f.received}/${f.sent} received, ${f.failed} refused)`,
  );

const resultFigures: Array<[string, string]> = [];
const resultRatios: Array<[string, string]> = [];
const cell = (f: LoadFigures) =>
  `p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ${f.perSecond.toFixed(0)} msg/s (${f.received}/${f.sent} received)`;

async function compare(mode: string, title: string, chat: () => Seat[], raw: () => Seat[], receipts = false) {
  console.log(`${title}:`);
  const steadyRaw = await runLoad(raw(), { seconds: SECONDS, rate: RATE, receipts });
  const steadyChat = await runLoad(chat(), { seconds: SECONDS, rate: RATE, receipts });
  const maxRaw = await runLoad(raw(), { seconds: SECONDS, rate: 'max', receipts });
  const maxChat = await runLoad(chat(), { seconds: SECONDS, rate: 'max', receipts });
  // The ratio first: it is the figure the goal is set in (chat at a third of its transport or better).
  console.log(
    `  ratio chat / raw: closed-loop throughput ${(maxChat.perSecond / maxRaw.perSecond).toFixed(2)}; ` +
      `steady p50 ${(steadyChat.p50 / steadyRaw.p50).toFixed(2)}, p99 ${(steadyChat.p99 / steadyRaw.p99).toFixed(2)}`,
  );
  row(`steady ${RATE}/s per socket, raw relay`, steadyRaw);
  row(`steady ${RATE}/s per socket, chat`, steadyChat);
  row('closed loop, raw relay', maxRaw);
  row('closed loop, chat', maxChat);
  resultFigures.push(
    [`${mode}, steady ${RATE}/s per socket, raw relay (baseline)`, cell(steadyRaw)],
    [`${mode}, steady ${RATE}/s per socket, chat`, cell(steadyChat)],
    [`${mode}, closed loop, raw relay (baseline)`, cell(maxRaw)],
    [`${mode}, closed loop, chat`, cell(maxChat)],
  );
  resultRatios.push(
    [`${mode}, closed-loop throughput chat / raw`, (maxChat.perSecond / maxRaw.perSecond).toFixed(2)],
    [`${mode}, steady p50 chat / raw`, (steadyChat.p50 / steadyRaw.p50).toFixed(2)],
    [`${mode}, steady p99 chat / raw`, (steadyChat.p99 / steadyRaw.p99).toFixed(2)],
  );
}

const jwk = await generateSigningJwk();
const members = await benchMembers(SOCKETS, jwk);
// The second set: her guardian approves (and reads) a tenth of its conversations, and every
// message received is answered with a read receipt, as an open conversation does.
const guarded = await benchMembers(SOCKETS, jwk);
const guardians = await benchGuardians(guarded, GATED_EVERY, jwk);
const events = [...memberEvents(members), ...memberEvents(guarded, guardians)];
const GATED = `guardian gate on 1 in ${GATED_EVERY} conversations, read receipts`;
console.log(`chat: ${SOCKETS} sockets in ${SOCKETS / 2} conversations, ${SECONDS} s per phase`);

// Embedded.
if (MODES !== 'distributed') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-bench-chat-'));
  const eventsFile = path.join(dataDir, 'bench-events.json');
  fs.writeFileSync(eventsFile, JSON.stringify(events));
  try {
    const app = await spawnApp({
      ...limits,
      DATA_DIR: dataDir,
      AUTH_PRIVATE_JWK: JSON.stringify(jwk),
      BENCH_EVENTS_FILE: eventsFile,
    });
    const relay = await spawnReady('bench/chat/raw-relay-server.ts', {}, { embedded: true });
    children.push(app.child, relay.child);
    const url = `http://127.0.0.1:${app.port}`;
    const conversations = await startConversations([url], members);
    const gatedConversations = await startConversations([url], guarded, guardians);
    const relayUrls = [`http://127.0.0.1:${relay.port}`];
    await compare(
      'embedded',
      'embedded (one process, PGlite)',
      () => chatSeats([url], members, conversations),
      () => rawSeats(relayUrls, members),
    );
    await compare(
      `embedded, ${GATED}`,
      `embedded, ${GATED}`,
      () => chatSeats([url], guarded, gatedConversations),
      () => rawSeats(relayUrls, guarded),
      true,
    );
  } finally {
    // Its database folder goes only once the process is gone: removed under a running embedded
    // database, the process never finished stopping and held the bench's output open.
    await stopAndWait();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Distributed (the recorded results need both modes).
if (MODES === 'embedded') process.exit(0);
const preset = ['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS'].every((k) => process.env[k]);
const engines = (await ensureEngines(['postgres', 'redis', 'kafka'])) as Record<string, string>;
const authDb = await createScratchDatabase(engines.DATABASE_URL!);
const chatDb = await createScratchDatabase(engines.DATABASE_URL!);
const bus = new KafkaEventBus({
  brokers: engines.KAFKA_BROKERS!.split(','),
  clientId: 'bench-chat',
  logger: pino({ level: 'silent' }),
});
try {
  const common = {
    KAFKA_BROKERS: engines.KAFKA_BROKERS!,
    KAFKA_GROUP_SUFFIX: `bench-${process.pid}`,
    REDIS_URL: engines.REDIS_URL!,
  };
  const auth = await spawnService('auth', {
    ...common,
    DATABASE_URL: authDb.url,
    AUTH_PRIVATE_JWK: JSON.stringify(jwk),
    AUTH_PHONE_KEY: generatePhoneKey(),
    AUTH_TWO_FACTOR_KEY: generateTwoFactorKey(),
  });
  children.push(auth.child);
  const jwks = `http://127.0.0.1:${auth.port}/api/auth/.well-known/jwks.json`;
  const replicas = await Promise.all(
    [0, 1].map(() =>
      spawnService('chat', {
        ...common,
        ...limits,
        DATABASE_URL: chatDb.url,
        AUTH_JWKS_URL: jwks,
      }),
    ),
  );
  const relays = await Promise.all(
    [0, 1].map(() => spawnReady('bench/chat/raw-relay-server.ts', { REDIS_URL: engines.REDIS_URL! })),
  );
  children.push(...replicas.map((r) => r.child), ...relays.map((r) => r.child));
  await bus.publish(events);
  const urls = replicas.map((r) => `http://127.0.0.1:${r.port}`);
  const conversations = await startConversations(urls, members);
  const gatedConversations = await startConversations(urls, guarded, guardians);
  const relayUrls = relays.map((r) => `http://127.0.0.1:${r.port}`);
  await compare(
    'distributed',
    'distributed (two chat replicas, PostgreSQL, Kafka, Redis adapter; every message crosses replicas)',
    () => chatSeats(urls, members, conversations),
    () => rawSeats(relayUrls, members),
  );
  await compare(
    `distributed, ${GATED}`,
    `distributed, ${GATED}`,
    () => chatSeats(urls, guarded, gatedConversations),
    () => rawSeats(relayUrls, guarded),
    true,
  );
  if (MODES === 'both')
    recordResults({
      id: 'chat',
      title: 'Chat beside bare Socket.IO',
      script: 'node --import tsx bench/chat.ts',
      setup:
        `${SOCKETS} sockets in ${SOCKETS / 2} conversations, ${SECONDS} s per phase; embedded (one process, PGlite) ` +
        `and distributed (two replicas, PostgreSQL, Kafka, Redis adapter, every message crossing replicas); ` +
        `each mode again with a ${GATED}.`,
      figures: resultFigures,
      ratios: resultRatios,
    });
} finally {
  await stopAndWait();
  await bus.close();
  await authDb.drop();
  await chatDb.drop();
  // Engines this bench started are stopped when it ends; engines named in the environment stay.
  if (!preset)
    execFileSync('bash', [path.resolve(import.meta.dirname, '../infra/local/down.sh')], { stdio: 'inherit' });
}
