import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chatMessageSchema,
  cleanMessageText,
  CLIENT_EVENTS,
  type ChatMessage,
  type ChatWith,
  type StartedConversation,
} from '@mawadda/contracts';
import { isMessageKey, translate } from '@mawadda/contracts/messages';
import { ApiProblem } from '../../../lib/api';
import { AckTimeout, emitWithAck, SocketRefusal, useChatConnection } from '../../../lib/chat-socket';
import { formatWhen } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem-message';
import { useLocale } from '../../../routes/use-locale';
import { sendMessage } from '../api/send-message';
import { startConversation } from '../api/start-conversation';
import { newClientId } from '../lib/client-id';
import { putConversation, putSentMessage } from '../lib/conversation-cache';
import { putMessage } from '../lib/messages-cache';
import type { PendingMessage } from '../lib/pending';
import { chatKeys } from './chat-keys';

/** Frames in a row that may go unanswered before the member is told and decides. */
export const SEND_TRIES = 3;

/** One delivery per message at a time, whichever page or render started it. */
const inFlight = new Set<string>();

type Outcome =
  | { kind: 'sent'; message: ChatMessage }
  | { kind: 'started'; started: StartedConversation }
  | { kind: 'queued' }
  | { kind: 'failed'; error: unknown };

const offline = (error: unknown) => error instanceof ApiProblem && error.status === 0;
/** A refusal of the contact rules: what the page shows about writing has changed (closed, blocked…). */
const refusedContact = (key: string) =>
  key.startsWith('chat.refused.') && key !== 'chat.refused.rate_limited';

/**
 * What I write, from the composer to the server. Each message has its own clientId, so resending
 * an unanswered frame (or over HTTP with the socket down) keeps it once on the server. Starting or
 * reopening a conversation is HTTP only: the socket's frames name an open conversation.
 */
