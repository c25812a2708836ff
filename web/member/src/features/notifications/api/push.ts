import {
  pushDeviceListSchema,
  pushDeviceSchema,
  pushPreferencesSchema,
  pushPublicKeySchema,
  type PushDevice,
  type PushPreferences,
  type PushPreferencesUpdate,
} from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/notify/push/key: the VAPID public key this site's pushes are signed with. */
export const fetchPushKey = (signal?: AbortSignal): Promise<string> =>
  api('/notify/push/key', { schema: pushPublicKeySchema, signal }).then((r) => r.publicKey);

/** POST /api/notify/push/subscriptions: this device takes my pushes, in the page's language. */
export const postPushSubscription = (subscription: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label: string;
}): Promise<PushDevice> =>
  api('/notify/push/subscriptions', { method: 'POST', body: subscription, schema: pushDeviceSchema });

/** GET /api/notify/push/subscriptions: my devices that take pushes (label and when, no endpoint). */
export const fetchPushDevices = (signal?: AbortSignal): Promise<PushDevice[]> =>
  api('/notify/push/subscriptions', { schema: pushDeviceListSchema, signal }).then((r) => r.items);

/** DELETE /api/notify/push/subscriptions/{id}: that device of mine no longer takes pushes. */
export const deletePushDevice = (id: string): Promise<void> =>
  api(`/notify/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** POST /api/notify/push/unsubscribe: this device no longer takes my pushes. */
export const postPushUnsubscribe = (endpoint: string): Promise<void> =>
  api('/notify/push/unsubscribe', { method: 'POST', body: { endpoint } });

/** GET /api/notify/push/preferences: every push topic with my switch. */
export const fetchPushPreferences = (signal?: AbortSignal): Promise<PushPreferences> =>
  api('/notify/push/preferences', { schema: pushPreferencesSchema, signal });

/** PUT /api/notify/push/preferences: the topics given switched; answers every topic. */
export const savePushPreferences = (update: PushPreferencesUpdate): Promise<PushPreferences> =>
  api('/notify/push/preferences', { method: 'PUT', body: update, schema: pushPreferencesSchema });
