import { notificationPreferencesSchema, notificationPreferencesUpdateSchema } from '@mawadda/contracts';
import { readPreferences, updatePreferences } from '../app/preferences.js';
import { MEMBERS, type NotifyHttp } from './context.js';
import { orRefuse } from './problems.js';

/** How I want to be told, per kind: in the centre, by email too, or not at all. */
export function preferenceRoutes({ api, app }: NotifyHttp) {
  api.get(
    '/preferences',
    {
      summary: 'Every notification kind with my channel for it (in_app, email or off)',
      access: MEMBERS,
      response: notificationPreferencesSchema,
    },
    ({ auth }) => readPreferences(app, auth.id),
  );

  api.put(
    '/preferences',
    {
      summary: 'Set the channel of some kinds; the others keep theirs. Answers every kind',
      access: MEMBERS,
      body: notificationPreferencesUpdateSchema,
      response: notificationPreferencesSchema,
      errors: { 400: 'an unknown kind or channel (the field names it)' },
    },
    async ({ auth, body }) => orRefuse(await updatePreferences(app, auth.id, body)),
  );
}
