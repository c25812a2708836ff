import { useTranslation } from 'react-i18next';
import type { Conversation, Gender } from '@mawadda/contracts';

/**
 * A closed conversation says who or what closed it. Only the member who closed it may open it
 * again, by writing (their composer stays, with this said above it); the other reads the history.
 */
export function ClosedNotice({
  conversation,
  name,
  gender,
}: {
  conversation: Conversation;
  name: string;
  gender: Gender | null;
}) {
  const { t } = useTranslation('chat');
  const reason = conversation.closedReason ?? 'closed';
  const text =
    reason !== 'closed'
      ? t(`closed.${reason}`)
      : conversation.closedByMe
        ? t('closed.byMe')
        : t('closed.byThem', { name, context: gender ?? undefined });
  return (
    <div className="notice chat-notice chat-notice--closed">
      <h2 className="notice__title">{t('closed.title')}</h2>
      <p>{text}</p>
    </div>
  );
}
