import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatWith, Gender, MemberCard } from '@mawadda/contracts';
import { ApiProblem } from '../../../lib/api';
import { useChatConnection, useOnReconnect } from '../../../lib/chat-socket';
import { useConfirm } from '../../../lib/confirm';
import { displayName } from '../../../lib/display-name';
import { NotFoundPage } from '../../../lib/errors/NotFoundPage';
import { myMemberId } from '../../../lib/my-member-id';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { closeConversation } from '../api/close-conversation';
import { chatKeys } from '../hooks/chat-keys';
import { useChatSync } from '../hooks/use-chat-sync';
import { useChatWith, useMemberCard } from '../hooks/use-chat-with';
import { useMessages } from '../hooks/use-messages';
import { useOutbox } from '../hooks/use-outbox';
import { useReceipts } from '../hooks/use-receipts';
import { useTyping } from '../hooks/use-typing';
import { putConversation } from '../lib/conversation-cache';
import { ChatHead } from './ChatHead';
import { ChatMenu } from './ChatMenu';
import { ChatReportDialog } from './ChatReportDialog';
import { ClosedNotice } from './ClosedNotice';
import { Composer } from './Composer';
import { ConnectionBanner } from './ConnectionBanner';
import { GuardianApprovalNotice, GuardianReadsNotice } from './GuardianNotice';
import { MessageList } from './MessageList';
import { RefusalNotice } from './RefusalNotice';
import { TypingIndicator } from './TypingIndicator';
import { isolate } from '../../../lib/bidi';

/** Refusals the guardian's notice explains. */
const GUARDIAN_REFUSALS = new Set(['awaiting_guardian', 'guardian_declined']);
/** The way forward of `needs_follow`, which the page composing this feature provides (the follow button). */
export type RenderFollow = (props: { memberId: string; name: string }) => ReactNode;
/** The call buttons of an open conversation, which the page composing this feature provides (calls). */
export type RenderCalls = (props: { conversationId: string; name: string }) => ReactNode;

/** An unknown member, one who blocks me, or an id that cannot be one: all the 404 page. */
const isUnknown = (error: unknown) =>
  error instanceof ApiProblem && (error.status === 404 || error.status === 400);

/**
 * /chat/:id (id: the other member's): the conversation with one member, for a signed-in member.
 * The page reads whether we have a conversation and whether I may write, and their card; then
 * the history, live through the chat socket.
 */
export function ChatPage({
  memberId,
  renderFollow,
  aside,
  renderCalls,
}: {
  memberId: string;
  renderFollow?: RenderFollow;
  /** Shown under the conversation's head once we have one (the path toward nikah). */
  aside?: ReactNode;
  renderCalls?: RenderCalls;
}) {
  const { t } = useTranslation('chat');
  const chat = useChatWith(memberId);
  const card = useMemberCard(memberId);
  if (chat.isError && isUnknown(chat.error)) return <NotFoundPage />;
  if (chat.isError)
    return (
      <ChatFrame title={t('title')}>
        <div className="form__error chat__failed" role="alert">
          <p>{t('failedToOpen')}</p>
          <button type="button" className="btn btn--ghost" onClick={() => void chat.refetch()}>
            {t('common:actions.retry')}
          </button>
        </div>
      </ChatFrame>
    );
  if (!chat.data || card.isPending)
    return (
      <ChatFrame title={t('title')}>
        <div className="chat__loading" aria-busy="true">
          <p role="status" className="visually-hidden">
            {t('loading')}
          </p>
          <div className="skeleton chat__skeleton-head" />
          <div className="skeleton chat__skeleton-body" />
        </div>
      </ChatFrame>
    );
  return (
    <Conversation
      memberId={memberId}
      chat={chat.data}
      card={card.data ?? null}
      renderFollow={renderFollow}
      aside={aside}
      renderCalls={renderCalls}
    />
  );
}

function ChatFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className="container chat" aria-label={title}>
      {children}
    </article>
  );
}

