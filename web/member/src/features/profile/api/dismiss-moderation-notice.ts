import { api } from '../../../lib/api';

/** POST /api/profile/me/moderation-notices/{id}/dismiss: the notice no longer shows (204). */
export async function dismissModerationNotice(id: string): Promise<void> {
  await api(`/profile/me/moderation-notices/${encodeURIComponent(id)}/dismiss`, { method: 'POST' });
}
