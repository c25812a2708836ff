import { api } from '../../../lib/api';

/** POST /api/notify/notifications/{id}/read: one of mine opened. */
export const markRead = (id: string): Promise<void> =>
  api(`/notify/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
