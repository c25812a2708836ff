import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { BillingApp } from './context.js';

/** `POST /notices/{id}/read`: the member dismisses a notice (reading one twice is fine). */
export async function markNoticeRead(
  app: BillingApp,
  memberId: string,
  noticeId: string,
): Promise<Outcome<void, RefusalOf<'noticeNotFound'>>> {
  const found = await app.ledger.markRead(app.database.db, memberId, noticeId, app.clock());
  return found ? ok(undefined) : refused({ refusal: 'noticeNotFound' });
}
