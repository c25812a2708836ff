import { act } from '@testing-library/react';
import type { ChatSocket } from '../../lib/chat-socket';

type Listener = (payload: unknown) => void;

/** A frame the page sent, with the ack callback the server would answer through (if it asked for one). */
export interface Sent {
  event: string;
  payload: unknown;
  ack?: (answer: unknown) => void;
}

/**
 * The chat server's side of a socket, for component tests: it records every frame the page sends,
 * acknowledges `send` frames through `answer` (or leaves them unanswered), and pushes server events
 * and connection changes as Socket.IO would.
 */
export class FakeSocket implements ChatSocket {
  connected = false;
  readonly sent: Sent[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  /** How the server answers a frame; undefined: no answer (a lost ack). */
  answer: (frame: Sent) => unknown = () => ({ ok: true, data: null });

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    const [payload, ack] = args;
    const frame: Sent = { event, payload, ack: typeof ack === 'function' ? (a) => ack(a) : undefined };
    this.sent.push(frame);
    if (frame.ack) {
      const answer = this.answer(frame);
      if (answer !== undefined) queueMicrotask(() => frame.ack?.(answer));
    }
    return this;
  }
  connect() {
    this.connected = true;
    this.fire('connect', undefined);
    return this;
  }
  disconnect() {
    this.connected = false;
    this.fire('disconnect', 'io client disconnect');
    return this;
  }

  /** The server pushes an event. */
  push(event: string, payload: unknown) {
    act(() => this.fire(event, payload));
  }
  /** The network drops: Socket.IO says so and starts retrying by itself. */
  drop() {
    act(() => {
      this.connected = false;
      this.fire('disconnect', 'transport close');
    });
  }
  /** A connection attempt refused (the handshake's middleware, or the network). */
  refuse(error: Error) {
    act(() => {
      this.connected = false;
      this.fire('connect_error', error);
    });
  }
  /** Socket.IO got through again. */
  reconnect() {
    act(() => {
      this.connected = true;
      this.fire('connect', undefined);
    });
  }
  /** The frames of one kind the page sent. */
  frames(event: string) {
    return this.sent.filter((f) => f.event === event).map((f) => f.payload);
  }

  private fire(event: string, payload: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }
}
