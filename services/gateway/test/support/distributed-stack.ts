import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KafkaEventBus, MinioObjectStore, type ObjectStore } from '@mawadda/kit';
import {
  createScratchDatabase,
  fetchClient,
  signInStaff,
  TEST_ADMIN_TOTP_SECRET,
} from '@mawadda/kit/testing';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { generatePhoneKey } from '../../../auth/src/store/phone-key-secret.js';
import { generateTwoFactorKey } from '../../../auth/src/store/second-factor-key.js';
import { generateSigningJwk } from '../../../auth/src/store/signing-keys.js';
import { registerStackMember, type RegisteredStackMember } from './stack-member.js';
import { freePort, ownKafka, startProcess, stopProcess, waitUntilReady } from './processes.js';

/** The first admin of the stack's auth process (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const STACK_ADMIN = { email: 'ops@mawadda.test', password: 'Distributed-admin-2026' } as const;

/** How long the stack may take to come up; the test files' beforeAll allow for it. */
export const STARTUP_TIMEOUT_MS = 240_000;

/** The MinIO bucket of the profile process's files. */
const MEDIA_BUCKET = 'mawadda-distributed-test';

/** A member registered through the gateway, whose profile exists. */
export type StackMember = RegisteredStackMember;

export type JsonAnswer = {
  status: number;
  body: Record<string, unknown> & { items?: unknown[] };
};

