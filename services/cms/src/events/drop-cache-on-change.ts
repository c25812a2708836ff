import os from 'node:os';
import type { PublicCache, ServiceDeps } from '@mawadda/kit';
import { CMS_PRODUCER } from './cms-events.js';

/**
 * Every cms process keeps public answers in memory, so every process must hear every
 * `content.changed`: a consumer group of its own, outside the inbox (dropping twice is harmless). A
 * new group reads from the topic's start, so a fresh process clears its empty cache a few times.
 */
export function dropCacheOnChange(deps: ServiceDeps, cache: PublicCache): Promise<void> {
  return deps.bus.subscribe({
    group: `cms-cache.${os.hostname()}.${process.pid}`,
    producers: [CMS_PRODUCER],
    handle: async (event) => {
      if (event.type === 'content.changed') cache.clear();
    },
    deadLetter: async () => {},
  });
}
