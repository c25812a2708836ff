import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberCard, Notification } from '@mawadda/contracts';
import { displayName } from '../../../lib/display-name';
import { formatRelativeTime, formatWhen } from '../../../lib/format';
import { MemberAvatar } from '../../../lib/members/MemberAvatar';
import { useLocale } from '../../../routes/use-locale';
import { notificationDetail, notificationText } from './notification-text';
import { isolate } from '../../../lib/bidi';

/** Kinds that lead to the actor's profile: without their card (hidden from me) they lead to mine. */
const TO_ACTOR = new Set(['follow.accepted', 'reveal.granted']);

/**
 * One notification: the actor's photo and name (from their card), what happened, when, and the
 * way to it. Opening it marks it read.
 */
export function NotificationItem({
  item,
  card,
  onOpen,
}: {
  item: Notification;
  card: MemberCard | null;
  onOpen: (item: Notification) => void;
}) {
  const { t } = useTranslation('notify');
  const { locale, to } = useLocale();
  const name = card ? displayName(card, locale) : t('someone');
  const unread = item.readAt === null;
  const link = TO_ACTOR.has(item.kind) && !card ? '/notifications' : item.link;
  const detail = notificationDetail(item, t, locale);
  return (
    <li>
      <Link
        to={to(link)}
        className={`notification${unread ? ' notification--unread' : ''}`}
        onClick={() => onOpen(item)}
      >
        {item.actorId && <MemberAvatar card={card} name={name} />}
        <span className="notification__body">
          <span>{notificationText(item, isolate(name), t, card?.gender ?? null)}</span>
          {detail && <span className="notification__detail">{detail}</span>}
          {unread && <span className="visually-hidden">{t('unread')}</span>}
          <time
            className="notification__time"
            dateTime={item.createdAt}
            title={formatWhen(item.createdAt, locale)}
          >
            {formatRelativeTime(item.createdAt, locale)}
          </time>
        </span>
      </Link>
    </li>
  );
}
