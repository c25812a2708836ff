import type { ApiRouter, Role } from '@mawadda/kit';
import type { NotifyApp } from '../app/context.js';

/** What the route modules share; built once in createNotifyService. */
export interface NotifyHttp {
  api: ApiRouter;
  app: NotifyApp;
}

/**
 * Accounts that are told things: members, companies and guardians (of the requests waiting for
 * them). Staff have no notification centre (403).
 */
export const MEMBERS: readonly Role[] = ['member', 'company', 'guardian'];