export interface DistributedStack {
  /** The gateway (proxy mode), e.g. `http://127.0.0.1:40123`. */
  gateway: string;
  /** The dev inbox folder every process writes its mail and SMS to. */
  inboxDir: string;
  /** A Kafka client of the test's own (closed by `stop`). */
  bus: KafkaEventBus;
  /** The billing process's database, for a second replica run by a test. */
  billingDbUrl: string;
  /** A JSON request through the gateway. */
  json(path: string, init?: RequestInit): Promise<JsonAnswer>;
  /** Registers and confirms a member through the gateway; resolves once the profile exists. */
  registerMember(name: string, gender: 'male' | 'female', phone: string): Promise<StackMember>;
  /** Signs the stack's admin in through the gateway: their bearer header. */
  adminHeaders(): Promise<Record<string, string>>;
  /** The profile process's bucket, read directly (the caller closes it). */
  openMediaStore(): Promise<ObjectStore>;
  /** The base URL of chat replica `i` (0 or 1). */
  chatReplica(i: number): string;
  /** The base URL of a service process (`auth`, `profile`, `search`…), for its own probes. */
  serviceUrl(name: string): string;
  killChatReplica(i: number): Promise<void>;
  restartChatReplica(i: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Distributed mode for real: every service its own process and database, chat as two replicas over
 * the Redis adapter, Kafka, MinIO, Elasticsearch, the gateway in proxy mode. Needs the integration
 * engines' variables. `name` keeps one test file's index and Kafka client apart from another's.
 */
export async function startDistributedStack(name = 'distributed'): Promise<DistributedStack> {
  const children: ChildProcess[] = [];
  const chats: ChildProcess[] = [];
  const drops: (() => Promise<void>)[] = [];
  // Every process writes its codes and notices to one dev inbox, as on a developer's machine.
  const inboxDir = fs.mkdtempSync(path.join(os.tmpdir(), `mawadda-${name}-inbox-`));
  const kafka = ownKafka(name);
  const bus = new KafkaEventBus({
    brokers: kafka.KAFKA_BROKERS.split(','),
    clientId: `${name}-test`,
    logger: pino({ level: 'silent' }),
    topicPrefix: kafka.KAFKA_TOPIC_PREFIX,
    groupSuffix: kafka.KAFKA_GROUP_SUFFIX,
  });

  const stop = async () => {
    await bus.close();
    await Promise.all([...children, ...chats].map(stopProcess));
    for (const drop of drops) await drop();
    fs.rmSync(inboxDir, { recursive: true, force: true });
  };

  try {
    const [authDb, cmsDb, profileDb, socialDb, searchDb, billingDb, chatDb, notifyDb, matchDb] =
      await Promise.all(
      Array.from({ length: 9 }, () => createScratchDatabase(process.env.DATABASE_URL!)),
    );
    drops.push(
      ...[authDb, cmsDb, profileDb, socialDb, searchDb, billingDb, chatDb, notifyDb, matchDb].map((db) => db!.drop),
    );
    const [authPort, cmsPort, profilePort, socialPort, searchPort, billingPort, notifyPort, matchPort, gatewayPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const chatPorts = [await freePort(), await freePort()];
    const jwks = `http://127.0.0.1:${authPort}/api/auth/.well-known/jwks.json`;
    // Behind the gateway the services believe its X-Forwarded-For (it runs on this machine), so
    // limits stay per client address, and only the gateway's.
    const common = {
      ...kafka,
      REDIS_URL: process.env.REDIS_URL!,
      OUTBOX_POLL_MS: '100',
      TRUSTED_PROXIES: 'loopback',
      // The links in mails name the site, which is the gateway, not the service that sends them.
      PUBLIC_ORIGIN: `http://127.0.0.1:${gatewayPort}`,
      DEV_INBOX_DIR: inboxDir,
    };
    const redis = new Redis(process.env.REDIS_URL!);
    await redis.flushdb();
    redis.disconnect();
    const auth = startProcess('services/auth/src/main.ts', {
      ...common,
      PORT: String(authPort),
      DATABASE_URL: authDb!.url,
      AUTH_PRIVATE_JWK: JSON.stringify(await generateSigningJwk()),
      AUTH_PHONE_KEY: generatePhoneKey(),
      AUTH_TWO_FACTOR_KEY: generateTwoFactorKey(),
      ADMIN_EMAIL: STACK_ADMIN.email,
      ADMIN_PASSWORD: STACK_ADMIN.password,
      ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
      // Every member of a file registers from the one test address.
      RATE_LIMIT_REGISTER_PER_HOUR: '100',
    });
    const cms = startProcess('services/cms/src/main.ts', {
      ...common,
      PORT: String(cmsPort),
      DATABASE_URL: cmsDb!.url,
      AUTH_JWKS_URL: jwks,
    });
    const profile = startProcess('services/profile/src/main.ts', {
      ...common,
      PORT: String(profilePort),
      DATABASE_URL: profileDb!.url,
      AUTH_JWKS_URL: jwks,
      MEDIA_URL_SECRET: randomBytes(48).toString('base64'),
      // These flows are about processes and privacy, not moderation: photos show at once.
      PROFILE_MODERATION: 'post',
      OBJECT_STORE: 'minio',
      MINIO_ENDPOINT: process.env.MINIO_ENDPOINT!,
      MINIO_ACCESS_KEY: process.env.MINIO_ACCESS_KEY!,
      MINIO_SECRET_KEY: process.env.MINIO_SECRET_KEY!,
      MINIO_BUCKET: MEDIA_BUCKET,
    });
    const social = startProcess('services/social/src/main.ts', {
      ...common,
      PORT: String(socialPort),
      DATABASE_URL: socialDb!.url,
      AUTH_JWKS_URL: jwks,
    });
    const search = startProcess('services/search/src/main.ts', {
      ...common,
      PORT: String(searchPort),
      DATABASE_URL: searchDb!.url,
      AUTH_JWKS_URL: jwks,
      SEARCH_INDEX: 'elasticsearch',
      // The tests poll search while Kafka and the index catch up.
      RATE_LIMIT_SEARCHES_PER_MINUTE: '10000',
      ELASTICSEARCH_URL: process.env.ELASTICSEARCH_URL!,
      ELASTICSEARCH_INDEX: `mawadda-${name}-${Date.now()}`,
    });
    const billing = startProcess('services/billing/src/main.ts', {
      ...common,
      PORT: String(billingPort),
      DATABASE_URL: billingDb!.url,
      AUTH_JWKS_URL: jwks,
    });
    // The notification service: its own database and port.
    const notify = startProcess('services/notify/src/main.ts', {
      ...common,
      PORT: String(notifyPort),
      DATABASE_URL: notifyDb!.url,
      AUTH_JWKS_URL: jwks,
    });
    // The path to nikah: pairs and their stages.
    const match = startProcess('services/match/src/main.ts', {
      ...common,
      PORT: String(matchPort),
      DATABASE_URL: matchDb!.url,
      AUTH_JWKS_URL: jwks,
    });
    const chatEnv = { ...common, DATABASE_URL: chatDb!.url, AUTH_JWKS_URL: jwks };
    const startChat = (i: number) =>
      startProcess('services/chat/src/main.ts', { ...chatEnv, PORT: String(chatPorts[i]) });
    chats.push(startChat(0), startChat(1));
    const proxy = startProcess('services/gateway/src/main.ts', {
      PORT: String(gatewayPort),
      GATEWAY_MODE: 'proxy',
      AUTH_URL: `http://127.0.0.1:${authPort}`,
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      PROFILE_URL: `http://127.0.0.1:${profilePort}`,
      SOCIAL_URL: `http://127.0.0.1:${socialPort}`,
      SEARCH_URL: `http://127.0.0.1:${searchPort}`,
      BILLING_URL: `http://127.0.0.1:${billingPort}`,
      CHAT_URL: chatPorts.map((port) => `http://127.0.0.1:${port}`).join(','),
      NOTIFY_URL: `http://127.0.0.1:${notifyPort}`,
      MATCH_URL: `http://127.0.0.1:${matchPort}`,
      DEV_INBOX_DIR: inboxDir,
    });
    children.push(auth, cms, profile, social, search, billing, notify, match, proxy);
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    // Nine processes compile and start at once: on a small shared machine that takes a while.
    const ready = (url: string, child: ChildProcess) => waitUntilReady(url, child, STARTUP_TIMEOUT_MS);
    await ready(`http://127.0.0.1:${authPort}/readyz`, auth);
    await ready(`http://127.0.0.1:${cmsPort}/readyz`, cms);
    await ready(`http://127.0.0.1:${profilePort}/readyz`, profile);
    await ready(`http://127.0.0.1:${socialPort}/readyz`, social);
    await ready(`http://127.0.0.1:${searchPort}/readyz`, search);
    await ready(`http://127.0.0.1:${billingPort}/readyz`, billing);
    await ready(`http://127.0.0.1:${notifyPort}/readyz`, notify);
    await ready(`http://127.0.0.1:${matchPort}/readyz`, match);
    for (const [i, chat] of chats.entries()) await ready(`http://127.0.0.1:${chatPorts[i]}/readyz`, chat);
    await ready(`${gateway}/readyz`, proxy);

    const json = async (to: string, init: RequestInit = {}): Promise<JsonAnswer> => {
      const res = await fetch(`${gateway}${to}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...init.headers },
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as JsonAnswer['body'] };
    };

    const registerMember = (fullName: string, gender: 'male' | 'female', phone: string) =>
      registerStackMember(gateway, inboxDir, { fullName, gender, phone });

    const adminHeaders = async () => {
      const login = await signInStaff(fetchClient(gateway), {
        ...STACK_ADMIN,
        totpSecret: TEST_ADMIN_TOTP_SECRET,
      });
      return { authorization: `Bearer ${login.body.token}` };
    };

    return {
      gateway,
      inboxDir,
      bus,
      billingDbUrl: billingDb!.url,
      json,
      registerMember,
      adminHeaders,
      openMediaStore: () =>
        MinioObjectStore.open({
          endpoint: process.env.MINIO_ENDPOINT!,
          accessKey: process.env.MINIO_ACCESS_KEY!,
          secretKey: process.env.MINIO_SECRET_KEY!,
          bucket: MEDIA_BUCKET,
        }),
      chatReplica: (i) => `http://127.0.0.1:${chatPorts[i]}`,
      serviceUrl: (service) => {
        const ports: Record<string, number> = {
          ...{ auth: authPort, cms: cmsPort, profile: profilePort, social: socialPort },
          ...{ search: searchPort, billing: billingPort, notify: notifyPort, match: matchPort },
        };
        if (!ports[service]) throw new Error(`no service ${service} in the stack`);
        return `http://127.0.0.1:${ports[service]}`;
      },
      async killChatReplica(i) {
        const exited = new Promise((r) => chats[i]!.once('exit', r));
        chats[i]!.kill('SIGKILL');
        await exited;
      },
      async restartChatReplica(i) {
        chats[i] = startChat(i);
        await waitUntilReady(`http://127.0.0.1:${chatPorts[i]}/readyz`, chats[i]!);
      },
      stop,
    };
  } catch (error) {
    // A stack that did not come up leaves no process or database behind.
    await stop().catch(() => undefined);
    throw error;
  }
}
