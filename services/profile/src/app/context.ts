import type { Database, Logger, ObjectStore, Outbox, RateLimiter } from '@mawadda/kit';
import type { ActivityThrottle } from '../activity/activity-throttle.js';
import type { ModerationMode } from '../config.js';
import type { MediaUrlSigner } from '../domain/media-url.js';
import type { AccessStore } from '../store/access-store.js';
import type { ModerationStore } from '../store/moderation-store.js';
import type { ProfileExportStore } from '../store/profile-export-store.js';
import type { PreferencesStore } from '../store/preferences-store.js';
import type { ProfileStore } from '../store/profile-store.js';
import type { RevealStore } from '../store/reveal-store.js';
import type { GuardianStore } from '../store/guardian-store.js';
import type { ViewStore } from '../store/view-store.js';
import type { VerificationStore } from '../store/verification-store.js';
import type { ViewThrottle } from '../activity/view-throttle.js';

/**
 * What the profile use cases share, built once in createProfileService. Use cases called by a
 * route open their own transaction (`outbox.inTransaction`); those called by an event consumer
 * take the inbox's transaction instead, so the effect and the event's id commit together.
 */
export interface ProfileApp {
  database: Database;
  outbox: Outbox;
  store: ProfileStore;
  /** Each member's wishes for a spouse (README: preferences). */
  preferences: PreferencesStore;
  /** Grants and blocks from the social service. */
  access: AccessStore;
  /** Reads of the staff export of every profile. */
  profileExport: ProfileExportStore;
  /** The members' files (`members/<memberId>/<assetId>/<file>`). */
  objects: ObjectStore;
  signer: MediaUrlSigner;
  logger: Logger;
  /** This process's memory of recent activity writes, in front of the database. */
  activity: ActivityThrottle;
  /** Uploads per member per hour (`RATE_LIMIT_UPLOADS_PER_HOUR`). */
  uploadLimiter: RateLimiter;
  /** `PROFILE_MODERATION`: whether new images and texts wait for a moderator (README: moderation). */
  moderation: ModerationMode;
  /** The moderation queue and the owners' notices. */
  queue: ModerationStore;
  /** Reveals, requests to see, contacts. */
  reveals: RevealStore;
  /** Each owner's guardian (auth's `guardian.changed`) and reveals waiting for them. */
  guardians: GuardianStore;
  /** "Who saw what". */
  views: ViewStore;
  /** This process's memory of views just recorded, in front of the database (10-minute rule). */
  viewThrottle: ViewThrottle;
  /** Requests to see per member per day (`RATE_LIMIT_REVEAL_REQUESTS_PER_DAY`). */
  revealRequestLimiter: RateLimiter;
  /** Members' numbers by id, for watermarks: a number never changes, so it is kept once read. */
  memberNumbers: Map<string, number>;
  /** Selfie prompts, identity submissions and badges (README: verification and badges). */
  verifications: VerificationStore;
  /** Signs staff URLs of a pending selfie or document (`/api/profile/media/verification/...`). */
  verificationSigner: MediaUrlSigner;
  /** Now, for watermark days and the view log (tests move it). */
  clock: () => Date;
}
