import type { EventEnvelope } from '@mawadda/contracts';
import {
  createHttpApp,
  envelopeOf,
  loadPlatformConfig,
  uuidv7,
  type NewEvent,
  type Role,
  REVOCATION_MIGRATIONS,
} from '@mawadda/kit';
import { createTestTokens, eventually, openTestPorts, registeredMember } from '@mawadda/kit/testing';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import request from 'supertest';
import { createMatchService } from '../../src/index.js';
import { inbox } from '../../src/store/schema.js';

/**
 * The match service as the gateway mounts it, on the test ports (PGlite and in-process events in
 * `npm test`). Members, guardians, conversations and blocks come from the events auth, chat and
 * social publish in production; a probe records what match publishes.
 */
export async function startMatchApp() {
  const config = loadPlatformConfig({ ...process.env, OUTBOX_POLL_MS: '20' });
  const logger = pino({ level: 'silent' });
  const ports = await openTestPorts('match-test');
  const { database, bus, redis } = ports;
  const tokens = await createTestTokens();
  const published: EventEnvelope[] = [];
  await bus.subscribe({
    group: `match-probe-${Date.now()}`,
    producers: ['match'],
    handle: async (e) => void published.push(e),
    deadLetter: async () => undefined,
  });
  const deps = { config, logger, database, bus, redis, verifier: tokens.verifier };
  let offsetMs = 0;
  const service = createMatchService(deps, { config: {}, clock: () => new Date(Date.now() + offsetMs) });
  await database.migrate(REVOCATION_MIGRATIONS, 'revocations');
  await database.migrate(service.migrationsFolder, 'match');
  await service.start();
  service.startPublishing();
  const app = createHttpApp({ logger, mount: (a) => a.use('/api/match', service.api.router) });
  const bearer = async (role: Role, id?: string) => `Bearer ${await tokens.tokenFor(role, id)}`;

  const applied = async (eventId: string) =>
    (await database.db.select().from(inbox).where(eq(inbox.eventId, eventId))).length > 0;

  /** Sends an event as its producer's relay would; resolves once match has applied it. */
  async function publishApplied(producer: string, e: NewEvent) {
    const envelope = envelopeOf(producer, e);
    await bus.publish([envelope]);
    await eventually(() => applied(envelope.id));
    return envelope;
  }

  async function member(kind: 'individual' | 'company' = 'individual') {
    const id = uuidv7();
    await publishApplied('auth', {
      type: 'member.registered',
      key: id,
      payload: registeredMember({ memberId: id, kind }),
    });
    return { id, auth: await bearer(kind === 'company' ? 'company' : 'member', id) };
  }

  /** Links a guardian to a member (auth's `guardian.changed`), approving her conversations or not. */
  async function guardianFor(memberId: string, approveConversations = true) {
    const id = uuidv7();
    await publishApplied('auth', {
      type: 'guardian.changed',
      key: memberId,
      payload: {
        memberId,
        guardianId: id,
        approveConversations,
        approvePhotos: false,
        approveCv: false,
        readsConversations: false,
        seesMatchmaking: false,
        at: new Date().toISOString(),
      },
    });
    return { id, auth: await bearer('guardian', id) };
  }

  /** Chat's `conversation.started` between two members: their pair opens. Answers the conversation id. */
  async function converse(starterId: string, recipientId: string, conversationId = uuidv7()) {
    await publishApplied('chat', {
      type: 'conversation.started',
      key: recipientId,
      payload: { conversationId, starterId, recipientId, at: new Date().toISOString() },
    });
    return conversationId;
  }

  const closeConversation = (conversationId: string, memberIds: string[], closedBy: string) =>
    publishApplied('chat', {
      type: 'conversation.closed',
      key: closedBy,
      payload: { conversationId, closedBy, memberIds, reason: 'closed', at: new Date().toISOString() },
    });

  const block = (blockerId: string, blockedId: string) =>
    publishApplied('social', {
      type: 'member.blocked',
      key: blockerId,
      payload: { blockerId, blockedId, at: new Date().toISOString() },
    });

  const erase = (memberId: string) =>
    publishApplied('auth', {
      type: 'member.deleted',
      key: memberId,
      payload: { memberId, deletedAt: new Date().toISOString() },
    });

  /** Profile's `profile.updated` for a member: what she declares (marital state, children, wives). */
  async function declare(
    memberId: string,
    declared: { maritalState: string; hasChildren?: string | null; wives?: number | null },
    updatedAt = new Date(),
  ) {
    await publishApplied('profile', {
      type: 'profile.updated',
      key: memberId,
      payload: {
        changed: ['maritalState'],
        profile: {
          memberId,
          kind: 'individual',
          fullName: 'Test Member',
          gender: 'female',
          birthDate: '1995-01-01',
          nationality: 'AE',
          country: 'AE',
          city: 'AE-DXB',
          smoking: null,
          height: null,
          weight: null,
          religion: null,
          visibility: 'public',
          completeness: 40,
          avatarId: null,
          registeredAt: updatedAt.toISOString(),
          updatedAt: updatedAt.toISOString(),
          hasChildren: null,
          wives: null,
          ...declared,
        },
      },
    });
  }

  /** The pair two members share, opened from their conversation; answers its id. */
  async function pairOf(a: { id: string; auth: string }, b: { id: string }) {
    await converse(a.id, b.id);
    const res = await request(app).get('/api/match/pairs').set('Authorization', a.auth).expect(200);
    const pair = res.body.items.find(
      (p: { otherId: string; status: string }) => p.otherId === b.id && p.status === 'active',
    );
    return pair.id as string;
  }

  const eventsOf = (type: string) => published.filter((e) => e.type === type);

  return {
    app,
    service,
    database,
    published,
    bearer,
    member,
    guardianFor,
    converse,
    closeConversation,
    block,
    erase,
    pairOf,
    declare,
    eventsOf,
    advanceDays(days: number) {
      offsetMs += days * 86_400_000;
    },
    async close() {
      await service.stop();
      await ports.close();
    },
  };
}

export type MatchTestApp = Awaited<ReturnType<typeof startMatchApp>>;
export { eventually };
