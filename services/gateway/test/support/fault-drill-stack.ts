import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '@mawadda/kit/testing';
import { Redis } from 'ioredis';
import { generatePhoneKey } from '../../../auth/src/store/phone-key-secret.js';
import { generateTwoFactorKey } from '../../../auth/src/store/second-factor-key.js';
import { generateSigningJwk } from '../../../auth/src/store/signing-keys.js';
import { registerStackMember } from './stack-member.js';
import {
  buildServer,
  freePort,
  ownKafka,
  startBuiltProcess,
  stopProcess,
  waitUntilReady,
} from './processes.js';

/**
 * The few processes the Kafka drills need (auth, profile, search, the gateway in proxy mode), each
 * on its own database. Profile and search can be SIGKILLed and restarted on the same port and
 * database, as a supervisor would.
 */
export type DrillService = 'profile' | 'search';

export interface DrillMember {
  id: string;
  headers: Record<string, string>;
}

export interface FaultDrillStack {
  gateway: string;
  /** Base URL of a service process (its probes: /readyz, /healthz). */
  url(service: DrillService): string;
  /** The service's scratch database. */
  dbUrl(service: DrillService): string;
  registerMember(name: string, gender: 'male' | 'female', phone: string): Promise<DrillMember>;
  kill(service: DrillService): Promise<void>;
  /** Spawns the service again; resolves as soon as it is spawned (the caller times its readiness). */
  restart(service: DrillService): ChildProcess;
  stop(): Promise<void>;
}

export async function startFaultDrillStack(name = 'drill'): Promise<FaultDrillStack> {
  // The processes run as production runs them (compiled): a restart's timing target is production's.
  buildServer();
  const procs = new Map<string, ChildProcess>();
  const drops: (() => Promise<void>)[] = [];
  const inboxDir = fs.mkdtempSync(path.join(os.tmpdir(), `mawadda-${name}-inbox-`));
  const stop = async () => {
    await Promise.all([...procs.values()].map(stopProcess));
    for (const drop of drops) await drop();
    fs.rmSync(inboxDir, { recursive: true, force: true });
  };
  try {
    const [authDb, profileDb, searchDb] = await Promise.all(
      Array.from({ length: 3 }, () => createScratchDatabase(process.env.DATABASE_URL!)),
    );
    drops.push(...[authDb, profileDb, searchDb].map((db) => db!.drop));
    const [authPort, profilePort, searchPort, gatewayPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const jwks = `http://127.0.0.1:${authPort}/api/auth/.well-known/jwks.json`;
    const common = {
      ...ownKafka(name),
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
    const envs: Record<string, Record<string, string>> = {
      auth: {
        ...common,
        PORT: String(authPort),
        DATABASE_URL: authDb!.url,
        AUTH_PRIVATE_JWK: JSON.stringify(await generateSigningJwk()),
        AUTH_PHONE_KEY: generatePhoneKey(),
        AUTH_TWO_FACTOR_KEY: generateTwoFactorKey(),
        RATE_LIMIT_REGISTER_PER_HOUR: '100',
      },
      profile: {
        ...common,
        PORT: String(profilePort),
        DATABASE_URL: profileDb!.url,
        AUTH_JWKS_URL: jwks,
        MEDIA_URL_SECRET: randomBytes(48).toString('base64'),
        PROFILE_MODERATION: 'post',
      },
      search: {
        ...common,
        PORT: String(searchPort),
        DATABASE_URL: searchDb!.url,
        AUTH_JWKS_URL: jwks,
        SEARCH_INDEX: 'elasticsearch',
        RATE_LIMIT_SEARCHES_PER_MINUTE: '10000',
        ELASTICSEARCH_URL: process.env.ELASTICSEARCH_URL!,
        ELASTICSEARCH_INDEX: `mawadda-${name}-${Date.now()}`,
      },
    };
    const spawn = (service: string) => {
      const child = startBuiltProcess(service, envs[service]!);
      procs.set(service, child);
      return child;
    };
    spawn('auth');
    spawn('profile');
    spawn('search');
    const gw = startBuiltProcess('gateway', {
      PORT: String(gatewayPort),
      GATEWAY_MODE: 'proxy',
      AUTH_URL: `http://127.0.0.1:${authPort}`,
      PROFILE_URL: `http://127.0.0.1:${profilePort}`,
      SEARCH_URL: `http://127.0.0.1:${searchPort}`,
      // Not part of the drill: the gateway requires them, nothing here calls them (port 9 refuses).
      ...Object.fromEntries(
        ['CMS_URL', 'SOCIAL_URL', 'BILLING_URL', 'CHAT_URL', 'NOTIFY_URL', 'MATCH_URL'].map((v) => [
          v,
          'http://127.0.0.1:9',
        ]),
      ),
      DEV_INBOX_DIR: inboxDir,
    });
    procs.set('gateway', gw);
    const ports: Record<string, number> = { auth: authPort, profile: profilePort, search: searchPort };
    for (const service of ['auth', 'profile', 'search'])
      await waitUntilReady(`http://127.0.0.1:${ports[service]}/readyz`, procs.get(service)!, 180_000);
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    await waitUntilReady(`${gateway}/healthz`, gw, 180_000);

    const registerMember = async (fullName: string, gender: 'male' | 'female', phone: string) => {
      const { id, headers } = await registerStackMember(gateway, inboxDir, { fullName, gender, phone });
      return { id, headers };
    };

    return {
      gateway,
      url: (service) => `http://127.0.0.1:${ports[service]}`,
      dbUrl: (service) => (service === 'profile' ? profileDb!.url : searchDb!.url),
      registerMember,
      async kill(service) {
        const child = procs.get(service)!;
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGKILL');
        await exited;
      },
      restart: (service) => spawn(service),
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
