import {
  chatReportReceiptSchema,
  chatReportSchema,
  chatWithSchema,
  conversationPageSchema,
  conversationSchema,
  startConversationSchema,
  startedConversationSchema,
} from '@mawadda/contracts';
import { chatWith } from '../app/chat-with.js';
import { closeConversation } from '../app/close-conversation.js';
import { listConversations, readConversation } from '../app/read-conversations.js';
import { reportConversation } from '../app/report-conversation.js';
import { writeMessage } from '../app/write-message.js';
import { viewsOf, writtenFor } from '../app/views.js';
import { CONVERSATION_OWNERS_ONLY, MEMBERS, type ChatHttp } from './context.js';
import { conversationListQuery, conversationParams, memberParams } from './params.js';
import { orRefuse } from './problems.js';

/** My conversations: the list, one of them, starting one, closing and reporting one. */
export function conversationRoutes({ api, app }: ChatHttp) {
  api.get(
    '/conversations',
    {
      summary: 'My conversations, the most recently active first, with unread counts and presence',
      access: MEMBERS,
      query: conversationListQuery,
      response: conversationPageSchema,
    },
    ({ auth, query }) => listConversations(app, auth.id, query),
  );

  api.post(
    '/conversations',
    {
      summary:
        'Start (or reopen) the conversation with a member, with its first message; idempotent by clientId',
      access: MEMBERS,
      body: startConversationSchema,
      response: startedConversationSchema,
      status: 201,
      errors: {
        403: 'The contact rules refuse it (the code and message key say why and what to do)',
        404: 'No such member',
        429: 'Too many new conversations today, or messages this minute',
      },
    },
    async ({ auth, body }) => {
      const written = orRefuse(await writeMessage(app, auth.id, { memberId: body.memberId }, body));
      // The writer's view was read in the storing transaction; a resend reads it again.
      const conversation = written.writerView
        ? (await viewsOf(app, [written.writerView]))[0]!
        : orRefuse(await readConversation(app, auth.id, written.conversationId));
      return { conversation, message: await writtenFor(app, auth.id, written) };
    },
  );

  api.get(
    '/conversations/:id',
    {
      summary: 'One of my conversations',
      access: MEMBERS,
      params: conversationParams,
      response: conversationSchema,
      authz: CONVERSATION_OWNERS_ONLY,
      errors: { 404: 'No such conversation of mine' },
    },
    async ({ auth, params }) => orRefuse(await readConversation(app, auth.id, params.id)),
  );

  api.post(
    '/conversations/:id/close',
    {
      summary: 'Close a conversation: no more messages either way until I write again',
      access: MEMBERS,
      params: conversationParams,
      response: conversationSchema,
      authz: CONVERSATION_OWNERS_ONLY,
      errors: { 404: 'No such conversation of mine' },
    },
    async ({ auth, params }) => orRefuse(await closeConversation(app, auth.id, params.id)),
  );

  api.post(
    '/conversations/:id/report',
    {
      summary: 'Report a conversation to the staff, with the messages that are the problem',
      access: MEMBERS,
      params: conversationParams,
      body: chatReportSchema,
      response: chatReportReceiptSchema,
      status: 201,
      authz: CONVERSATION_OWNERS_ONLY,
      errors: {
        400: 'A named message is not in this conversation',
        404: 'No such conversation of mine',
        429: 'Too many reports today',
      },
    },
    async ({ auth, params, body }) => orRefuse(await reportConversation(app, auth.id, params.id, body)),
  );

  api.get(
    '/with/:memberId',
    {
      summary: 'Our conversation if there is one, and whether I may write to this member now (or why not)',
      access: MEMBERS,
      params: memberParams,
      response: chatWithSchema,
      // The owner (a member asking about herself) is told `self`; one she blocked cannot find her.
      authz: { blocked: 404 },
      errors: { 404: 'No such member, or one who blocks me' },
    },
    async ({ auth, params }) => orRefuse(await chatWith(app, auth.id, params.memberId)),
  );
}
