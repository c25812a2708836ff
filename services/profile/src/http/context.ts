import type { ApiRouter, Database, ObjectStore, Outbox, RateLimiter } from '@mawadda/kit';
import type { ActivityTracker } from '../activity/activity-tracker.js';
import type { MediaUrlSigner } from '../domain/media-url.js';
import type { MediaLibrary } from '../media/media-library.js';
import type { ProfileStore } from '../store/profile-store.js';

/** What the profile routes share. */
export interface ProfileContext {
  api: ApiRouter;
  database: Database;
  store: ProfileStore;
  objects: ObjectStore;
  signer: MediaUrlSigner;
  outbox: Outbox;
  media: MediaLibrary;
  activity: ActivityTracker;
  uploadLimiter: RateLimiter;
}
