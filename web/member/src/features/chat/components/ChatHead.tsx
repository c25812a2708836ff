import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberCard, Presence } from '@mawadda/contracts';
import { MemberAvatar } from '../../../lib/members/MemberAvatar';
import { PresenceTag } from '../../../lib/members/PresenceTag';
import { useLocale } from '../../../routes/use-locale';

interface Props {
  memberId: string;
  card: MemberCard | null;
  name: string;
  presence: Presence;
  actions?: ReactNode;
}

/**
 * Who the conversation is with: the way back to my conversations, their photo (or initial), their
 * name (to their profile) and whether they are online now, and the conversation's menu.
 */
export function ChatHead({ memberId, card, name, presence, actions }: Props) {
  const { t } = useTranslation('chat');
  const { to } = useLocale();
  return (
    <header className="chat__head">
      <Link className="chat__back" to={to('/profile/chat')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('back')}</span>
      </Link>
      <MemberAvatar card={card} name={name} />
      <div className="chat__who">
        {/* The name keeps its own direction (bdi) and the heading the page's, so an Arabic name on
            an English page still sits at the start. */}
        <h1 id="chat-title" className="chat__name">
          {card ? (
            <Link to={to(`/profile/${memberId}`)}>
              <bdi>{name}</bdi>
            </Link>
          ) : (
            <bdi>{name}</bdi>
          )}
        </h1>
        <PresenceTag presence={presence} gender={card?.gender ?? null} />
      </div>
      {actions && <div className="chat__actions">{actions}</div>}
    </header>
  );
}
