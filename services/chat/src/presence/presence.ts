/**
 * Who is online in chat: in memory for one process, in Redis for replicas, where a dead replica's
 * members go offline within the TTL. Never in a database: presence is ephemeral.
 */
export interface Presence {
  /** A device connected; true when it is the member's first (they just came online). */
  connect(memberId: string, socketId: string): Promise<boolean>;
  /** A device left; true when it was the member's last (they just went offline). */
  disconnect(memberId: string, socketId: string): Promise<boolean>;
  /** Which of these members are online now. */
  online(memberIds: readonly string[]): Promise<Set<string>>;
  close(): Promise<void>;
}
