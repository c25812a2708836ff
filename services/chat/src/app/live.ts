/**
 * How use cases reach members' open devices once a change has committed: the socket server
 * (socket/) sets the sink when it attaches; before that (a process serving HTTP only, or a test
 * without sockets) nothing is listening and nothing is sent. Live updates are a courtesy on top
 * of the database, which clients read again on reconnect: losing one loses nothing.
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
