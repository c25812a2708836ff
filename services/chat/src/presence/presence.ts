/**
 * Who is online in chat (a device of theirs holds a socket): the Presence port. In memory for one
 * process (embedded); in Redis when chat runs as replicas, where each replica renews its own
 * sockets' entries and a replica that dies takes its members offline within the TTL. Never
 * stored in a database: presence is ephemeral (issue 14).
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
