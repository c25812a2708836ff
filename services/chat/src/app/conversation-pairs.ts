import type { Db } from '@mawadda/kit';
import type { ConversationStore } from '../store/conversation-store.js';

type Pair = readonly [string, string];

/**
 * Which two members a conversation is between, by its id, kept in this process: a conversation
 * never changes members and is never deleted, so what was read once stays true on every replica.
 * Whether the writer may still see it is judged in the write's transaction, under the pair's lock.
 */
export class ConversationPairs {
  private readonly kept = new Map<string, Pair>();

  constructor(
    private readonly conversations: ConversationStore,
    private readonly max = 20_000,
  ) {}

  async of(db: Db, conversationId: string): Promise<Pair | undefined> {
    const kept = this.kept.get(conversationId);
    if (kept) return kept;
    const pair = await this.conversations.membersOf(db, conversationId);
    if (!pair) return undefined;
    this.kept.set(conversationId, pair);
    // The oldest read goes first when full: a replica's working set is its members' recent talk.
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
    return pair;
  }
}
