import type {
  AccountStatus,
  BlockExport,
  MemberRegisteredPayload,
  ProfileExport,
  ProfileSnapshot,
  Visibility,
} from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { indexEntryOf } from '../domain/searchable.js';
import type { SearchIndex } from '../index/search-index.js';
import type { BlockStore } from '../store/block-store.js';
import type { MemberStore } from '../store/member-store.js';
import type { MemberRow } from '../store/schema.js';

/**
 * The rules that keep the read model and the index in step, one method per fact. The event
 * consumers and a rebuild's batches both come through here, so a replay from the producers'
 * exports ends exactly where the events would have.
 */
export class ReadModel {
  constructor(
    private readonly index: SearchIndex,
    private readonly members: MemberStore,
    private readonly blocks: BlockStore,
  ) {}

  /** A changed row goes into the index if it is searchable, and out of it if not. */
  private async reindex(tx: Db, row: MemberRow | undefined): Promise<void> {
    if (!row) return;
    const entry = indexEntryOf(row);
    if (entry) await this.index.put(entry, tx);
    else await this.index.remove(row.memberId, row.rev, tx);
  }

  async registered(tx: Db, p: MemberRegisteredPayload, status?: AccountStatus) {
    await this.reindex(tx, await this.members.register(tx, p, status));
  }

  async profile(tx: Db, snapshot: ProfileSnapshot) {
    await this.reindex(tx, await this.members.applySnapshot(tx, snapshot));
  }

  async active(tx: Db, memberId: string, at: Date) {
    await this.reindex(tx, await this.members.markActive(tx, memberId, at));
  }

  async status(tx: Db, memberId: string, status: AccountStatus) {
    await this.reindex(tx, await this.members.setStatus(tx, memberId, status));
  }

  async visibility(tx: Db, memberId: string, visibility: Visibility) {
    await this.reindex(tx, await this.members.setVisibility(tx, memberId, visibility));
  }

  async erased(tx: Db, memberId: string, at: Date) {
    const row = await this.members.erase(tx, memberId, at);
    await this.blocks.purge(tx, memberId);
    // One past the last revision: newer than anything the index may hold of them.
    if (row) await this.index.remove(memberId, row.rev + 1, tx);
  }

  async blocked(tx: Db, blockerId: string, blockedId: string) {
    await this.blocks.block(tx, blockerId, blockedId);
  }

  async unblocked(tx: Db, blockerId: string, blockedId: string) {
    await this.blocks.unblock(tx, blockerId, blockedId);
  }

  /** One row of the profile export: the snapshot, then the activity it knows of. */
  async profileExport(tx: Db, e: ProfileExport) {
    await this.profile(tx, e.profile);
    if (e.lastActiveAt) await this.active(tx, e.profile.memberId, new Date(e.lastActiveAt));
  }

  async blockExport(tx: Db, e: BlockExport) {
    await this.blocked(tx, e.blockerId, e.blockedId);
  }

  /** After a rebuild: whatever it did not see is gone at the source (a lost removal event). */
  async sweep(tx: Db, since: Date): Promise<{ removedMembers: number; removedBlocks: number }> {
    const gone = await this.members.sweep(tx, since);
    for (const row of gone) await this.index.remove(row.memberId, row.rev + 1, tx);
    return { removedMembers: gone.length, removedBlocks: await this.blocks.sweep(tx, since) };
  }
}
