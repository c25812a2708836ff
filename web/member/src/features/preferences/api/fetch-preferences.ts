import { preferencesViewSchema, type PreferencesView } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/profile/me/preferences: the wishes set (unset ones absent) and when they last changed. */
export const fetchPreferences = (signal?: AbortSignal): Promise<PreferencesView> =>
  api('/profile/me/preferences', { schema: preferencesViewSchema, signal });
