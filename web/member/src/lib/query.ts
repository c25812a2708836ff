import { QueryClient } from '@tanstack/react-query';
import { ApiProblem } from './api';

/** How often a failed read is tried again: a network failure or a 5xx may pass, a refusal will not. */
const MAX_RETRIES = 2;

/** A 4xx is the API's answer (unknown member, refused, stale cursor): asking again changes nothing. */
const isRefusal = (error: unknown) =>
  error instanceof ApiProblem && error.status >= 400 && error.status < 500;

/**
 * The one query layer over the API (DESIGN §6). A page opened again shows what it had at once and
 * reads it again behind (stale at once: someone may have followed, answered or blocked
 * meanwhile), and member data is read again when the tab regains focus. Reads in flight are
 * shared, so parts of a page that need the same data ask once. Writes are never retried: the
 * member decides whether to send again.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isRefusal(error) && failures < MAX_RETRIES,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
