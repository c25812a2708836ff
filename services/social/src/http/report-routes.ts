import { reportCreateSchema, reportReceiptSchema } from '@mawadda/contracts';
import { reportMember } from '../app/report-member.js';
import { MEMBERS, type SocialHttp } from './context.js';
import { orRefuse } from './problems.js';

/** A member reports another to the staff queue (app/report-member.ts says why it works as it does). */
export function reportRoutes({ api, app }: SocialHttp) {
  api.post(
    '/reports',
    {
      summary: 'Report a member to the staff, optionally blocking them in the same step',
      access: MEMBERS,
      body: reportCreateSchema,
      response: reportReceiptSchema,
      status: 201,
      errors: {
        404: 'No such member',
        409: 'I already have an open report of this member',
        429: 'Too many reports today',
      },
    },
    async ({ auth, body }) => orRefuse(await reportMember(app, auth.id, body)),
  );
}
