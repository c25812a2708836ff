import {
  notificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** PUT /api/notify/preferences: the kinds given get their channel; answers every kind. */
export const savePreferences = (update: NotificationPreferencesUpdate): Promise<NotificationPreferences> =>
  api('/notify/preferences', { method: 'PUT', body: update, schema: notificationPreferencesSchema });
