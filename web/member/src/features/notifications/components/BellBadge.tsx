import { UNREAD_COUNT_CAP } from '@mawadda/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import { useUnreadCount } from '../hooks/use-unread-count';

/** The badge shows up to this many; more reads "99+" (the API counts no further than 100). */
const BADGE_MAX = UNREAD_COUNT_CAP - 1;

/**
 * How many notifications wait unread, on the bell. Said in words to screen readers, with the
 * language's plural forms; the badge is for the eye.
 */
export function BellBadge() {
  const { t } = useTranslation('notify');
  const { locale } = useLocale();
  const count = useUnreadCount();
  if (count <= 0) return null;
  const n = (x: number) => formatNumber(x, locale);
  const more = count > BADGE_MAX;
  return (
    <>
      <span className="count-badge site-header__chat-badge" aria-hidden="true">
        {more ? `${n(BADGE_MAX)}+` : n(count)}
      </span>{' '}
      <span className="visually-hidden">
        {more ? t('bell.unreadMore', { n: n(BADGE_MAX) }) : t('bell.unread', { count, n: n(count) })}
      </span>
    </>
  );
}
