import { api } from '../../../lib/api';

export type SingleMedia = 'avatar' | 'cover' | 'cv' | 'video';

/** DELETE /api/profile/me/{avatar|cover|cv|video}: removes that file for good (204). */
export async function removeMedia(kind: SingleMedia): Promise<void> {
  await api(`/profile/me/${kind}`, { method: 'DELETE' });
}
