import { api } from '../../../lib/api';

/** POST /api/profile/me/heartbeat: "I am here", so other members see me online (204). */
export async function sendHeartbeat(): Promise<void> {
  await api('/profile/me/heartbeat', { method: 'POST' });
}
