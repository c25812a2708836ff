import type { Database, EntitlementCopy, Outbox } from '@mawadda/kit';
import type { SocialConfig } from '../config.js';
import type { GraphExportStore } from '../store/graph-export-store.js';
import type { FollowRequestLog } from '../store/follow-request-log.js';
import type { GraphStore } from '../store/graph-store.js';
import type { ListStore } from '../store/list-store.js';
import type { MemberStore } from '../store/member-store.js';
import type { ReportStore } from '../store/report-store.js';
import type { SocialRateLimits } from './rate-limits.js';

/** What the social use cases share, built once in createSocialService. */
export interface SocialApp {
  database: Database;
  outbox: Outbox;
  /** One pair of members: their follows both ways and their blocks. */
  graph: GraphStore;
  /** This service's copy of who exists and whose profile is open (from events). */
  members: MemberStore;
  lists: ListStore;
  reports: ReportStore;
  /** Blocks and accepted follows, page by page, for rebuilding read models. */
  graphExport: GraphExportStore;
  limits: SocialRateLimits;
  /** Who is premium (from billing's events), for the follow request limit. */
  entitlements: EntitlementCopy;
  /** When each member sent their follow requests, for the daily limit. */
  followRequests: FollowRequestLog;
  config: SocialConfig;
  /** The time premium and the daily window are judged at; tests move it. */
  clock: () => Date;
}
