import type { CallRecord } from '../domain/call-rules.js';

/**
 * Where calls live while they ring and run: in memory for one process, in Redis for replicas (as
 * presence is). Never in the database: a call is ephemeral; what stays is the line it leaves in
 * the conversation. A member's "line" names the call they are in, which is how busy is known.
 */
export interface CallRegistry {
  get(callId: string): Promise<CallRecord | undefined>;
  /** Stores a new call and takes the line of each member it names as `lines`. */
  create(call: CallRecord, lines: readonly string[]): Promise<void>;
  /**
   * Reads, changes and writes the call as one step (replicas may act on the same call at once):
   * `change` answers the next state, or undefined to leave it as it is.
   */
  update(callId: string, change: (c: CallRecord) => CallRecord | undefined): Promise<CallRecord | undefined>;
  /** The call a member is in (ringing included), if any. */
  lineOf(memberId: string): Promise<string | undefined>;
  /** Frees the member's line if it still names this call. */
  release(memberId: string, callId: string): Promise<void>;
  close(): Promise<void>;
}
