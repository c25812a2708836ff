import { memberCardsRequestSchema, memberCardsSchema } from '@mawadda/contracts';
import { memberCards } from '../domain/member-cards.js';
import type { ProfileContext } from './context.js';
import { viewerOf } from './viewer.js';

/**
 * Several members in short form, for the social lists (followers, requests, blocks), which hold
 * only ids. POST because up to 50 ids do not fit a URL comfortably. Three queries whatever the
 * batch: the profiles and the viewer's grants and blocks side by side, then the visible avatars.
 */
export function cardRoutes(ctx: ProfileContext) {
  const { api, store, access, signer, grantMedia } = ctx;

  api.post(
    '/cards',
    {
      summary: 'Cards of several members as I may see them; those I may not see are absent',
      access: 'signed-in',
      body: memberCardsRequestSchema,
      response: memberCardsSchema,
    },
    async ({ auth, body, res }) => {
      // The avatars' URLs are for <img>, which proves who it is with the media cookie.
      grantMedia(res, auth);
      const viewer = viewerOf(auth);
      // Postgres answers uuids in lower case; ids are matched to rows as strings.
      const ids = body.ids.map((id) => id.toLowerCase());
      const [rows, standings] = await Promise.all([
        store.findIndividuals(ids),
        access.standings(viewer, ids),
      ]);
      const avatars = await store.avatarsOf(rows.map((r) => r.memberId));
      return { items: memberCards({ ids, rows, avatars, standings, signer, viewer }) };
    },
  );
}
