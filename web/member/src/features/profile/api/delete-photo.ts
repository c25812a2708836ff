import { api } from '../../../lib/api';

/** DELETE /api/profile/me/photos/{photoId}: removes an album photo for good (204). */
export async function deletePhoto(photoId: string): Promise<void> {
  await api(`/profile/me/photos/${encodeURIComponent(photoId)}`, { method: 'DELETE' });
}
