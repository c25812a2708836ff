import { cmsCursorPageOf, postSchema } from '@mawadda/contracts';
import { z } from 'zod';
import { decodeKeysetCursor } from '@mawadda/kit';
import { readFeed, readPost, type FeedName } from '../app/read-feed.js';
import type { CmsHttp } from './context.js';
import { orRefuse } from './problems.js';
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

function feedRoutes({ api, app }: CmsHttp, feed: FeedName, path: string, label: string) {
  api.get(
    path,
    {
      summary: `Published ${label}, newest first, cursor paged`,
      access: 'public',
      cache: app.cache,
      query: feedQuery,
      response: cmsCursorPageOf(postSchema),
    },
    ({ query }) => readFeed(app, feed, query.limit, query.cursor),
  );
  api.get(
    `${path}/:slug`,
    {
      summary: `One published ${label} item by slug`,
      access: 'public',
      cache: app.cache,
      params: z.object({ slug: z.string().max(200) }),
      response: postSchema,
    },
    async ({ params }) => orRefuse(await readPost(app, feed, params.slug)),
  );
}

/** News (the media centre) and the blog: the same feed over two tables. */
export function postRoutes(http: CmsHttp) {
  feedRoutes(http, 'news', '/news', 'news');
  feedRoutes(http, 'blog', '/blog', 'blog posts');
}
