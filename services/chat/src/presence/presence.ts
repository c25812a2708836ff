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
  /** How many devices each of these members has connected now (see `DeviceCounts`). */
  devices(memberIds: readonly string[]): Promise<DeviceCounts>;
  close(): Promise<void>;
}

/**
 * Devices connected per member. `everywhere` is false when only this replica's own could be
 * counted (Redis away): a count then says nothing of the other replicas, so nothing may be left
 * untold on the strength of it.
 */
export interface DeviceCounts {
  of: ReadonlyMap<string, number>;
  everywhere: boolean;
}

/** The members of `memberIds` with a device connected. */
export const onlineOf = (memberIds: readonly string[], devices: DeviceCounts) =>
  new Set(memberIds.filter((id) => (devices.of.get(id) ?? 0) > 0));
