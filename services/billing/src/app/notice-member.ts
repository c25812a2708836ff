import type { Db } from '@mawadda/kit';
import { noticeCreated } from '../events/billing-events.js';
import type { NoticeRow } from '../store/schema.js';
import type { BillingApp } from './context.js';

/**
 * Stores a notice for the member and, when it is new, announces it (`billing.notice.created`) in
 * the same transaction, so the notifier tells the member exactly once per notice.
 */
export async function noticeMember(
  app: BillingApp,
  tx: Db,
  notice: Omit<NoticeRow, 'id' | 'readAt'>,
): Promise<void> {
  const stored = await app.ledger.notify(tx, notice);
  if (stored) await app.outbox.append(tx, noticeCreated(stored));
}
