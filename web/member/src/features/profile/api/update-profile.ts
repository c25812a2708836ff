import { ownProfileSchema, type OwnProfile, type ProfileEdit } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** PATCH /api/profile/me with only the fields that changed (`null` clears one); answers the new profile. */
export const updateProfile = (edit: ProfileEdit): Promise<OwnProfile> =>
  api('/profile/me', { method: 'PATCH', body: edit, schema: ownProfileSchema });
