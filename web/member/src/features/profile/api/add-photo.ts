import { profileImageSchema, type ProfileImage } from '@mawadda/contracts';
import { uploadFile } from '../../../lib/upload';
import type { Sender } from './sender';

/** POST /api/profile/me/photos: one photo into the album (201; 409 when it holds 12). */
export const addPhoto: Sender<ProfileImage> = (file, onProgress, signal) =>
  uploadFile('/profile/me/photos', { method: 'POST', file, schema: profileImageSchema, onProgress, signal });
