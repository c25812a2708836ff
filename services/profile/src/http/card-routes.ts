import { memberCardsRequestSchema, memberCardsSchema } from '@mawadda/contracts';
import { viewMemberCards } from '../app/view-member-cards.js';
import type { ProfileHttp } from './context.js';
import { viewerOf } from './viewer.js';

/**
 * Several members in short form, for the social lists. POST because up to 50 ids do not fit a URL
 * comfortably.
 */
export function cardRoutes({ api, app, grantMedia }: ProfileHttp) {
  api.post(
    '/cards',
    {
      summary: 'Cards of several members as I may see them; those I may not see are absent',
      // A guardian reads the cards of those who ask for their member as a guest would, and the
      // cards of its own members in full (README: privacy).
      access: 'account',
      body: memberCardsRequestSchema,
      response: memberCardsSchema,
    },
    async ({ auth, body, res }) => {
      if (auth.role === 'guardian')
        return { items: await viewMemberCards(app, viewerOf(undefined), body.ids, auth.id) };
      // The avatars' URLs are for <img>, which proves who it is with the media cookie.
      grantMedia(res, auth);
      return { items: await viewMemberCards(app, viewerOf(auth), body.ids) };
    },
  );
}
