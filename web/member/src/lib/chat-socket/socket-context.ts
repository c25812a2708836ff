import { createContext } from 'react';
import type { ChatSocket } from './chat-socket';

/**
 * Where the tab's chat connection stands. `off`: signed out (no socket). `connecting`: the first
 * connection of this sign-in. `connected`. `reconnecting`: it was lost (or never came) and
 * Socket.IO is trying again; pages say so and queue what the member sends.
 */
export type ConnectionStatus = 'off' | 'connecting' | 'connected' | 'reconnecting';

export interface ChatConnection {
  socket: ChatSocket | null;
  status: ConnectionStatus;
  /** Counts connections: a change after the first means a reconnection (time to catch up). */
  generation: number;
}

/** Outside a provider (pages rendered alone in tests, guests): no socket, nothing live. */
export const ChatSocketContext = createContext<ChatConnection>({
  socket: null,
  status: 'off',
  generation: 0,
});
