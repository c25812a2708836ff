import { preferencesViewSchema, type PreferencesView } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** The preferences read under the profile's own key, so a save elsewhere shows here at once. */
export const PREFERENCES_KEY = ['profile', 'me', 'preferences'] as const;

/** GET /api/profile/me/preferences: what I am looking for (unset wishes absent). */
export const fetchPreferences = (signal?: AbortSignal): Promise<PreferencesView> =>
  api('/profile/me/preferences', { schema: preferencesViewSchema, signal });

/** Whether any wish is set: none means the suggestions have nothing of mine to go by. */
export const hasWishes = (view: PreferencesView): boolean =>
  Object.values(view.preferences).some((wish) => wish != null);
