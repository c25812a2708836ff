import { preferencesViewSchema, type PreferencesView } from '@mawadda/contracts';
import { api } from './api';

/**
 * The member's own wishes, read by the preferences page and the home's next step under one cache
 * key, so a save on the page shows on the home at once.
 */
export const MY_PREFERENCES_KEY = ['profile', 'me', 'preferences'] as const;

/** GET /api/profile/me/preferences: the wishes set (unset ones absent) and when they last changed. */
export const fetchMyPreferences = (signal?: AbortSignal): Promise<PreferencesView> =>
  api('/profile/me/preferences', { schema: preferencesViewSchema, signal });

/** Whether any wish is set: none means the suggestions have nothing of hers to go by. */
export const hasWishes = (view: PreferencesView): boolean =>
  Object.values(view.preferences).some((wish) => wish != null && wish !== false);
