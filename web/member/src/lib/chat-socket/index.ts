// What pages and features use of the chat socket. The app's shell imports the provider from its
// own file (ChatSocketProvider.tsx): this index also brings the contracts (emitWithAck's schemas).
export { ChatSocketProvider } from './ChatSocketProvider';
export type { ChatSocket } from './chat-socket';
export type { ConnectionStatus } from './socket-context';
export { useChatConnection, useOnReconnect, useSocketEvent } from './use-chat-socket';
export { ACK_TIMEOUT_MS, AckTimeout, emitWithAck, SocketRefusal } from './emit-with-ack';
