import type { Db } from '@mawadda/kit';
import type { ProfileApp } from './context.js';

/**
 * Chat's `conversation.started`: the two members talked, which lets either reveal their hidden
 * photos or CV to the other (domain/reveals.ts). In the event's inbox transaction; harmless when
 * repeated. A conversation closing later does not undo it: they did talk.
 */
export async function applyContact(
  { reveals }: ProfileApp,
  tx: Db,
  c: { starterId: string; recipientId: string; at: Date },
): Promise<void> {
  await reveals.addContact(tx, c.starterId, c.recipientId, c.at);
}
