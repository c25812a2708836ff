import { ownProfileSchema, type OwnProfile } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/profile/me: my profile with its private fields, completeness and media signed for me. */
export const fetchOwnProfile = (signal?: AbortSignal): Promise<OwnProfile> =>
  api('/profile/me', { schema: ownProfileSchema, signal });
