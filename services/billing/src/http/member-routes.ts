import { billingMeSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { changeSubscription } from '../app/change-subscription.js';
import { markNoticeRead } from '../app/mark-notice-read.js';
import { readMe } from '../app/read-me.js';
import { startTrial } from '../app/start-trial.js';
import { MEMBERS, type BillingHttp } from './context.js';
import { orProblem } from './problems.js';

/**
 * The member's own billing: entitlement, trial, cancel and resume, notices. Every route acts on the
 * caller's own records only (the token's id), so there is no one else's to reach.
 */
export function memberRoutes({ api, app }: BillingHttp) {
  api.get(
    '/me',
    {
      summary: 'My entitlement now (premium until when), trial, plan and unread notices',
      access: MEMBERS,
      response: billingMeSchema,
    },
    ({ auth }) => readMe(app, auth.id),
  );

  api.post(
    '/trial',
    {
      summary: 'Start my 14-day free trial (once per account and per phone number; no payment details)',
      access: MEMBERS,
      status: 201,
      response: billingMeSchema,
      errors: {
        409: 'Trial already used (this account or this phone number), or a plan runs',
        503: 'Account still being set up',
      },
    },
    async ({ auth }) => orProblem(await startTrial(app, auth.id)),
  );

  api.post(
    '/subscription/cancel',
    {
      summary: 'Cancel my plan at the end of its period (it runs until then)',
      access: MEMBERS,
      response: billingMeSchema,
      errors: { 409: 'No running plan, or not cancelable now' },
    },
    async ({ auth }) => orProblem(await changeSubscription(app, auth.id, 'cancel')),
  );

  api.post(
    '/subscription/resume',
    {
      summary: 'Take back the cancel of my plan before its period ends',
      access: MEMBERS,
      response: billingMeSchema,
      errors: { 409: 'No canceled plan to resume' },
    },
    async ({ auth }) => orProblem(await changeSubscription(app, auth.id, 'resume')),
  );

  api.post(
    '/notices/:id/read',
    {
      summary: 'Dismiss one of my billing notices',
      access: MEMBERS,
      params: z.object({ id: z.uuid() }),
      errors: { 404: 'Not one of my notices' },
      authz: { member: 404, blocked: 404 },
    },
    async ({ auth, params }) => orProblem(await markNoticeRead(app, auth.id, params.id)),
  );
}
