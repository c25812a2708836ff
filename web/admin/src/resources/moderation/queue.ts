import type { ModerationItem } from '@mawadda/contracts';
import type { DataProvider } from 'react-admin';

/** The pending queue as the review walks it: oldest first (the list's default order). */
export const PENDING_QUEUE = {
  filter: { status: 'pending' },
  sort: { field: 'submittedAt', order: 'ASC' as const },
  pagination: { page: 1, perPage: 100 },
};

export async function pendingQueue(dataProvider: DataProvider): Promise<ModerationItem[]> {
  const { data } = await dataProvider.getList<ModerationItem>('moderation', PENDING_QUEUE);
  return data;
}

/**
 * After deciding `decidedId`, the item to open: the next one that was after it in the queue and
 * is still pending (another moderator may have taken some), else the oldest still pending.
 */
export function nextAfterDecision(
  before: readonly { id: string }[],
  decidedId: string,
  now: readonly { id: string }[],
): string | null {
  const pending = new Set(now.map((i) => i.id).filter((id) => id !== decidedId));
  const at = before.findIndex((i) => i.id === decidedId);
  const later = before.slice(at + 1).find((i) => pending.has(i.id));
  return later?.id ?? now.find((i) => i.id !== decidedId)?.id ?? null;
}
