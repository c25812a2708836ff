import type { Presence } from './presence.js';

/** Presence in one process: every socket is here, so a set per member says it all. */
export class MemoryPresence implements Presence {
  private readonly devices = new Map<string, Set<string>>();

  async connect(memberId: string, socketId: string) {
    const set = this.devices.get(memberId) ?? new Set<string>();
    set.add(socketId);
    this.devices.set(memberId, set);
    return set.size === 1;
  }

  async disconnect(memberId: string, socketId: string) {
    const set = this.devices.get(memberId);
    if (!set?.delete(socketId)) return false;
    if (set.size) return false;
    this.devices.delete(memberId);
    return true;
  }

  async online(memberIds: readonly string[]) {
    return new Set(memberIds.filter((id) => this.devices.has(id)));
  }

  async close() {
    this.devices.clear();
  }
}
