import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { EventEnvelope, Visibility } from '@mawadda/contracts';
import {
  createHttpApp,
  envelopeOf,
  loadPlatformConfig,
  problems,
  RevocationView,
  REVOCATION_MIGRATIONS,
  uuidv7,
  type NewEvent,
  type Role,
  type TokenVerifier,
} from '@mawadda/kit';
import { createTestTokens, eventually, openTestPorts, registeredMember } from '@mawadda/kit/testing';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { chatEnvSchema, createChatService } from '../../src/index.js';
import { inbox } from '../../src/store/schema.js';

const DAY_MS = 86_400_000;

export interface TestMember {
  id: string;
  auth: string;
  token: string;
}

/**
 * The chat service as a process hosts it, on a loopback port so real Socket.IO clients connect.
 * Members, follows, blocks and entitlements arrive as in production, as the other services'
 * events. The service's clock is the test's to move.
 */
export async function startChatApp(env: Record<string, string> = {}) {
  const config = loadPlatformConfig({ ...process.env, OUTBOX_POLL_MS: '20' });
  const logger = pino({ level: 'silent' });
  const ports = await openTestPorts('chat-test');
  const { database, bus, redis } = ports;
  const tokens = await createTestTokens();
  // The process's revocation view, as auth's events would fill it; the verifier checks it.
  const view = new RevocationView(60_000);
  const verifier: TokenVerifier = {
    async verify(token) {
      const p = await tokens.verifier.verify(token);
      if (view.check({ memberId: p.id, sessionId: p.sessionId, issuedAt: p.issuedAt ?? 0 }))
        throw problems.unauthorized('session_revoked', 'error.sessionExpired');
      return p;
    },
  };
  const published: EventEnvelope[] = [];
  await bus.subscribe({
    group: `chat-probe-${Date.now()}`,
    producers: ['chat'],
    handle: async (e) => void published.push(e),
    deadLetter: async () => undefined,
  });
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const revocations = { view, revokeNow: view.apply.bind(view), start: async () => {}, stop: async () => {} };
  const service = createChatService(
    { config, logger, database, bus, redis, verifier, revocations },
    { config: chatEnvSchema.parse(env), clock },
  );
  await database.migrate(REVOCATION_MIGRATIONS, 'revocations');
  await database.migrate(service.migrationsFolder, 'chat');
  await service.start();
  service.startPublishing();
  const app = createHttpApp({ logger, mount: (a) => a.use('/api/chat', service.api.router) });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  service.attach!(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sockets: Socket[] = [];

  const applied = async (eventId: string) =>
    (await database.db.select().from(inbox).where(eq(inbox.eventId, eventId))).length > 0;

  /** Sends an event as its producer's relay would; resolves once chat has applied it. */
  async function publish(producer: string, e: NewEvent) {
    const envelope = envelopeOf(producer, e);
    await bus.publish([envelope]);
    await eventually(() => applied(envelope.id));
    return envelope;
  }

  /** Billing's `entitlement.changed` for a member: premium until then (null: not premium). */
  const entitle = (memberId: string, e: { premiumUntil: Date | null; version: number }) =>
    publish('billing', {
      type: 'entitlement.changed',
      key: memberId,
      payload: {
        memberId,
        premiumUntil: e.premiumUntil?.toISOString() ?? null,
        source: e.premiumUntil ? 'trial' : null,
        version: e.version,
        at: new Date().toISOString(),
      },
    });

  /** He writes first to her over HTTP, as a member starts a conversation: its id and the first message's. */
  async function openConversation(from: TestMember, to: TestMember, text = 'Assalamu alaikum') {
    const started = await request(server)
      .post('/api/chat/conversations')
      .set('Authorization', from.auth)
      .send({ memberId: to.id, clientId: randomUUID(), text })
      .expect(201);
    return {
      conversationId: started.body.conversation.id as string,
      messageId: started.body.message.id as string,
    };
  }

  async function member(
    o: { visibility?: Visibility; entitled?: boolean; kind?: 'individual' | 'company' } = {},
  ): Promise<TestMember> {
    const id = uuidv7();
    const kind = o.kind ?? 'individual';
    await publish('auth', {
      type: 'member.registered',
      key: id,
      payload: registeredMember({ memberId: id, kind }),
    });
    await publish('profile', {
      type: 'profile.visibility.changed',
      key: id,
      payload: { memberId: id, visibility: o.visibility ?? 'public', changedAt: new Date().toISOString() },
    });
    // A trial the member started: billing's one answer, premium for 14 days (version 1).
    if (o.entitled ?? true)
      await entitle(id, { premiumUntil: new Date(Date.now() + 14 * DAY_MS), version: 1 });
    const token = await tokens.tokenFor(kind === 'company' ? 'company' : 'member', id);
    return { id, token, auth: `Bearer ${token}` };
  }

  const at = () => new Date().toISOString();
  const follow = (followerId: string, targetId: string) =>
    publish('social', {
      type: 'follow.accepted',
      key: targetId,
      payload: { followId: uuidv7(), followerId, targetId, at: at() },
    });
  const block = (blockerId: string, blockedId: string, on = true) =>
    publish('social', {
      type: on ? 'member.blocked' : 'member.unblocked',
      key: blockerId,
      payload: { blockerId, blockedId, at: at() },
    });
  const suspend = (memberId: string, on = true) =>
    publish('auth', {
      type: on ? 'member.suspended' : 'member.reinstated',
      key: memberId,
      payload: { memberId, status: on ? 'suspended' : 'active', at: at() },
    });
  const erase = (memberId: string) =>
    publish('auth', { type: 'member.deleted', key: memberId, payload: { memberId, deletedAt: at() } });

  /** A member's device: a Socket.IO client on the service, connected. */
  async function connect(m: { token: string }): Promise<Socket> {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: m.token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  return {
    url,
    server,
    service,
    database,
    view,
    bearer: async (role: Role, id?: string) => `Bearer ${await tokens.tokenFor(role, id)}`,
    publish,
    member,
    openConversation,
    entitle,
    follow,
    block,
    suspend,
    erase,
    connect,
    eventsOf: (type: string) => published.filter((e) => e.type === type),
    advanceDays(days: number) {
      offsetMs += days * DAY_MS;
    },
    resetClock() {
      offsetMs = 0;
    },
    async close() {
      for (const s of sockets) s.disconnect();
      await service.stop();
      server.close();
      await ports.close();
    },
  };
}

export type ChatTestApp = Awaited<ReturnType<typeof startChatApp>>;
export { eventually };
