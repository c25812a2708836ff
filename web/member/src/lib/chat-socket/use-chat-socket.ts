import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { z } from 'zod';
import { ChatSocketContext } from './socket-context';

/** The tab's chat socket (null when signed out) and where its connection stands. */
export const useChatConnection = () => useContext(ChatSocketContext);

/**
 * Calls `handler` with each `event` the server sends whose payload passes `schema` (a frame off
 * the protocol is ignored, never half-read). The latest handler is used without resubscribing.
 */
export function useSocketEvent<S extends z.ZodType>(
  event: string,
  schema: S,
  handler: (payload: z.output<S>) => void,
) {
  const { socket } = useContext(ChatSocketContext);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: unknown) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) latest.current(parsed.data);
    };
    socket.on(event, listener);
    return () => {
      socket.off(event, listener);
    };
  }, [socket, event, schema]);
}

/**
 * Calls `callback` each time the socket connects after this component mounted: what happened while
 * it was down was not pushed to this tab, so the page reads it again. A page mounting on a live
 * connection is not called: its own reads are newer than the connection.
 */
export function useOnReconnect(callback: () => void) {
  const { generation } = useContext(ChatSocketContext);
  const seen = useRef(generation);
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (generation > seen.current) latest.current();
    seen.current = generation;
  }, [generation]);
}
