import type { ApiRouter, Principal, Role } from '@mawadda/kit';
import { STAFF_ROLES } from '@mawadda/kit';
import type { SocialApp } from '../app/context.js';
import type { Viewer } from '../app/viewer.js';

/** Everything the social routes share, built once in createSocialService. */
export interface SocialHttp {
  api: ApiRouter;
  app: SocialApp;
}

/** Following, blocking and reporting are for member accounts; companies and staff only read. */
export const MEMBERS: readonly Role[] = ['member'];
export const STAFF: readonly Role[] = ['moderator', 'admin'];

/** The signed-in caller as the list rules see them. */
export const viewerOf = (auth: Principal): Viewer => ({
  id: auth.id,
  staff: STAFF_ROLES.includes(auth.role),
});
