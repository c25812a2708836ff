import { billingMeSchema } from '@mawadda/contracts';
import { readEntitlement } from '../app/read-entitlement.js';
import { MEMBERS, type BillingHttp } from './context.js';

/** The member's own billing state: the site's `isSubscrption` and its trial notice read this. */
export function meRoutes({ api, app }: BillingHttp) {
  api.get(
    '/me',
    {
      summary: 'My entitlement now: my free trial (running, ended or none) and premium until when',
      access: MEMBERS,
      response: billingMeSchema,
    },
    ({ auth }) => readEntitlement(app, auth.id),
  );
}
