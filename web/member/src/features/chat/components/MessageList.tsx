import { ArrowDown } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Conversation } from '@mawadda/contracts';
import { formatChatDay, localDayKey } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import type { PendingMessage } from '../lib/pending';
import { tickOf } from '../lib/ticks';
import { MessageBubble, PendingBubble } from './MessageBubble';

/** How close to the bottom (px) still counts as reading the latest messages. */
const NEAR_BOTTOM = 80;

interface Props {
  messages: ChatMessage[];
  pending: PendingMessage[];
  conversation: Conversation | null;
  me: string | null;
  /** The other member's name, said before each of their messages to screen readers. */
  name: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onRemove: (clientId: string) => void;
  /** Shown instead of the history: loading, a failure, or nothing written yet. */
  placeholder?: ReactNode;
}

type Item = { kind: 'message'; message: ChatMessage } | { kind: 'pending'; pending: PendingMessage };
interface Day {
  key: string;
  at: string;
  items: Item[];
}

/**
 * Messages by the reader's calendar day (their time zone), oldest first; my unconfirmed ones
 * last. A day starts wherever the day changes (seq order and clock order agree in practice; if a
 * device clock disagreed, a day would simply show twice, never a message out of order).
 */
function byDay(messages: ChatMessage[], pending: PendingMessage[]): Day[] {
  const days: Day[] = [];
  const add = (at: string, item: Item) => {
    const key = localDayKey(at);
    const last = days.at(-1);
    if (last && localDayKey(last.at) === key) last.items.push(item);
    else days.push({ key: `${key}#${days.length}`, at, items: [item] });
  };
  for (const message of messages) add(message.sentAt, { kind: 'message', message });
  for (const p of pending) add(p.createdAt, { kind: 'pending', pending: p });
  return days;
}

/**
 * The history, in its own scrolling area. It follows new messages only while the reader is at the
 * bottom (or wrote the message), so someone reading further up is not pulled away. Older messages
 * load at the top (also by a button, for keyboards), keeping the message in view where it was.
 */
export function MessageList({
  messages,
  pending,
  conversation,
  me,
  name,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onRemove,
  placeholder,
}: Props) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [newBelow, setNewBelow] = useState(false);
  const first = messages[0]?.id;
  const lastMessage = messages.at(-1);
  const last = pending.length ? `p:${pending.at(-1)!.clientId}` : lastMessage?.id;
  const lastIsMine = pending.length > 0 || (lastMessage !== undefined && lastMessage.senderId === me);
  const shown = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = shown.current;
    const grewAtTop = before.first !== undefined && first !== before.first && last === before.last;
    if (before.last === undefined || (last !== before.last && (atBottom.current || lastIsMine))) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
      setNewBelow(false);
    } else if (grewAtTop) {
      // Older messages came in above: the one in view stays in view.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last) setNewBelow(true);
    shown.current = { first, last, height: el.scrollHeight };
  }, [first, last, lastIsMine]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !loadingOlder) onLoadOlder();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
    if (atBottom.current) setNewBelow(false);
  };
  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    setNewBelow(false);
  };

  const days = byDay(messages, pending);
  return (
    <div className="chat__history">
      <div
        ref={scroller}
        className="chat__scroll"
        role="region"
        aria-label={t('messages.label', { name })}
        // Scrollable by keyboard too.
        tabIndex={0}
        onScroll={onScroll}
      >
        {placeholder ?? (
          <>
            <div ref={sentinel} className="chat__older">
              {hasOlder ? (
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  aria-busy={loadingOlder || undefined}
                  onClick={onLoadOlder}
                >
                  {loadingOlder ? t('messages.loadingOlder') : t('messages.loadOlder')}
                </button>
              ) : (
                messages.length > 0 && <p className="chat__start">{t('messages.start')}</p>
              )}
            </div>
            {days.length === 0 ? (
              <p className="chat__empty">{t('messages.empty', { name })}</p>
            ) : (
              <ol className="chat__days">
                {days.map((day) => (
                  <li key={day.key} className="chat__day">
                    <h2 className="chat-day">
                      <span>{formatChatDay(day.at, locale)}</span>
                    </h2>
                    <ol className="chat__messages">
                      {day.items.map((item) =>
                        item.kind === 'message' ? (
                          <MessageBubble
                            key={item.message.id}
                            message={item.message}
                            mine={item.message.senderId === me}
                            sender={name}
                            tick={tickOf(item.message, conversation)}
                          />
                        ) : (
                          <PendingBubble
                            key={item.pending.clientId}
                            pending={item.pending}
                            onRetry={onRetry}
                            onRemove={onRemove}
                          />
                        ),
                      )}
                    </ol>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </div>
      {newBelow && (
        <button type="button" className="btn btn--primary btn--small chat__new-below" onClick={toBottom}>
          {t('messages.newBelow')}
          <ArrowDown className="icon" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
