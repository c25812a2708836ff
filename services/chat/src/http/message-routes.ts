import {
  chatMessageSchema,
  messagePageSchema,
  receiptRequestSchema,
  sendMessageSchema,
} from '@mawadda/contracts';
import { markReceipts } from '../app/mark-receipts.js';
import { readMessages } from '../app/read-messages.js';
import { writtenFor } from '../app/views.js';
import { writeMessage } from '../app/write-message.js';
import { CONVERSATION_OWNERS_ONLY, MEMBERS, type ChatHttp } from './context.js';
import { conversationParams, messageListQuery } from './params.js';
import { orRefuse } from './problems.js';

/** One conversation's history, sending over HTTP (the socket's fallback) and receipts. */
export function messageRoutes({ api, app }: ChatHttp) {
  api.get(
    '/conversations/:id/messages',
    {
      summary: "A page of a conversation's messages, newest first; `next` pages towards older ones",
      access: MEMBERS,
      params: conversationParams,
      query: messageListQuery,
      response: messagePageSchema,
      authz: CONVERSATION_OWNERS_ONLY,
      errors: { 404: 'No such conversation of mine' },
    },
    async ({ auth, params, query }) =>
      orRefuse(await readMessages(app, auth.id, params.id, { limit: query.limit, before: query.cursor })),
  );

  api.post(
    '/conversations/:id/messages',
    {
      summary:
        "Send a message (the socket's `send` over HTTP); a resend with the same clientId is the same message",
      access: MEMBERS,
      params: conversationParams,
      body: sendMessageSchema,
      response: chatMessageSchema,
      status: 201,
      authz: CONVERSATION_OWNERS_ONLY,
      errors: {
        403: 'The contact rules refuse it (closed, blocked, unavailable)',
        404: 'No such conversation of mine',
        429: 'Too many messages this minute',
      },
    },
    async ({ auth, params, body }) => {
      const written = orRefuse(await writeMessage(app, auth.id, { conversationId: params.id }, body));
      return writtenFor(app, auth.id, written);
    },
  );

  for (const kind of ['delivered', 'read'] as const)
    api.post(
      `/conversations/:id/${kind}`,
      {
        summary:
          kind === 'read'
            ? 'Everything up to upToSeq was seen in the open conversation'
            : 'Everything up to upToSeq reached one of my devices',
        access: MEMBERS,
        params: conversationParams,
        body: receiptRequestSchema,
        authz: CONVERSATION_OWNERS_ONLY,
        errors: { 404: 'No such conversation of mine' },
      },
      async ({ auth, params, body }) =>
        void orRefuse(await markReceipts(app, auth.id, params.id, kind, body.upToSeq)),
    );
}
