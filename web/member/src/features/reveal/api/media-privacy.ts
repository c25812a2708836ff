import { mediaPrivacySchema, type MediaPrivacy, type MediaPrivacyEdit } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** PUT /api/profile/me/privacy: hide (or show again) my photos and/or my CV. */
export const setMediaPrivacy = (edit: MediaPrivacyEdit): Promise<MediaPrivacy> =>
  api('/profile/me/privacy', { method: 'PUT', body: edit, schema: mediaPrivacySchema });