export function useOutbox(memberId: string) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const connection = useChatConnection();
  const { data: pending } = useQuery<PendingMessage[]>({
    queryKey: chatKeys.outbox(memberId),
    queryFn: () => [],
    initialData: [],
    staleTime: Infinity,
    gcTime: Infinity,
  });

  const latest = useRef(connection);
  useLayoutEffect(() => {
    latest.current = connection;
  });

  const update = useCallback(
    (change: (list: PendingMessage[]) => PendingMessage[]) =>
      queryClient.setQueryData<PendingMessage[]>(chatKeys.outbox(memberId), (list) => change(list ?? [])),
    [queryClient, memberId],
  );
  const patch = useCallback(
    (clientId: string, fields: Partial<PendingMessage>) =>
      update((list) => list.map((p) => (p.clientId === clientId ? { ...p, ...fields } : p))),
    [update],
  );

  const failure = useCallback(
    (error: unknown): string => {
      if (error instanceof SocketRefusal) {
        const { messageKey } = error.problem;
        return isMessageKey(messageKey) ? translate(messageKey, locale) : t('failed.generic');
      }
      if (error instanceof ApiProblem) {
        const { messageKey, retryAfterSeconds } = error.problem;
        const said = problemMessage(error, locale);
        if (messageKey !== 'chat.refused.daily_limit' || !retryAfterSeconds) return said;
        const at = new Date(Date.now() + retryAfterSeconds * 1000).toISOString();
        return `${said} ${t('failed.retryAt', { time: formatWhen(at, locale) })}`;
      }
      return t('failed.generic');
    },
    [locale, t],
  );

  const attempt = useCallback(
    async ({ clientId, text }: PendingMessage): Promise<Outcome> => {
      const conversation = queryClient.getQueryData<ChatWith>(chatKeys.with(memberId))?.conversation;
      if (!conversation || conversation.status === 'closed') {
        try {
          return { kind: 'started', started: await startConversation({ memberId, clientId, text }) };
        } catch (error) {
          return offline(error) ? { kind: 'queued' } : { kind: 'failed', error };
        }
      }
      const frame = { conversationId: conversation.id, clientId, text };
      for (let tries = 0; tries < SEND_TRIES; tries++) {
        const { socket } = latest.current;
        if (socket?.connected) {
          try {
            return {
              kind: 'sent',
              message: await emitWithAck(socket, CLIENT_EVENTS.send, frame, chatMessageSchema),
            };
          } catch (error) {
            // Unanswered: the frame may or may not have arrived; the same clientId makes a resend safe.
            if (error instanceof AckTimeout) continue;
            return { kind: 'failed', error };
          }
        }
        try {
          return { kind: 'sent', message: await sendMessage(conversation.id, { clientId, text }) };
        } catch (error) {
          return offline(error) ? { kind: 'queued' } : { kind: 'failed', error };
        }
      }
      return { kind: 'failed', error: new AckTimeout() };
    },
    [queryClient, memberId],
  );

  const deliver = useCallback(
    async (clientId: string) => {
      const entry = queryClient
        .getQueryData<PendingMessage[]>(chatKeys.outbox(memberId))
        ?.find((p) => p.clientId === clientId);
      if (!entry || inFlight.has(clientId)) return;
      inFlight.add(clientId);
      patch(clientId, { status: 'sending', queued: false, error: null });
      try {
        const outcome = await attempt(entry);
        if (outcome.kind === 'queued') return patch(clientId, { queued: true });
        if (outcome.kind === 'failed') {
          patch(clientId, { status: 'failed', error: failure(outcome.error) });
          const problemKey =
            outcome.error instanceof ApiProblem
              ? outcome.error.problem.messageKey
              : outcome.error instanceof SocketRefusal
                ? outcome.error.problem.messageKey
                : '';
          // Writing is no longer what the page thought (closed meanwhile, a block): ask again.
          if (refusedContact(problemKey))
            void queryClient.invalidateQueries({ queryKey: chatKeys.with(memberId) });
          return;
        }
        if (outcome.kind === 'started') {
          const { conversation, message } = outcome.started;
          // In the list and in this page's conversation, her receipts that came first kept.
          putConversation(queryClient, conversation, true);
          putMessage(queryClient, message, true);
        } else {
          putMessage(queryClient, outcome.message, true);
          putSentMessage(queryClient, outcome.message);
        }
        update((list) => list.filter((p) => p.clientId !== clientId));
        // The list's preview and order: read again when it is next shown.
        void queryClient.invalidateQueries({ queryKey: chatKeys.list, refetchType: 'active' });
      } finally {
        inFlight.delete(clientId);
      }
    },
    [queryClient, memberId, attempt, failure, patch, update],
  );

  /** Sends a message; the text is cleaned as the server cleans it (the composer checked its length). */
  const send = useCallback(
    (raw: string) => {
      const entry: PendingMessage = {
        clientId: newClientId(),
        text: cleanMessageText(raw),
        createdAt: new Date().toISOString(),
        status: 'sending',
        queued: false,
        error: null,
      };
      update((list) => [...list, entry]);
      void deliver(entry.clientId);
    },
    [update, deliver],
  );

  const remove = useCallback(
    (clientId: string) => update((list) => list.filter((p) => p.clientId !== clientId)),
    [update],
  );

  // Back online (or back on this page): whatever still waits goes now, each with its own id.
  const { generation } = connection;
  useEffect(() => {
    const waiting = queryClient.getQueryData<PendingMessage[]>(chatKeys.outbox(memberId)) ?? [];
    for (const p of waiting) if (p.status === 'sending') void deliver(p.clientId);
  }, [generation, queryClient, memberId, deliver]);
  useEffect(() => {
    const resend = () => {
      const waiting = queryClient.getQueryData<PendingMessage[]>(chatKeys.outbox(memberId)) ?? [];
      for (const p of waiting) if (p.queued) void deliver(p.clientId);
    };
    window.addEventListener('online', resend);
    return () => window.removeEventListener('online', resend);
  }, [queryClient, memberId, deliver]);

  return { pending, send, retry: deliver, remove };
}
