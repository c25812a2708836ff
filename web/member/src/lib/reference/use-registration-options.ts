import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRegistrationOptions, type RegistrationOptions } from './registration-options';

/**
 * The registration choices (countries, cities, nationalities…), one read shared by every page that
 * names them. They change with a release of the reference data, not while a member browses: once
 * read they stay fresh for the visit and are not read again on focus.
 */
export const registrationOptionsQuery = queryOptions({
  queryKey: ['reference', 'registration-options'],
  queryFn: ({ signal }) => fetchRegistrationOptions(signal),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

type OptionsState =
  { status: 'loading' } | { status: 'ready'; options: RegistrationOptions } | { status: 'failed' };

/** The registration choices for a page; `retry` asks again after a failure. */
export function useRegistrationOptions(): OptionsState & { retry: () => void } {
  const query = useQuery(registrationOptionsQuery);
  const retry = () => void query.refetch();
  if (query.data) return { status: 'ready', options: query.data, retry };
  // Asking again after a failure is loading again, as the first time.
  return { status: query.isError && !query.isFetching ? 'failed' : 'loading', retry };
}
