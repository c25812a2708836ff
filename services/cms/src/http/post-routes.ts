import { cmsCursorPageOf, postSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { decodeKeysetCursor } from '@mawadda/kit';
import type { FeedStore } from '../store/feed-store.js';
import { found, type CmsContext } from './context.js';
import { queryIntDefault } from './query.js';

const feedQuery = z.object({
  cursor: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const cursor = decodeKeysetCursor(v, 'integer');
      if (!cursor) ctx.addIssue({ code: 'custom', message: 'validation.query' });
      return cursor;
    }),
  limit: queryIntDefault(1, 50, 10),
});

function feedRoutes(api: CmsContext['api'], path: string, label: string, feed: FeedStore) {
  api.get(
    path,
    {
      summary: `Published ${label}, newest first, cursor paged`,
      access: 'public',
      query: feedQuery,
      response: cmsCursorPageOf(postSchema),
    },
    ({ query }) => feed.page(query.limit, query.cursor),
  );
  api.get(
    `${path}/:slug`,
    {
      summary: `One published ${label} item by slug`,
      access: 'public',
      params: z.object({ slug: z.string().max(200) }),
      response: postSchema,
    },
    async ({ params }) => found(await feed.bySlug(params.slug.toLowerCase())),
  );
}

/** News (the media centre) and the blog: the same feed over two tables. */
export function postRoutes({ api, feeds }: CmsContext) {
  feedRoutes(api, '/news', 'news', feeds.news);
  feedRoutes(api, '/blog', 'blog posts', feeds.blog);
}
