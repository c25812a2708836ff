import { notificationPreferencesSchema, type NotificationPreferences } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/notify/preferences: every kind with my channel for it. */
export const fetchPreferences = (signal?: AbortSignal): Promise<NotificationPreferences> =>
  api('/notify/preferences', { schema: notificationPreferencesSchema, signal });
