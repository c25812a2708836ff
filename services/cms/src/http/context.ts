import type { ApiRouter, Role } from '@mawadda/kit';
import type { CmsApp } from '../app/context.js';

/** What the route modules share; built once in createCmsService. */
export interface CmsHttp {
  api: ApiRouter;
  app: CmsApp;
}

/** Staff read everything and answer feedback; only admins change what the public site shows. */
export const STAFF: readonly Role[] = ['moderator', 'admin'];
export const ADMIN: readonly Role[] = ['admin'];
