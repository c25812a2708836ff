import { Phone, PhoneMissed, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallLine as Line, ChatMessage } from '@mawadda/contracts';
import { formatNumber, formatTime } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';

/**
 * The line a call leaves in its conversation: "Video call, 4 minutes", "Missed call". Centred
 * between the messages, each member reading it in their own words (the caller's missed call is "not answered").
 */
export function CallLine({ message, call, mine }: { message: ChatMessage; call: Line; mine: boolean }) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const minutes = Math.round(call.seconds / 60);
  const text =
    call.outcome === 'ended' && call.seconds > 0
      ? minutes === 0
        ? t(`calls.line.${call.media}Short`)
        : t(`calls.line.${call.media}`, { count: minutes, n: formatNumber(minutes, locale) })
      : t(`calls.line.${call.outcome === 'missed' && mine ? 'unanswered' : call.outcome}`);
  const Icon = call.outcome === 'missed' ? PhoneMissed : call.media === 'video' ? Video : Phone;
  return (
    <li className={`call-line call-line--${call.outcome}`} data-seq={message.seq}>
      <Icon aria-hidden="true" size={16} />
      <span>{text}</span>
      {call.chaperoned && <span className="call-line__tag">{t('calls.line.chaperoned')}</span>}
      <time dateTime={message.sentAt}>{formatTime(message.sentAt, locale)}</time>
    </li>
  );
}
