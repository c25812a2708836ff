import {
  pushDeviceListSchema,
  pushDeviceSchema,
  pushPreferencesSchema,
  pushPreferencesUpdateSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
} from '@mawadda/contracts';
import { AUTHZ } from '@mawadda/kit';
import {
  listDevices,
  pushPublicKey,
  readPushPreferences,
  removeDevice,
  subscribeDevice,
  unsubscribeDevice,
  updatePushPreferences,
} from '../app/push-devices.js';
import { MEMBERS, type NotifyHttp } from './context.js';
import { deviceParams } from './params.js';
import { orRefuse } from './problems.js';

/** Web Push: the key to subscribe with, my devices, which topics reach them (README "Push"). */
export function pushRoutes({ api, app }: NotifyHttp) {
  api.get(
    '/push/key',
    {
      summary: 'The VAPID public key a browser subscribes to pushes with',
      access: 'public',
      response: pushPublicKeySchema,
      errors: { 404: 'Web Push is off on this platform' },
    },
    () => orRefuse(pushPublicKey(app)),
  );

  api.get(
    '/push/subscriptions',
    {
      summary: 'My devices that take pushes (never their endpoints or keys)',
      access: MEMBERS,
      response: pushDeviceListSchema,
      errors: { 404: 'Web Push is off on this platform' },
    },
    async ({ auth }) => orRefuse(await listDevices(app, auth.id)),
  );

  api.post(
    '/push/subscriptions',
    {
      summary: 'This device takes my pushes, in the language of the request',
      access: MEMBERS,
      body: pushSubscriptionInputSchema,
      response: pushDeviceSchema,
      status: 201,
      errors: {
        400: 'an endpoint that is not a browser push service, or keys that are not P-256 and 16 bytes',
        404: 'Web Push is off on this platform',
      },
    },
    async ({ auth, body, locale }) => orRefuse(await subscribeDevice(app, auth.id, body, locale)),
  );

  api.post(
    '/push/unsubscribe',
    {
      summary: 'This device (by its endpoint) no longer takes my pushes',
      access: MEMBERS,
      body: pushUnsubscribeSchema,
      errors: { 404: 'Web Push is off on this platform' },
    },
    async ({ auth, body }) => {
      orRefuse(await unsubscribeDevice(app, auth.id, body.endpoint));
    },
  );

  api.delete(
    '/push/subscriptions/:id',
    {
      summary: 'One of my devices no longer takes pushes (another member’s is not found)',
      access: MEMBERS,
      params: deviceParams,
      errors: { 404: 'no such device of mine' },
      authz: { member: AUTHZ.ownerOnly.member, blocked: AUTHZ.ownerOnly.blocked, guardian: 404 },
    },
    async ({ auth, params }) => {
      orRefuse(await removeDevice(app, auth.id, params.id));
    },
  );

  api.get(
    '/push/preferences',
    {
      summary: 'Every push topic with my switch for it',
      access: MEMBERS,
      response: pushPreferencesSchema,
    },
    ({ auth }) => readPushPreferences(app, auth.id),
  );

  api.put(
    '/push/preferences',
    {
      summary: 'Switch some push topics; the others keep theirs. Answers every topic',
      access: MEMBERS,
      body: pushPreferencesUpdateSchema,
      response: pushPreferencesSchema,
      errors: { 400: 'an unknown topic (the field names it)' },
    },
    async ({ auth, body }) => orRefuse(await updatePushPreferences(app, auth.id, body)),
  );
}
