import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Conversation, MemberCard } from '@mawadda/contracts';
import { displayName } from '../../../lib/display-name';
import { formatNumber, formatRelativeTime } from '../../../lib/format';
import { MemberAvatar } from '../../../lib/members/MemberAvatar';
import { profileValueLabel } from '@mawadda/contracts/profile-labels';
import { myMemberId } from '../../../lib/my-member-id';
import { useLocale } from '../../../routes/use-locale';

/**
 * One conversation in my list: their photo with a presence dot, their name, when it was last
 * active, the last message (mine marked "You:"), and how many of theirs I have not read. The row
 * is one link to the conversation; the dot and the badge are also said in words.
 */
export function ConversationRow({
  conversation: c,
  card,
  now,
  extra,
}: {
  conversation: Conversation;
  card: MemberCard | null;
  now: number;
  /** Beside the row's link: another feature's way on with this member (the path to nikah). */
  extra?: ReactNode;
}) {
  const { t } = useTranslation('chat');
  const { t: g } = useTranslation('guardian');
  const { locale, to } = useLocale();
  const name = card ? displayName(card, locale) : t('unknownMember');
  const last = c.lastMessage;
  const mine = last?.senderId === myMemberId();
  const at = last?.sentAt ?? c.updatedAt;
  return (
    <li className={`chat-row${c.unread > 0 ? ' chat-row--unread' : ''}`}>
      <Link className="chat-row__link" to={to(`/chat/${c.memberId}`)}>
        <span className="chat-row__avatar">
          <MemberAvatar card={card} name={name} />
          {/* "Offline" is left unsaid, as on a profile: no dot and no word. */}
          {c.presence !== 'offline' && (
            <span className={`chat-row__presence presence--${c.presence}`} aria-hidden="true" />
          )}
        </span>
        <span className="chat-row__body">
          <span className="chat-row__top">
            <span className="chat-row__name">
              <bdi>{name}</bdi>
            </span>
            {c.presence !== 'offline' && (
              <span className="visually-hidden">
                , {profileValueLabel('presence', c.presence, locale, card?.gender ?? null)}
              </span>
            )}{' '}
            <time className="chat-row__time" dateTime={at}>
              {formatRelativeTime(at, locale, now)}
            </time>
          </span>{' '}
          <span className="chat-row__bottom">
            <span className={`chat-row__preview${last?.text === null ? ' chat-row__preview--removed' : ''}`}>
              {last === null || last.text === null ? (
                <span className="chat-row__text">
                  {t(last === null ? 'list.noMessages' : 'messages.removed')}
                </span>
              ) : (
                <>
                  {mine && <span className="chat-row__you">{t('list.mine')} </span>}
                  {/* Their words in their own direction: an English line in an Arabic list starts
                      at its start and is cut at its end (chat.css). */}
                  <bdi className="chat-row__text">{last.text}</bdi>
                </>
              )}
            </span>
            {c.status === 'closed' && (
              <>
                {' '}
                <span className="chat-row__closed">{t('list.closed')}</span>
              </>
            )}
            {c.guardianApproval && (
              <>
                {' '}
                <span className="chat-row__closed">{g(`requests.chat.${c.guardianApproval}.tag`)}</span>
              </>
            )}
            {c.unread > 0 && (
              <>
                {' '}
                <span className="count-badge chat-row__badge">
                  <span aria-hidden="true">{formatNumber(c.unread, locale)}</span>
                  <span className="visually-hidden">
                    {t('list.unread', { count: c.unread, n: formatNumber(c.unread, locale) })}
                  </span>
                </span>
              </>
            )}
          </span>
        </span>
      </Link>
      {extra}
    </li>
  );
}
