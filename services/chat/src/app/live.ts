/**
 * The socket server sets the sink when it attaches; before that nothing listens and nothing is
 * sent. Live updates are a courtesy on top of the database, which clients reread on reconnect, so
 * losing one loses nothing.
 */
export interface LiveSink {
  /** `except`: a socket of the member's that already has this (the device that sent a message). */
  toMember(memberId: string, event: string, payload: unknown, except?: string): void;
  /** One socket of this process's (the one a frame came on), told directly: no other replica. */
  toSocket(socketId: string, event: string, payload: unknown): void;
}

export class LiveUpdates implements LiveSink {
  private sink: LiveSink | undefined;

  attach(sink: LiveSink | undefined): void {
    this.sink = sink;
  }

  toMember(memberId: string, event: string, payload: unknown, except?: string): void {
    this.sink?.toMember(memberId, event, payload, except);
  }

  toSocket(socketId: string, event: string, payload: unknown): void {
    this.sink?.toSocket(socketId, event, payload);
  }
}
