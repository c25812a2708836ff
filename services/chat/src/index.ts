import path from 'node:path';
import type { Server } from 'node:http';
import {
  ApiRouter,
  createServiceOutbox,
  EntitlementCopy,
  openJobQueue,
  type ServiceDeps,
  type ServiceModule,
} from '@mawadda/kit';
import { endCallIn } from './app/calls/act-on-call.js';
import { defineRingJobs } from './jobs/ring-jobs.js';
import type { ChatApp } from './app/context.js';
import { ConversationPairs } from './app/conversation-pairs.js';
import { LiveUpdates } from './app/live.js';
import { chatRateLimits } from './app/rate-limits.js';
import { GroupCommit } from './app/group-commit.js';
import { SerialByKey } from './app/serial-by-key.js';
import { commitReceipts } from './app/mark-receipts.js';
import { commitWrites } from './app/write-message.js';
import type { ChatConfig } from './config.js';
import { CHAT_PRODUCER } from './events/chat-events.js';
import { subscribeToEvents } from './events/consumers.js';
import { adminRoutes } from './http/admin-routes.js';
import { callRoutes } from './http/call-routes.js';
import { guardianRoutes } from './http/guardian-routes.js';
import type { ChatHttp } from './http/context.js';
import { conversationRoutes } from './http/conversation-routes.js';
import { meRoutes } from './http/me-routes.js';
import { messageRoutes } from './http/message-routes.js';
import { MemoryCalls } from './calls/memory-calls.js';
import { RedisCalls } from './calls/redis-calls.js';
import { MemoryPresence } from './presence/memory-presence.js';
import { RedisPresence } from './presence/redis-presence.js';
import { attachChatSockets } from './socket/chat-sockets.js';
import { BatchStore } from './store/batch-store.js';
import { CallStore } from './store/call-store.js';
import { ConversationStore } from './store/conversation-store.js';
import { ReceiptStore } from './store/receipt-store.js';
import { GraphStore } from './store/graph-store.js';
import { GuardianStore } from './store/guardian-store.js';
import { MemberStore } from './store/member-store.js';
import { MessageStore } from './store/message-store.js';
import { ReportStore } from './store/report-store.js';
import { entitlements, platform } from './store/schema.js';

export { chatEnvSchema, loadChatConfig, type ChatConfig } from './config.js';

/**
 * The most messages one transaction stores: enough that a burst on a busy replica shares a few
 * transactions, few enough that a batch's statements stay small and its locks short.
 */
const MESSAGES_PER_BATCH = 100;
/** The most receipt frames one statement moves (they merge per member and conversation first). */
const RECEIPTS_PER_BATCH = 200;

/** Conversations, messages, receipts, typing and presence over Socket.IO (DESIGN §2; README). */
export function createChatService(
  deps: ServiceDeps,
  options: {
    config: ChatConfig;
    /** The time rules are judged at; the real clock unless a test moves it. */
    clock?: () => Date;
  },
): ServiceModule & { app: ChatApp } {
  const { database, verifier } = deps;
  const events = createServiceOutbox(deps, CHAT_PRODUCER, platform);
  const conversations = new ConversationStore(database.db);
  const writeLogger = deps.logger.child({ component: 'chat-writes' });
  const app: ChatApp = {
    database,
    outbox: events.outbox,
    members: new MemberStore(),
    entitlements: new EntitlementCopy(entitlements),
    graph: new GraphStore(),
    guardians: new GuardianStore(),
    conversations,
    conversationPairs: new ConversationPairs(conversations),
    messages: new MessageStore(),
    batches: new BatchStore(),
    receiptStore: new ReceiptStore(),
    reports: new ReportStore(),
    presence: deps.redis
      ? new RedisPresence(deps.redis, options.config.CHAT_PRESENCE_TTL_SECONDS * 1000)
      : new MemoryPresence(),
    calls: deps.redis ? new RedisCalls(deps.redis) : new MemoryCalls(),
    callStore: new CallStore(),
    endCallIn: (conversationId, memberIds) => endCallIn(app, conversationId, memberIds),
    live: new LiveUpdates(),
    writes: new GroupCommit((batch) => commitWrites(app, writeLogger, batch), MESSAGES_PER_BATCH),
    receipts: new GroupCommit((batch) => commitReceipts(app, batch), RECEIPTS_PER_BATCH),
    pairs: new SerialByKey(),
    limits: chatRateLimits(options.config, deps.redis),
    config: options.config,
    clock: options.clock ?? (() => new Date()),
  };
  const http: ChatHttp = { api: new ApiRouter({ tag: 'chat', verifier }), app };
  conversationRoutes(http);
  messageRoutes(http);
  meRoutes(http);
  adminRoutes(http);
  guardianRoutes(http);
  callRoutes(http);
  let sockets: ReturnType<typeof attachChatSockets> | undefined;

  return {
    name: 'chat',
    app,
    api: http.api,
    migrationsFolder: path.resolve(import.meta.dirname, '../drizzle'),
    async start() {
      const jobs = await openJobQueue(deps.config, {
        queue: 'chat',
        database,
        logger: deps.logger,
        now: app.clock,
      });
      app.ringOut = defineRingJobs(jobs, app);
      app.jobs = jobs;
      await jobs.start();
      await subscribeToEvents(deps, app);
    },
    startPublishing: events.start,
    attach(server: Server) {
      sockets = attachChatSockets(server, {
        app,
        verifier,
        revocations: deps.revocations?.view,
        redis: deps.redis,
        logger: deps.logger.child({ component: 'chat-sockets' }),
      });
    },
    async stop() {
      await sockets?.close();
      await app.presence.close();
      await app.jobs?.close();
      await app.calls.close();
      await events.stop();
    },
  };
}
