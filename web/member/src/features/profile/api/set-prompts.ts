import { ownProfileSchema, type OwnProfile, type ProfilePrompt } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** PUT /api/profile/me/prompts: the whole set of answers ([] clears); answers the new profile. */
export const setPrompts = (prompts: ProfilePrompt[]): Promise<OwnProfile> =>
  api('/profile/me/prompts', { method: 'PUT', body: { prompts }, schema: ownProfileSchema });
