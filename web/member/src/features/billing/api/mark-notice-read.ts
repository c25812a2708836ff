import { api } from '../../../lib/api';

/** POST /api/billing/notices/{id}/read: the member dismissed the notice; it is not shown again. */
export const markNoticeRead = (noticeId: string): Promise<void> =>
  api(`/billing/notices/${encodeURIComponent(noticeId)}/read`, { method: 'POST' });
