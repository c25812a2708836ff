import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@mawadda/contracts';
import { createHttpApp, loadPlatformConfig, type Role, REVOCATION_MIGRATIONS } from '@mawadda/kit';
import { createTestTokens, openTestPorts } from '@mawadda/kit/testing';
import { pino } from 'pino';
import { createCmsService } from '../../src/index.js';

/**
 * The content service as the gateway mounts it, with a probe that records every event it publishes.
 * The proxy is trusted so each test can speak from its own address (X-Forwarded-For) and the
 * per-address feedback limit of one test does not spill into another.
 */
export async function startCmsApp() {
  const config = loadPlatformConfig({ OUTBOX_POLL_MS: '20' });
  const logger = pino({ level: 'silent' });
  const ports = await openTestPorts('cms-test');
  const { database, bus, redis } = ports;
  const tokens = await createTestTokens();
  const published: EventEnvelope[] = [];
  await bus.subscribe({
    group: `cms-probe-${Date.now()}`,
    producers: ['cms'],
    handle: async (e) => void published.push(e),
    deadLetter: async () => undefined,
  });
  const deps = { config, logger, database, bus, redis, verifier: tokens.verifier };
  // Replies to guests are mailed to a dev inbox folder of this run (README: Replies to guests).
  const inboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-inbox-'));
  const mail = {
    MAIL_TRANSPORT: 'inbox',
    MAIL_FROM: 'Mawadda <no-reply@mawadda.invalid>',
    DEV_INBOX_DIR: inboxDir,
  } as const;
  const service = createCmsService(deps, { mail });
  // As in every process: the revocations schema (tombstones included) beside the service's own.
  await database.migrate(REVOCATION_MIGRATIONS, 'revocations');
  await database.migrate(service.migrationsFolder, 'cms');
  await service.start();
  service.startPublishing();
  const app = createHttpApp({
    logger,
    trustProxy: true,
    mount: (a) => a.use('/api/cms', service.api.router),
  });
  const bearer = async (role: Role, id?: string) => `Bearer ${await tokens.tokenFor(role, id)}`;
  return {
    app,
    service,
    deps,
    database,
    published,
    bearer,
    inboxDir,
    async close() {
      await service.stop();
      await ports.close();
      fs.rmSync(inboxDir, { recursive: true, force: true });
    },
  };
}

export type CmsApp = Awaited<ReturnType<typeof startCmsApp>>;

let address = 0;
/** A fresh client address per call, for requests that count against a per-IP limit. */
export const nextIp = () => `198.51.100.${++address}`;
