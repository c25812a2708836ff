/**
 * The part of a Socket.IO client socket the site uses. Written out so the provider can be given
 * a stand-in (component tests), and so nothing else in the site depends on socket.io-client.
 */
export interface ChatSocket {
  readonly connected: boolean;
  /** A listener gets whatever the frame carries: every handler parses it with a schema. */
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}
