import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@mawadda/contracts';
import { formatTime } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import type { PendingMessage } from '../lib/pending';
import { Ticks, type TickState } from './Ticks';
import { CallLine } from './CallLine';

/**
 * One message as a plain text node, links not clickable (a member is not sent off-site from a
 * private conversation). A `<bdi dir="auto">`: chat keeps the bidi controls members type, so each
 * message is an isolate and an override left open cannot reorder the next message or the sender.
 */
export function MessageBubble({
  message,
  mine,
  sender,
  tick,
}: {
  message: ChatMessage;
  mine: boolean;
  sender: string;
  tick: TickState;
}) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  if (message.call) return <CallLine message={message} call={message.call} mine={mine} />;
  return (
    <li className={`bubble bubble--${mine ? 'mine' : 'theirs'}`} data-seq={message.seq}>
      <span className="visually-hidden">{mine ? t('messages.you') : sender}: </span>
      {message.text === null ? (
        <p className="bubble__text bubble__text--removed">{t('messages.removed')}</p>
      ) : (
        <bdi className="bubble__text" dir="auto">
          {message.text}
        </bdi>
      )}
      <p className="bubble__meta">
        <time dateTime={message.sentAt}>{formatTime(message.sentAt, locale)}</time>
        {mine && <Ticks state={tick} />}
      </p>
    </li>
  );
}

/** A message of mine the server has not confirmed: sending (a clock), or not sent with why and what to do. */
export function PendingBubble({
  pending,
  onRetry,
  onRemove,
}: {
  pending: PendingMessage;
  onRetry: (clientId: string) => void;
  onRemove: (clientId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const failed = pending.status === 'failed';
  return (
    <li className={`bubble bubble--mine bubble--pending${failed ? ' bubble--failed' : ''}`}>
      <span className="visually-hidden">{t('messages.you')}: </span>
      <bdi className="bubble__text" dir="auto">
        {pending.text}
      </bdi>
      <p className="bubble__meta">
        <time dateTime={pending.createdAt}>{formatTime(pending.createdAt, locale)}</time>
        {failed ? <span className="bubble__failed">{t('ticks.failed')}</span> : <Ticks state="sending" />}
      </p>
      {failed && (
        <div className="bubble__problem" role="alert">
          {pending.error && <p>{pending.error}</p>}
          <div className="bubble__actions">
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => onRetry(pending.clientId)}
            >
              {t('failed.retry')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => onRemove(pending.clientId)}
            >
              {t('failed.remove')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