function Conversation({
  memberId,
  chat,
  card,
  renderFollow,
  aside,
  renderCalls,
}: {
  memberId: string;
  chat: ChatWith;
  card: MemberCard | null;
  renderFollow?: RenderFollow;
  aside?: ReactNode;
  renderCalls?: RenderCalls;
}) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const { status } = useChatConnection();
  const me = myMemberId();
  const name = card ? displayName(card, locale) : t('unknownMember');
  const gender: Gender | null = card?.gender ?? null;
  const context = gender ?? undefined;
  const { conversation } = chat;
  const conversationId = conversation?.id ?? null;
  useDocumentTitle(t('titleWith', { name }));

  useChatSync();
  const { query, messages, catchUp } = useMessages(conversationId);
  const outbox = useOutbox(memberId);
  const typing = useTyping(conversationId, memberId);
  useReceipts(conversation, messages);
  useOnReconnect(() => {
    void catchUp();
    void queryClient.invalidateQueries({ queryKey: chatKeys.with(memberId) });
  });

  // Their message ends their typing; a new one of theirs is announced (not the history on opening).
  const newest = messages.at(-1);
  const announced = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const { stop } = typing;
  useEffect(() => {
    if (!newest) return;
    const first = announced.current === undefined;
    if (newest.id === announced.current) return;
    announced.current = newest.id;
    if (first || newest.senderId !== memberId) return;
    stop();
    setAnnouncement(
      newest.text === null ? t('messages.removed') : t('messages.newFrom', { name, text: newest.text }),
    );
  }, [newest, memberId, name, stop, t]);

  // Messages the server confirmed are shown from the history; their pending copy goes.
  const confirmed = new Set(messages.map((m) => m.clientId));
  const pending = outbox.pending.filter((p) => !confirmed.has(p.clientId));

  const [reporting, setReporting] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(async () => {
    if (!conversationId) return;
    const ok = await confirm(t('close.confirm', { name: isolate(name), context }), t('close.confirmLabel'));
    if (!ok) return menuToggle.current?.focus();
    try {
      putConversation(queryClient, await closeConversation(conversationId), false);
      void queryClient.invalidateQueries({ queryKey: chatKeys.with(memberId) });
      toast.success(t('close.done'));
    } catch (error) {
      toast.error(
        error instanceof ApiProblem && error.status !== 0 ? problemMessage(error, locale) : t('close.failed'),
      );
    }
    menuToggle.current?.focus();
  }, [conversationId, confirm, t, name, context, queryClient, memberId, toast, locale]);

  const open = conversation?.status === 'open';
  const presence = conversation?.presence ?? card?.presence ?? 'offline';
  const hasOlder = Boolean(query.hasNextPage);
  const { fetchNextPage, isFetchingNextPage } = query;
  const loadOlder = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);

  const placeholder =
    conversationId && query.isPending ? (
      <div className="chat__placeholder" aria-busy="true">
        <p role="status">{t('messages.loading')}</p>
      </div>
    ) : conversationId && query.isError && messages.length === 0 ? (
      <div className="form__error chat__placeholder" role="alert">
        <p>{t('messages.failed')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    ) : undefined;

  return (
    <article className="container chat" aria-labelledby="chat-title">
      <ChatHead
        memberId={memberId}
        card={card}
        name={name}
        presence={presence}
        actions={
          conversation && (
            <>
              {open &&
                !conversation.guardianApproval &&
                renderCalls?.({ conversationId: conversation.id, name })}
              <ChatMenu
                name={name}
                toggleRef={menuToggle}
                onCloseConversation={open ? () => void close() : undefined}
                onReport={() => setReporting(true)}
              />
            </>
          )
        }
      />
      <ConnectionBanner status={status} />
      <GuardianReadsNotice conversation={conversation} />
      {conversation && aside}
      <MessageList
        messages={messages}
        pending={pending}
        conversation={conversation}
        me={me}
        name={name}
        hasOlder={hasOlder}
        loadingOlder={isFetchingNextPage}
        onLoadOlder={loadOlder}
        onRetry={(clientId) => void outbox.retry(clientId)}
        onRemove={outbox.remove}
        placeholder={placeholder}
      />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <TypingIndicator typing={typing.typing} name={name} gender={gender} />
      <footer className="chat__foot">
        {conversation?.status === 'closed' && (
          <ClosedNotice conversation={conversation} name={name} gender={gender} />
        )}
        {conversation?.guardianApproval && (
          <GuardianApprovalNotice conversation={conversation} name={name} gender={gender} />
        )}
        {chat.canWrite ? (
          <Composer name={name} onSend={outbox.send} onType={typing.onType} />
        ) : (
          chat.refusal &&
          // A conversation the other member closed already says so: "closed" has nothing to add.
          !(chat.refusal === 'closed' && conversation?.status === 'closed') &&
          // The guardian's notice above already says why.
          !(conversation?.guardianApproval && GUARDIAN_REFUSALS.has(chat.refusal)) && (
            <RefusalNotice
              refusal={chat.refusal}
              memberId={memberId}
              name={name}
              gender={gender}
              follow={renderFollow?.({ memberId, name })}
              retryAfterSeconds={chat.retryAfterSeconds}
            />
          )
        )}
      </footer>
      {reporting && conversation && (
        <ChatReportDialog
          conversationId={conversation.id}
          memberId={memberId}
          name={name}
          theirs={messages.filter((m) => m.senderId === memberId).reverse()}
          onClose={() => {
            setReporting(false);
            menuToggle.current?.focus();
          }}
        />
      )}
    </article>
  );
}
