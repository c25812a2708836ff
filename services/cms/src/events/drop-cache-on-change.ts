import os from 'node:os';
import type { PublicCache, ServiceDeps } from '@mawadda/kit';
import { CMS_PRODUCER } from './cms-events.js';

/**
 * Every cms process keeps the public reads' answers in memory, so every process must hear every
 * `content.changed`, not one member of the `cms` group: a consumer group of its own (host and
 * process id), outside the inbox (dropping a cache twice is harmless). With Kafka a new group
 * starts from the topic's beginning, so a fresh process clears its empty cache a few times while it
 * catches up; the group is left behind when the process ends and Kafka forgets it after its offset
 * retention (7 days by default).
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
