import { QueryClient } from '@tanstack/react-query';
import { ApiProblem } from './api';

/** How often a failed read is tried again: a network failure or a 5xx may pass, a refusal will not. */
const MAX_RETRIES = 2;

/** A 4xx is the API's answer (unknown member, refused, stale cursor): asking again changes nothing. */
const isRefusal = (error: unknown) =>
  error instanceof ApiProblem && error.status >= 400 && error.status < 500;

/**
 * The one query layer over the API (DESIGN §6). Data is stale at once (someone may have followed,
 * answered or blocked meanwhile), so a page opened again shows what it had and reads it again.
 * Writes are never retried: the member decides whether to send again.
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
