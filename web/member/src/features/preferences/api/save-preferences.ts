import { preferencesViewSchema, type Preferences, type PreferencesView } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** PUT /api/profile/me/preferences: replaces the wishes whole (a wish left out is "any"). */
export const savePreferences = (preferences: Preferences): Promise<PreferencesView> =>
  api('/profile/me/preferences', { method: 'PUT', body: preferences, schema: preferencesViewSchema });
