import { AUTHZ } from '@mawadda/kit';
import { deviceSessionParamsSchema, deviceSessionsSchema } from '@mawadda/contracts';
import { endDeviceSession, endOtherDeviceSessions, listDeviceSessions } from '../app/device-sessions.js';
import type { AuthHttp } from './context.js';
import { orRefuse } from './problems.js';

/** The account's signed-in devices (README: Account security), for every kind of account. */
export function deviceRoutes({ api, app }: AuthHttp) {
  api.get(
    '/me/sessions',
    {
      summary:
        'My open sign-ins: browser and system, masked network, first and last seen; `current` is this one',
      access: 'account',
      response: deviceSessionsSchema,
    },
    async ({ auth, res }) => {
      res.set('Cache-Control', 'no-store');
      return { items: await listDeviceSessions(app, auth.id, auth.sessionId) };
    },
  );

  api.delete(
    '/me/sessions/:id',
    {
      summary: 'Sign one device out: its refresh tokens and access tokens stop at once',
      access: 'account',
      params: deviceSessionParamsSchema,
      // Only the account's own sessions: any other id is "not found", whoever asks.
      authz: { ...AUTHZ.ownerOnly, guardian: 404 },
      errors: { 404: 'No open session of mine with this id' },
    },
    async ({ auth, params }) => {
      orRefuse(await endDeviceSession(app, auth.id, params.id));
      return undefined;
    },
  );

  api.delete(
    '/me/sessions',
    {
      summary: 'Sign out everywhere else: every open sign-in of mine but this one ends',
      access: 'account',
    },
    async ({ auth }) => {
      await endOtherDeviceSessions(app, auth.id, auth.sessionId);
      return undefined;
    },
  );
}
