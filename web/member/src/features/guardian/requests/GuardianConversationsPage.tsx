import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Conversation, MemberCard } from '@mawadda/contracts';
import { isolate } from '../../../lib/bidi';
import { displayName } from '../../../lib/display-name';
import { wardName } from '../lib/ward-name';
import { formatWhen } from '../../../lib/format';
import { fetchMemberCards } from '../../../lib/members/fetch-member-cards';
import { MemberAvatar } from '../../../lib/members/MemberAvatar';
import { problemMessage } from '../../../lib/problem-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocale } from '../../../routes/use-locale';
import { fetchLinkedMembers, fetchMemberConversations, fetchMemberMessages } from './guardian-requests-api';
import './guardian-requests.css';

/**
 * /guardian/requests/members/:memberId (a guardian): the member's conversations, read
 * only, while she lets her guardian read them. Nothing here writes, and reading marks nothing read.
 */
export function GuardianConversationsPage() {
  const { memberId = '' } = useParams();
  const { t } = useTranslation('guardian');
  const { locale, to } = useLocale();
  const members = useQuery({
    queryKey: ['guardian', 'members'],
    queryFn: ({ signal }) => fetchLinkedMembers(signal),
  });
  const ward = members.data?.find((m) => m.memberId === memberId);
  const name = ward ? wardName(ward, locale) : t('requests.yourMember');
  useDocumentTitle(t('requests.reads.pageTitle', { name }));
  const list = useInfiniteQuery({
    queryKey: ['guardian', 'reads', memberId],
    queryFn: ({ pageParam, signal }) => fetchMemberConversations(memberId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const conversations = list.data?.pages.flatMap((p) => p.items) ?? [];
  const ids = [...new Set(conversations.map((c) => c.memberId))];
  const cards = useQuery({
    queryKey: ['guardian', 'cards', ids],
    queryFn: ({ signal }) => fetchMemberCards(ids, signal),
    enabled: ids.length > 0,
  });
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section className="section container guardian-reads" aria-labelledby="guardian-reads-title">
      <div className="card">
        <p>
          <Link to={to('/guardian/requests')}>{t('requests.back')}</Link>
        </p>
        {/* The page's direction, the name isolated: `dir="auto"` turned the English title
            right-to-left whenever the name was Arabic. */}
        <h1 id="guardian-reads-title">{t('requests.reads.pageTitle', { name: isolate(name) })}</h1>
        <p className="notice">{t('requests.reads.readOnly')}</p>
        {list.isPending && <p role="status">{t('requests.loading')}</p>}
        {list.isError && (
          <p className="form__error" role="alert">
            {problemMessage(list.error, locale)}
          </p>
        )}
        {list.data && conversations.length === 0 && <p>{t('requests.reads.empty')}</p>}
        <ul className="guardian-reads__list">
          {conversations.map((c) => (
            <ReadOnlyConversation
              key={c.id}
              memberId={memberId}
              memberName={name}
              conversation={c}
              card={cards.data?.find((k) => k.memberId === c.memberId) ?? null}
              expanded={open === c.id}
              onToggle={() => setOpen(open === c.id ? null : c.id)}
            />
          ))}
        </ul>
        {list.hasNextPage && (
          <button type="button" className="btn btn--ghost" onClick={() => void list.fetchNextPage()}>
            {t('requests.reads.more')}
          </button>
        )}
      </div>
    </section>
  );
}

function ReadOnlyConversation({
  memberId,
  memberName,
  conversation,
  card,
  expanded,
  onToggle,
}: {
  memberId: string;
  memberName: string;
  conversation: Conversation;
  card: MemberCard | null;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('guardian');
  const { locale } = useLocale();
  const other = card ? displayName(card, locale) : t('requests.someone');
  const messages = useInfiniteQuery({
    queryKey: ['guardian', 'reads', memberId, conversation.id],
    queryFn: ({ pageParam, signal }) => fetchMemberMessages(memberId, conversation.id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: expanded,
  });
  // Pages are newest first; shown oldest first, as a conversation reads.
  const items = (messages.data?.pages.flatMap((p) => p.items) ?? []).slice().reverse();
  const panelId = `guardian-conversation-${conversation.id}`;
  return (
    <li className="guardian-reads__item">
      <button
        type="button"
        className="guardian-reads__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <MemberAvatar card={card} name={other} />
        <span dir="auto">{t('requests.reads.with', { name: other })}</span>
        <time dateTime={conversation.updatedAt}>{formatWhen(conversation.updatedAt, locale)}</time>
      </button>
      {expanded && (
        <div id={panelId} className="guardian-reads__messages">
          {messages.hasNextPage && (
            <button type="button" className="btn btn--ghost" onClick={() => void messages.fetchNextPage()}>
              {t('requests.reads.older')}
            </button>
          )}
          {messages.isPending && <p role="status">{t('requests.loading')}</p>}
          <ol>
            {items.map((m) => (
              <li
                key={m.id}
                className={m.senderId === memberId ? 'guardian-reads__mine' : 'guardian-reads__theirs'}
              >
                <span className="guardian-reads__sender">{m.senderId === memberId ? memberName : other}</span>
                <p dir="auto">{m.removed ? t('requests.reads.removed') : m.text}</p>
                <time dateTime={m.sentAt}>{formatWhen(m.sentAt, locale)}</time>
              </li>
            ))}
          </ol>
        </div>
      )}
    </li>
  );
}

export { GuardianConversationsPage as Component };
