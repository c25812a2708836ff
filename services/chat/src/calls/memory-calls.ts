import type { CallRecord } from '../domain/call-rules.js';
import type { CallRegistry } from './call-registry.js';

/** Calls in one process: every socket is here, so two maps say it all. */
export class MemoryCalls implements CallRegistry {
  private readonly calls = new Map<string, CallRecord>();
  private readonly lines = new Map<string, string>();

  async get(callId: string) {
    return this.calls.get(callId);
  }

  async create(call: CallRecord, lines: readonly string[]) {
    this.calls.set(call.id, call);
    for (const m of lines) this.lines.set(m, call.id);
  }

  async update(callId: string, change: (c: CallRecord) => CallRecord | undefined) {
    const current = this.calls.get(callId);
    const next = current && change(current);
    if (!next) return undefined;
    // An ended call is kept no longer than it takes to tell its parties.
    if (next.state === 'ended') this.calls.delete(callId);
    else this.calls.set(callId, next);
    return next;
  }

  async lineOf(memberId: string) {
    return this.lines.get(memberId);
  }

  async release(memberId: string, callId: string) {
    if (this.lines.get(memberId) === callId) this.lines.delete(memberId);
  }

  async close() {
    this.calls.clear();
    this.lines.clear();
  }
}
