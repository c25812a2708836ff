import { problems, type ApiRouter, type Db, type RateLimiter, type Role } from '@mawadda/kit';
import type { FeedStore } from '../store/feed-store.js';
import type { FeedbackStore } from '../store/feedback-store.js';

/** What the route modules share; built once in createCmsService. */
export interface CmsContext {
  api: ApiRouter;
  db: Db;
  feeds: { news: FeedStore; blog: FeedStore };
  feedback: FeedbackStore;
  feedbackLimiter: RateLimiter;
}

/** Staff read everything and answer feedback; only admins change what the public site shows. */
export const STAFF: readonly Role[] = ['moderator', 'admin'];
export const ADMIN: readonly Role[] = ['admin'];

/** The value, or the 404 problem when the lookup found nothing. */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw problems.notFound();
  return value;
}
