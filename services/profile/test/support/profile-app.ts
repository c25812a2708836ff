import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EventEnvelope, MemberRegisteredPayload } from '@mawadda/contracts';
import {
  createHttpApp,
  envelopeOf,
  loadPlatformConfig,
  openObjectStore,
  openRevocations,
  uuidv7,
  type NewEvent,
  type Role,
} from '@mawadda/kit';
import { createTestTokens, eventually, openTestPorts, registeredMember } from '@mawadda/kit/testing';
import { pino } from 'pino';
import request from 'supertest';
import { createProfileService } from '../../src/index.js';

/**
 * The profile service as the gateway mounts it, on the test ports: embedded adapters in `npm test`,
 * the real engines in `test:integration`. A probe records every event it publishes.
 */
/** Known to the tests so they can sign URLs as the service would (an expired one, say). */
export const TEST_MEDIA_SECRET = Buffer.alloc(32, 7);

export async function startProfileApp(
  options: {
    uploadsPerHour?: number;
    moderation?: 'pre' | 'post';
    revealRequestsPerDay?: number;
    /** The service's clock (watermark days, the view log); tests move it. */
    clock?: () => Date;
  } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mawadda-profile-'));
  const config = loadPlatformConfig({ ...process.env, DATA_DIR: dataDir, OUTBOX_POLL_MS: '20' });
  const logger = pino({ level: 'silent' });
  const ports = await openTestPorts('profile-test');
  const { database, bus, redis } = ports;
  const tokens = await createTestTokens();
  const objects = await openObjectStore(config);
  const published: EventEnvelope[] = [];
  await bus.subscribe({
    group: `profile-probe-${Date.now()}`,
    producers: ['profile'],
    handle: async (e) => void published.push(e),
    deadLetter: async () => undefined,
  });
  // As in every process: the revocation view fed by auth's events, which the media cookie consults.
  const revocations = openRevocations({ database, bus, logger, group: `profile-revocations-${Date.now()}` });
  await revocations.start();
  const deps = { config, logger, database, bus, redis, verifier: tokens.verifier, revocations };
  const service = await createProfileService(deps, {
    objects,
    config: {
      RATE_LIMIT_UPLOADS_PER_HOUR: options.uploadsPerHour ?? 1000,
      // The service's default; suites about something else than moderation pass `post`.
      PROFILE_MODERATION: options.moderation ?? 'pre',
      MEDIA_URL_SECRET: TEST_MEDIA_SECRET.toString('base64'),
      RATE_LIMIT_REVEAL_REQUESTS_PER_DAY: options.revealRequestsPerDay ?? 1000,
    },
    clock: options.clock,
  });
  await database.migrate(service.migrationsFolder, 'profile');
  await service.start();
  service.startPublishing();
  const app = createHttpApp({ logger, mount: (a) => a.use('/api/profile', service.api.router) });
  const bearer = async (role: Role, id?: string) => `Bearer ${await tokens.tokenFor(role, id)}`;

  /** What the auth service announces; resolves once the profile exists. */
  async function register(overrides: Partial<MemberRegisteredPayload> = {}) {
    const memberId = overrides.memberId ?? uuidv7();
    const payload = registeredMember({
      memberId,
      fullName: 'Salma Haddad',
      birthDate: '1996-04-12',
      address: 'Al Barsha 1, Dubai',
      ...overrides,
    });
    await publishAuthEvent({ type: 'member.registered', key: memberId, payload });
    const auth = await bearer(payload.kind === 'company' ? 'company' : 'member', memberId);
    await eventually(
      async () => (await request(app).get('/api/profile/me').set('Authorization', auth)).status === 200,
    );
    return { memberId, auth };
  }

  const publishAuthEvent = (e: NewEvent) => bus.publish([envelopeOf('auth', e)]);

  /** What the social service announces; answers the envelope, so a test can deliver it again. */
  async function publishSocialEvent(e: NewEvent) {
    const envelope = envelopeOf('social', e);
    await bus.publish([envelope]);
    return envelope;
  }

  /** What the chat service announces (`conversation.started`, keyed by the conversation). */
  async function publishChatEvent(e: NewEvent) {
    const envelope = envelopeOf('chat', e);
    await bus.publish([envelope]);
    return envelope;
  }

  return {
    app,
    publishChatEvent,
    service,
    objects,
    database,
    published,
    bearer,
    register,
    publishAuthEvent,
    publishSocialEvent,
    /** The same envelope (same id) once more, as a relay crash or a Kafka rebalance would. */
    redeliver: (envelope: EventEnvelope) => bus.publish([envelope]),
    async close() {
      await service.stop();
      await revocations.stop();
      await ports.close();
      await objects.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ProfileApp = Awaited<ReturnType<typeof startProfileApp>>;

export { eventually };
