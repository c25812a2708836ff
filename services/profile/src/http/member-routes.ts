import { z } from 'zod';
import { memberProfileSchema } from '@mawadda/contracts';
import { problems, AUTHZ } from '@mawadda/kit';
import { hiddenFrom, maySeeMedia } from '../domain/media-access.js';
import { memberView } from '../domain/profile-views.js';
import type { ProfileContext } from './context.js';
import { viewerOf } from './viewer.js';

export const memberIdParams = z.object({ memberId: z.uuid() });

/** Another member's profile, as the privacy rules let this viewer see it. */
export function memberRoutes(ctx: ProfileContext) {
  const { api, store, access, signer, activity, grantMedia } = ctx;

  api.get(
    '/:memberId',
    {
      summary: "A member's profile as I may see it (never address, birth date, email or phone)",
      access: 'optional',
      authz: AUTHZ.hiddenFromBlocked,
      params: memberIdParams,
      response: memberProfileSchema,
      errors: { 404: 'No such member' },
    },
    async ({ auth, params, res }) => {
      if (auth) {
        void activity.touch(auth.id);
        grantMedia(res, auth);
      }
      const row = await store.find(params.memberId);
      // Companies are accounts, not candidates: their profile is not shown to members.
      if (!row || row.kind !== 'individual') throw problems.notFound();
      const viewer = viewerOf(auth);
      const standing = await access.standing(viewer, row.memberId);
      // A member the owner blocks gets the same 404 as for no one, so the block is not revealed.
      if (hiddenFrom(row.memberId, viewer, standing)) throw problems.notFound();
      const visible = maySeeMedia({ ownerId: row.memberId, visibility: row.visibility, viewer, ...standing });
      return memberView(row, visible ? await store.assetsOf(row.memberId) : [], signer, viewer, visible);
    },
  );
}
