import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  TYPING_THROTTLE_MS,
  TYPING_TTL_MS,
  typingEventSchema,
} from '@mawadda/contracts';
import { useChatConnection, useSocketEvent } from '../../../lib/chat-socket';

/**
 * "… is typing": shown for TYPING_TTL_MS after the other member's last typing frame, or until
 * their message arrives (`stop`). My own typing is said at most once per TYPING_THROTTLE_MS,
 * and only while the socket is up (it is worth nothing late).
 */
export function useTyping(conversationId: string | null, otherId: string) {
  const { socket } = useChatConnection();
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastSent = useRef(0);

  useSocketEvent(SERVER_EVENTS.typing, typingEventSchema, (event) => {
    if (event.conversationId !== conversationId || event.memberId !== otherId) return;
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), TYPING_TTL_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);

  const onType = useCallback(() => {
    if (!conversationId || !socket?.connected) return;
    const now = Date.now();
    if (now - lastSent.current < TYPING_THROTTLE_MS) return;
    lastSent.current = now;
    socket.emit(CLIENT_EVENTS.typing, { conversationId });
  }, [conversationId, socket]);

  return { typing, onType, stop };
}
