import { profileFileSchema, type ProfileFile } from '@mawadda/contracts';
import { uploadFile } from '../../../lib/upload';
import type { Sender } from './sender';

/** PUT /api/profile/me/{cv|video}: replaces my CV or video. */
export const setFile =
  (kind: 'cv' | 'video'): Sender<ProfileFile> =>
  (file, onProgress, signal) =>
    uploadFile(`/profile/me/${kind}`, { method: 'PUT', file, schema: profileFileSchema, onProgress, signal });
