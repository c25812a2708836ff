import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import { useUnreadTotal } from '../hooks/use-unread-total';

/** The badge shows up to this many; more reads "99+". */
const BADGE_MAX = 99;

/**
 * How many messages wait for me, on the header's messages link: read at start and kept live by the
 * chat socket. The count is said in words to screen readers (the link's name then reads
 * "Messages 3 unread", with the language's plural forms); the badge is for the eye.
 */
export function UnreadBadge() {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const total = useUnreadTotal(true);
  if (total <= 0) return null;
  const n = (x: number) => formatNumber(x, locale);
  return (
    <>
      <span className="count-badge site-header__chat-badge" aria-hidden="true">
        {total > BADGE_MAX ? `${n(BADGE_MAX)}+` : n(total)}
      </span>
      {/* A space, so the link's name reads "Messages 3 unread", not "Messages3 unread". */}{' '}
      <span className="visually-hidden">{t('nav.unread', { count: total, n: n(total) })}</span>
    </>
  );
}
