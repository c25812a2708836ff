import type { ReactNode } from 'react';
import { LoadMoreButton, useLoadMore } from '../../../lib/LoadMore';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOnReconnect } from '../../../lib/chat-socket';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { useChatSync } from '../hooks/use-chat-sync';
import { useConversations } from '../hooks/use-conversations';
import { useListDelivered } from '../hooks/use-list-delivered';
import { useNow } from '../hooks/use-now';
import { ConversationRow } from './ConversationRow';

/**
 * /profile/chat: my conversations, the most recently active first, kept live by the chat socket
 * (a new message moves its conversation to the top). Older ones come a page at a time; after
 * "show older", focus goes to the first conversation that came in.
 */
export function ChatListPage({
  rowExtra,
}: {
  /** Rendered in each conversation's row, after its link (pages compose other features). */
  rowExtra?: (memberId: string) => ReactNode;
} = {}) {
  const { t } = useTranslation('chat');
  const { to } = useLocale();
  useDocumentTitle(t('list.title'));
  useChatSync();
  const { list, conversations, cardOf } = useConversations();
  useListDelivered(conversations);
  const now = useNow(60_000);
  const { refetch } = list;
  // Pushes were missed while the connection was down. A list still on its first read (the socket
  // connected while it was loading) gets its answer from that read.
  const loaded = Boolean(list.data);
  useOnReconnect(() => {
    if (loaded) void refetch();
  });

  const { container: items, loadMore } = useLoadMore<HTMLUListElement>(list, conversations.length, (ul, i) =>
    ul.querySelectorAll<HTMLAnchorElement>('.chat-row__link')[i]?.focus(),
  );

  let body;
  if (list.isPending)
    body = (
      <div className="chat-list__loading" aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('list.loading')}
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="skeleton chat-list__skeleton" />
        ))}
      </div>
    );
  else if (list.isError && conversations.length === 0)
    body = (
      <div className="form__error" role="alert">
        <p>{t('list.failed')}</p>
        <button type="button" className="btn btn--ghost" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  else if (conversations.length === 0)
    body = (
      <div className="state chat-list__empty">
        <p>{t('list.empty')}</p>
        <Link className="btn btn--primary" to={to('/search')}>
          {t('list.findMembers')}
        </Link>
      </div>
    );
  else
    body = (
      <>
        <ul ref={items} className="chat-list__items">
          {conversations.map((c) => (
            <ConversationRow
              key={c.id}
              conversation={c}
              card={cardOf(c.memberId)}
              now={now}
              extra={rowExtra?.(c.memberId)}
            />
          ))}
        </ul>
        <LoadMoreButton
          list={list}
          onLoad={loadMore}
          label={t('list.more')}
          loadingLabel={t('list.loadingMore')}
          className="chat-list__more"
        />
      </>
    );

  return (
    <article className="container section chat-list" aria-labelledby="chat-list-title">
      <header>
        <h1 id="chat-list-title">{t('list.title')}</h1>
        <p className="section__lead">{t('list.lead')}</p>
      </header>
      {body}
    </article>
  );
}
