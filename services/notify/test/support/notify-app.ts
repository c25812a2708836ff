import type { EventEnvelope } from '@mawadda/contracts';
import {
  createHttpApp,
  envelopeOf,
  loadPlatformConfig,
  REVOCATION_MIGRATIONS,
  type NewEvent,
  type Role,
} from '@mawadda/kit';
import { createTestTokens, openTestPorts } from '@mawadda/kit/testing';
import { pino } from 'pino';
import { createNotifyService, loadNotifyConfig, type PushSender } from '../../src/index.js';

/** A VAPID pair for tests only (made once with generateVapidKeys). */
export const TEST_VAPID = {
  WEB_PUSH_VAPID_PUBLIC_KEY:
    'BJRTMgwMbEiaIxcobPK2DQEeNTWVhdryw-fUTWrPNjFhRkuSzV3O3-Rq6_A2x29celaOzCCvr6cMSuQpX7AxmqU',
  WEB_PUSH_VAPID_PRIVATE_KEY: '48rY5yqh7EYwibtXVrJneCzbX0xf7fHoWFdivW9Q60w',
};

/**
 * The notification service as the gateway mounts it, on the test ports (in-memory PGlite and
 * in-process events in `npm test`), with a probe that records every event it publishes and a way
 * to deliver other services' events to it as their producers would.
 */
export async function startNotifyApp(
  options: { env?: Record<string, string>; pushSender?: PushSender; clock?: () => Date } = {},
) {
  const config = loadPlatformConfig({ OUTBOX_POLL_MS: '20', ...options.env });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const ports = await openTestPorts('notify-test');
  const { database, bus, redis } = ports;
  const tokens = await createTestTokens();
  const published: EventEnvelope[] = [];
  await bus.subscribe({
    group: `notify-probe-${Date.now()}`,
    producers: ['notify'],
    handle: async (e) => void published.push(e),
    deadLetter: async () => undefined,
  });
  const deps = { config, logger, database, bus, redis, verifier: tokens.verifier };
  // A fixed pair unless a test sets its own: nothing is written outside the test's database.
  const notifyConfig = loadNotifyConfig({ ...TEST_VAPID, ...options.env });
  const service = createNotifyService(deps, {
    config: notifyConfig,
    pushSender: options.pushSender,
    clock: options.clock,
  });
  await database.migrate(REVOCATION_MIGRATIONS, 'revocations');
  await database.migrate(service.migrationsFolder, 'notify');
  await service.start();
  service.startPublishing();
  const app = createHttpApp({ logger, mount: (a) => a.use('/api/notify', service.api.router) });
  const bearer = async (role: Role, id?: string) => `Bearer ${await tokens.tokenFor(role, id)}`;
  /** Delivers an event as `producer` published it; answers its envelope (to deliver it again). */
  const deliver = async (producer: string, e: NewEvent) => {
    const envelope = envelopeOf(producer, e);
    await bus.publish([envelope]);
    return envelope;
  };
  return {
    app,
    service,
    database,
    bus,
    published,
    bearer,
    deliver,
    async close() {
      await service.stop();
      await ports.close();
    },
  };
}

export type NotifyTestApp = Awaited<ReturnType<typeof startNotifyApp>>;
