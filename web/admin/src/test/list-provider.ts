import type { GetListParams } from 'react-admin';
import { vi } from 'vitest';

/**
 * A data provider whose getList answers `rows` and records every call's params, so a test can
 * check the filter, sort and page a list asked for. `more` adds other methods (getMany, ...).
 */
export function recordingListProvider<T extends { id: string }, M extends object = object>(
  rows: () => T[],
  more: M = {} as M,
) {
  const calls: GetListParams[] = [];
  return {
    calls,
    methods: {
      getList: vi.fn(async (_: string, params: GetListParams) => {
        calls.push(params);
        const data = rows();
        return { data, total: data.length };
      }),
      ...more,
    },
  };
}
