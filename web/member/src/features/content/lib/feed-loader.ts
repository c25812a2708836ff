import type { CmsPost } from '@mawadda/contracts/cms-content';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiProblem } from '../../../lib/api';

export interface Feed {
  items: CmsPost[];
  next: string | null;
  prev: string | null;
}

/**
 * A list page's loader: the cursor lives in `?cursor=` so back and forward replay the same page.
 * A cursor the API did not write (an old bookmark, a hand-edited link) is a 400; the reader is
 * sent to the newest page rather than shown an error.
 */
export function feedLoader(fetchFeed: (cursor: string | null, signal: AbortSignal) => Promise<Feed>) {
  return async ({ request }: LoaderFunctionArgs): Promise<Feed> => {
    const url = new URL(request.url);
    const cursor = url.searchParams.get('cursor');
    try {
      return await fetchFeed(cursor, request.signal);
    } catch (error) {
      if (cursor && error instanceof ApiProblem && error.status === 400) throw redirect(url.pathname);
      throw error;
    }
  };
}
