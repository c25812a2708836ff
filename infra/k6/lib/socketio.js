// A small Socket.IO client over k6's WebSocket (k6/websockets), enough for chat: the Engine.IO v4
// handshake, the `40` namespace connect carrying the auth payload (chat reads `auth.token`),
// `42[...]` events, `42<id>[...]` emits answered by `43<id>[...]` acks, and the server's
// heartbeat (`2` ping answered by `3` pong). Only the default namespace, text frames only (chat
// sends no binary). The protocol: https://socket.io/docs/v4/socket-io-protocol/
import { WebSocket } from 'k6/websockets';
import { setTimeout, clearTimeout } from 'k6/timers';

/** A random RFC 4122 version 4 UUID (chat's clientId must be one). */
export function uuidv4() {
  const hex = '0123456789abcdef';
  let out = '';
  for (let i = 0; i < 36; i++) {
    if (i === 8 || i === 13 || i === 18 || i === 23) out += '-';
    else if (i === 14) out += '4';
    else if (i === 19) out += hex[8 + Math.floor(Math.random() * 4)];
    else out += hex[Math.floor(Math.random() * 16)];
  }
  return out;
}

/** Splits `<digits>[json]` into the ack id (or null) and the decoded array. */
function idAndArgs(rest) {
  let i = 0;
  while (i < rest.length && rest[i] >= '0' && rest[i] <= '9') i++;
  return { id: i ? Number(rest.slice(0, i)) : null, args: rest.length > i ? JSON.parse(rest.slice(i)) : [] };
}

export class SocketIoClient {
  /**
   * Opens the socket; `connected` resolves once the server accepted the namespace connect (the
   * handshake's auth checked), or rejects with its `connect_error` message or a closed socket.
   */
  constructor(baseUrl, auth, { timeoutMs = 10000 } = {}) {
    this.auth = auth;
    this.handlers = {};
    this.acks = new Map();
    this.nextAck = 0;
    this.pings = 0;
    this.closed = false;
    this.connected = new Promise((resolve, reject) => {
      this.onConnected = resolve;
      this.onRefused = reject;
    });
    const timer = setTimeout(() => this.onRefused(new Error('connect timed out')), timeoutMs);
    this.connected.then(
      () => clearTimeout(timer),
      () => clearTimeout(timer),
    );
    this.ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`);
    this.ws.onmessage = (event) => this.frame(String(event.data));
    this.ws.onerror = (event) => this.onRefused(new Error(`websocket error: ${event.error || 'unknown'}`));
    this.ws.onclose = () => {
      this.closed = true;
      this.onRefused(new Error('socket closed before connect'));
      for (const [, pending] of this.acks) pending.reject(new Error('socket closed'));
      this.acks.clear();
    };
  }

  frame(data) {
    const engine = data[0];
    if (engine === '0')
      this.ws.send(`40${JSON.stringify(this.auth)}`); // Engine.IO open
    else if (engine === '2') {
      this.pings++;
      this.ws.send('3');
    } else if (engine === '4') {
      const packet = data[1];
      const rest = data.slice(2);
      if (packet === '0') this.onConnected(rest ? JSON.parse(rest) : {});
      else if (packet === '4') this.onRefused(new Error(`connect_error ${rest}`));
      else if (packet === '2') {
        const { args } = idAndArgs(rest);
        const [event, ...payload] = args;
        for (const handler of this.handlers[event] || []) handler(...payload);
      } else if (packet === '3') {
        const { id, args } = idAndArgs(rest);
        const pending = this.acks.get(id);
        if (pending) {
          this.acks.delete(id);
          pending.resolve(args[0]);
        }
      } else if (packet === '1') this.close();
    }
  }

  on(event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
  }

  /** Emits with an ack; resolves with the server's first ack argument, rejects after `timeoutMs`. */
  emitWithAck(event, payload, timeoutMs = 10000) {
    const id = this.nextAck++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.acks.delete(id);
        reject(new Error(`${event}: no ack within ${timeoutMs} ms`));
      }, timeoutMs);
      this.acks.set(id, {
        resolve: (v) => {
          clearTimeout(timer);
          resolve(v);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      this.ws.send(`42${id}${JSON.stringify([event, payload])}`);
    });
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    try {
      this.ws.send('41'); // leave the namespace, then the transport
    } catch {
      /* already closing */
    }
    this.ws.close();
  }
}
