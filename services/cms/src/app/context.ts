import type { Database, Outbox, PublicCache } from '@mawadda/kit';
import type { FeedStore } from '../store/feed-store.js';
import type { ContentResources } from './content-resources.js';
import type { CmsRateLimits } from './rate-limits.js';

/** What the content use cases share, built once in createCmsService. */
export interface CmsApp {
  database: Database;
  outbox: Outbox;
  /** The public feeds: news (the media centre) and the blog, one shape over two tables. */
  feeds: { news: FeedStore; blog: FeedStore };
  /** The tables staff manage, by their name under /admin. */
  content: ContentResources;
  limits: CmsRateLimits;
  /**
   * The public reads' answers, the same for every visitor (`cache` on their routes): dropped by
   * this process's own content writes at once, and by every process on `content.changed`.
   */
  cache: PublicCache;
}
