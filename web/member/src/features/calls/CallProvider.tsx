import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import {
  CALL_CLIENT_EVENTS,
  CALL_SERVER_EVENTS,
  callEventSchema,
  callIceSchema,
  callSignalEventSchema,
  callViewSchema,
  type CallMedia,
  type CallSignalEvent,
  type CallView,
} from '@mawadda/contracts';
import { emitWithAck, useChatConnection, useSocketEvent } from '../../lib/chat-socket';
import { myMemberId } from '../../lib/my-member-id';
import { CallContext, type CallApi } from './call-context';
import { CallSession } from './call-session';

/**
 * The tab's calls, over the chat socket (one per signed-in tab, members and guardians alike):
 * the call ringing for me, the one I am in on this device and its media. A call I answered on
 * another device stops ringing here; a call ending anywhere ends here.
 */
export function CallProvider({ children }: { children: ReactNode }) {
  const { socket } = useChatConnection();
  const [call, setCall] = useState<CallView | null>(null);
  const [ended, setEnded] = useState<CallView | null>(null);
  const session = useRef<CallSession | null>(null);
  const early = useRef<CallSignalEvent[]>([]);
  const [tick, rerender] = useReducer((n: number) => n + 1, 0);

  const finish = useCallback((last: CallView | null) => {
    session.current?.close();
    session.current = null;
    setCall(null);
    setEnded(last);
  }, []);

  const enter = useCallback(
    async (view: CallView) => {
      const me = myMemberId();
      if (!socket || !me) return;
      const ice = await emitWithAck(socket, CALL_CLIENT_EVENTS.ice, { callId: view.id }, callIceSchema);
      session.current?.close();
      const current = new CallSession(socket, me, view, ice, rerender);
      session.current = current;
      setCall(view);
      // Signals that came while the session was being made (she answered at once) are applied now.
      for (const e of early.current.splice(0))
        if (e.callId === view.id) void current.signal(e.from, e.signal);
      await current.whenReady();
      await current.update(view);
    },
    [socket],
  );

  useSocketEvent(CALL_SERVER_EVENTS.call, callEventSchema, ({ call: next }) => {
    const me = myMemberId();
    if (call && call.id !== next.id) return; // one call at a time in this tab
    if (call && next.rev < call.rev) return; // an older state that arrived late
    if (next.state === 'ended') {
      if (call?.id === next.id || !call) finish(next);
      return;
    }
    // Answered (or joined) on another device of mine: this one stops ringing.
    if (!session.current && me && next.joined.includes(me)) return setCall(null);
    setCall(next);
    void session.current?.update(next);
  });

  useSocketEvent(CALL_SERVER_EVENTS.signal, callSignalEventSchema, (e) => {
    if (session.current && call?.id === e.callId) void session.current.signal(e.from, e.signal);
    // Before this tab's session exists (its ICE servers still on the way): kept for it, a few only.
    else if (!session.current) early.current = [...early.current.slice(-20), e];
  });

  // Signed out or the socket replaced: whatever was open closes.
  useEffect(() => () => session.current?.close(), [socket]);

  const api = useMemo<CallApi>(() => {
    const act = async (event: string) => {
      if (!socket || !call) return;
      await emitWithAck(socket, event, { callId: call.id }, callViewSchema);
    };
    return {
      call,
      session: session.current,
      ended,
      async start(conversationId: string, media: CallMedia) {
        if (!socket) return;
        setEnded(null);
        const view = await emitWithAck(
          socket,
          CALL_CLIENT_EVENTS.start,
          { conversationId, media },
          callViewSchema,
        );
        if (view.state === 'ended') return finish(view);
        await enter(view);
      },
      async accept() {
        if (!socket || !call) return;
        // The camera and microphone first: the browser asks before she is connected to anyone.
        await enter(call);
        const view = await emitWithAck(
          socket,
          CALL_CLIENT_EVENTS.accept,
          { callId: call.id },
          callViewSchema,
        );
        setCall((c) => (c && c.id === view.id && c.rev > view.rev ? c : view));
        await session.current?.update(view);
      },
      async decline() {
        await act(CALL_CLIENT_EVENTS.decline);
        finish(null);
      },
      async join() {
        if (!socket || !call) return;
        await enter(call);
        const view = await emitWithAck(socket, CALL_CLIENT_EVENTS.join, { callId: call.id }, callViewSchema);
        setCall((c) => (c && c.id === view.id && c.rev > view.rev ? c : view));
        await session.current?.update(view);
      },
      async hangUp() {
        await act(CALL_CLIENT_EVENTS.leave).catch(() => undefined);
        finish(null);
      },
      dismissEnded: () => setEnded(null),
    };
    // `tick` moves whenever the session changes (media, connections, quality).
  }, [socket, call, ended, enter, finish, tick]);

  return <CallContext.Provider value={api}>{children}</CallContext.Provider>;
}
