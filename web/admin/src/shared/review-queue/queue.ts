import type { DataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../api/data-provider';

/** What every staff review queue's items carry (moderation items, verification submissions). */
export interface QueueItem {
  id: string;
  memberId: string;
  memberName: string | null;
  kind: string;
  status: string;
  reason: string | null;
  note: string | null;
}

/** One review queue, as the shared list and review screens read it. */
export interface ReviewQueue<Reason extends string> {
  /** The react-admin resource. */
  resource: string;
  /** The catalogue's prefix of the queue's texts (`mw.moderation`): kinds, statuses, reasons, buttons. */
  texts: string;
  kinds: readonly string[];
  statuses: readonly string[];
  reasons: readonly Reason[];
  noteMax: number;
  approve(dataProvider: ConsoleDataProvider, id: string): Promise<unknown>;
  reject(
    dataProvider: ConsoleDataProvider,
    id: string,
    body: { reason: Reason; note?: string },
  ): Promise<unknown>;
  /**
   * Worked from the keyboard: A, R and a reason's digit, J/K through the pending items, and the
   * next one opens after each decision. Otherwise the decided item stays on screen, refreshed.
   */
  keyboard: boolean;
}

/** The pending queue as the review walks it: oldest first (the list's default order). */
export const PENDING_QUEUE = {
  filter: { status: 'pending' },
  sort: { field: 'submittedAt', order: 'ASC' as const },
  pagination: { page: 1, perPage: 100 },
};

export async function pendingQueue(dataProvider: DataProvider, resource: string): Promise<QueueItem[]> {
  const { data } = await dataProvider.getList<QueueItem>(resource, PENDING_QUEUE);
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
