import { profileImageSchema, type ProfileImage } from '@mawadda/contracts';
import { uploadFile } from '../../../lib/upload';
import type { Sender } from './sender';

/** PUT /api/profile/me/{avatar|cover}: replaces my profile image or cover. */
export const setImage =
  (kind: 'avatar' | 'cover'): Sender<ProfileImage> =>
  (file, onProgress, signal) =>
    uploadFile(`/profile/me/${kind}`, {
      method: 'PUT',
      file,
      schema: profileImageSchema,
      onProgress,
      signal,
    });
