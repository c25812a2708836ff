import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newTotpSecret } from '@mawadda/kit';
import { folderInbox, httpInbox, TEST_ADMIN_TOTP_SECRET, type InboxReader } from '@mawadda/kit/testing';
import { spawnEmbeddedApp } from '../lib/embedded-app.js';
import { LOAD_RATE_LIMITS, type LoadSettings } from './config.js';

/** The site a load run talks to, and how to reach its admin and its dev inbox. */
export interface LoadTarget {
  url: string;
  mode: 'embedded' | 'distributed' | 'external';
  /** The staff scenario's admin; `totpSecret` answers its second step (auth README: Second factor). */
  admin: { email: string; password: string; totpSecret?: string };
  inbox: InboxReader;
  /** Starts the CPU profile again (LOAD_CPU_PROFILE, embedded only), leaving out what came before. */
  restartProfile(): void;
  stop(): Promise<void>;
}

/** The embedded app in its own process on a fresh data folder (removed after). */
async function startEmbedded(cpuProfile?: string): Promise<LoadTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-load-'));
  const admin = {
    email: 'admin@load.mawadda.invalid',
    password: `Load-${randomUUID()}`,
    totpSecret: newTotpSecret(),
  };
  // An explicit environment: the calling shell's engine variables must not make this distributed.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development', // the dev inbox, where the registration codes are read
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_TOTP_SECRET: admin.totpSecret,
    ...LOAD_RATE_LIMITS,
    ...(cpuProfile ? { BENCH_CPU_PROFILE: path.resolve(cpuProfile) } : {}),
  };
  const app = await spawnEmbeddedApp(env).catch((err: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  return {
    url: app.url,
    mode: 'embedded',
    admin,
    inbox: folderInbox(path.join(dataDir, 'dev-inbox'), 30_000),
    restartProfile: () => void (cpuProfile && app.child.kill('SIGUSR2')),
    async stop() {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ENGINE_VARIABLES = [
  'DATABASE_URL',
  'KAFKA_BROKERS',
  'REDIS_URL',
  'MINIO_ENDPOINT',
  'ELASTICSEARCH_URL',
];

/**
 * The distributed stack of the integration tests: its processes inherit this process's
 * environment, so the raised limits go in here first (a limit the stack sets itself stands).
 */
async function startDistributed(): Promise<LoadTarget> {
  const missing = ENGINE_VARIABLES.filter((name) => !process.env[name]);
  if (missing.length)
    throw new Error(
      `LOAD_MODE=distributed needs the engines' variables (${missing.join(', ')}): ` +
        'eval "$(bash infra/local/up.sh)" first',
    );
  Object.assign(process.env, LOAD_RATE_LIMITS);
  const { startDistributedStack, STACK_ADMIN } =
    await import('../../services/gateway/test/support/distributed-stack.js');
  const stack = await startDistributedStack(`load-${Date.now()}`);
  return {
    url: stack.gateway,
    mode: 'distributed',
    admin: { ...STACK_ADMIN, totpSecret: TEST_ADMIN_TOTP_SECRET },
    inbox: folderInbox(stack.inboxDir, 30_000),
    restartProfile: () => undefined,
    stop: () => stack.stop(),
  };
}

export async function startTarget(settings: LoadSettings): Promise<LoadTarget> {
  if (!settings.LOAD_URL)
    return settings.LOAD_MODE === 'distributed'
      ? startDistributed()
      : startEmbedded(settings.LOAD_CPU_PROFILE);
  if (!settings.LOAD_ADMIN_EMAIL || !settings.LOAD_ADMIN_PASSWORD)
    throw new Error('LOAD_URL needs LOAD_ADMIN_EMAIL and LOAD_ADMIN_PASSWORD (the staff scenario signs in)');
  const url = settings.LOAD_URL.replace(/\/$/, '');
  return {
    url,
    mode: 'external',
    admin: {
      email: settings.LOAD_ADMIN_EMAIL,
      password: settings.LOAD_ADMIN_PASSWORD,
      totpSecret: settings.LOAD_ADMIN_TOTP_SECRET,
    },
    inbox: settings.LOAD_INBOX_DIR ? folderInbox(settings.LOAD_INBOX_DIR, 30_000) : httpInbox(url, 30_000),
    restartProfile: () => undefined,
    stop: async () => undefined,
  };
}
