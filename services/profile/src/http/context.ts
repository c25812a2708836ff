import type { Response } from 'express';
import type { ApiRouter, Database, ObjectStore, Outbox, Principal, RateLimiter } from '@mawadda/kit';
import type { ActivityTracker } from '../activity/activity-tracker.js';
import type { MediaUrlSigner } from '../domain/media-url.js';
import type { MediaLibrary } from '../media/media-library.js';
import type { AccessStore } from '../store/access-store.js';
import type { ProfileExportStore } from '../store/profile-export-store.js';
import type { ProfileStore } from '../store/profile-store.js';

/** What the profile routes share. */
export interface ProfileContext {
  api: ApiRouter;
  database: Database;
  store: ProfileStore;
  /** Reads of the staff export of every profile. */
  profileExport: ProfileExportStore;
  /** Grants and blocks from the social service. */
  access: AccessStore;
  objects: ObjectStore;
  signer: MediaUrlSigner;
  outbox: Outbox;
  media: MediaLibrary;
  activity: ActivityTracker;
  uploadLimiter: RateLimiter;
  /** Sets the media cookie for a signed-in caller whose response carries media URLs. */
  grantMedia(res: Response, auth: Principal): void;
}
