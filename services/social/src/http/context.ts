import type { ApiRouter, Database, Outbox, RateLimiter, Role } from '@mawadda/kit';
import type { SocialGraph } from '../graph/social-graph.js';
import type { BlockExportStore } from '../store/block-export-store.js';
import type { GraphStore } from '../store/graph-store.js';
import type { ListStore } from '../store/list-store.js';
import type { MemberStore } from '../store/member-store.js';
import type { ReportStore } from '../store/report-store.js';

export interface SocialContext {
  api: ApiRouter;
  database: Database;
  outbox: Outbox;
  graph: SocialGraph;
  pairs: GraphStore;
  members: MemberStore;
  lists: ListStore;
  reports: ReportStore;
  blockExport: BlockExportStore;
  followLimiter: RateLimiter;
  reportLimiter: RateLimiter;
}

/** Following, blocking and reporting are for member accounts; companies and staff only read. */
export const MEMBERS: readonly Role[] = ['member'];
export const STAFF: readonly Role[] = ['moderator', 'admin'];
