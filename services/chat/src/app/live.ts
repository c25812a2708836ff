/**
 * The socket server sets the sink when it attaches; before that nothing listens and nothing is
 * sent. Live updates are a courtesy on top of the database, which clients reread on reconnect, so
 * losing one loses nothing.
 */
export interface LiveSink {
  toMember(memberId: string, event: string, payload: unknown): void;
}

export class LiveUpdates implements LiveSink {
  private sink: LiveSink | undefined;

  attach(sink: LiveSink | undefined): void {
    this.sink = sink;
  }

  toMember(memberId: string, event: string, payload: unknown): void {
    this.sink?.toMember(memberId, event, payload);
  }
}
