import { useEffect, useState, type ReactNode } from 'react';
import { useAppState } from '../../app/state';
import { afterLoadAndIdle } from '../after-load-and-idle';
import type { ChatSocket } from './chat-socket';
import { ChatSocketContext, type ChatConnection } from './socket-context';

const OFF: ChatConnection = { socket: null, status: 'off', generation: 0 };

/**
 * One chat socket per signed-in tab, shared by every page and the header, from sign-in to sign-out.
 * The connection, its contracts and socket.io-client are a chunk of their own, fetched once a
 * member is signed in, so a guest's home page never pays for chat.
 */
export function ChatSocketProvider({
  children,
  create,
}: {
  children: ReactNode;
  /** Tests pass a stand-in; the app's socket otherwise. */
  create?: () => ChatSocket | Promise<ChatSocket>;
}) {
  const { state } = useAppState();
  const signedIn = state.auth.isAuthenticated;
  const [connection, setConnection] = useState<ChatConnection>(OFF);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    let stop: (() => void) | undefined;
    const connect = () =>
      import('./connection')
        .then(async ({ connectChat, createChatSocket }) => {
          const socket = await (create ?? createChatSocket)();
          if (!live) return;
          setConnection({ socket, status: 'connecting', generation: 0 });
          stop = connectChat(socket, (status, connected = false) => {
            if (live)
              setConnection((c) => ({ socket, status, generation: c.generation + (connected ? 1 : 0) }));
          });
        })
        .catch((error: unknown) => {
          // The chunk did not load (a release replaced it, the network dropped): the pages still
          // work over HTTP; the next sign-in or reload tries again.
          console.error('chat socket unavailable', error);
        });
    // After the page's load and an idle moment: at start-up the socket's chunk (socket.io) and
    // its handshake would compete with the page's first requests and tasks.
    const cancelStart = afterLoadAndIdle(() => void connect());
    return () => {
      live = false;
      cancelStart();
      stop?.();
      setConnection(OFF);
    };
  }, [signedIn, create]);

  return <ChatSocketContext.Provider value={connection}>{children}</ChatSocketContext.Provider>;
}
