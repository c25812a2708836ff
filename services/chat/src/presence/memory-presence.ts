import { onlineOf, type DeviceCounts, type Presence } from './presence.js';

/** Presence in one process: every socket is here, so a set per member says it all. */
export class MemoryPresence implements Presence {
  private readonly sockets = new Map<string, Set<string>>();

  async connect(memberId: string, socketId: string) {
    const set = this.sockets.get(memberId) ?? new Set<string>();
    set.add(socketId);
    this.sockets.set(memberId, set);
    return set.size === 1;
  }

  async disconnect(memberId: string, socketId: string) {
    const set = this.sockets.get(memberId);
    if (!set?.delete(socketId)) return false;
    if (set.size) return false;
    this.sockets.delete(memberId);
    return true;
  }

  async online(memberIds: readonly string[]) {
    return onlineOf(memberIds, await this.devices(memberIds));
  }

  async devices(memberIds: readonly string[]): Promise<DeviceCounts> {
    return { of: new Map(memberIds.map((id) => [id, this.sockets.get(id)?.size ?? 0])), everywhere: true };
  }

  async close() {
    this.sockets.clear();
  }
}
