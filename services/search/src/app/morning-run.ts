import { safeError } from '@mawadda/kit';
import { suggestionWindows, zonesNow } from '../domain/suggestions/suggestion-rules.js';
import type { SearchApp } from './context.js';
import { pickSuggestions } from './pick-suggestions.js';

/** Members picked for at once: each is a few reads and one index query, so a few overlap well. */
const AT_ONCE = 4;
const BATCH = 200;

/**
 * The morning run: every member in a zone past its morning hour whose suggestions of her local day
 * are not picked yet gets them, and a member never picked for gets hers at any hour. Run often (a repeated job); a member already picked today is not
 * due, so a run repeated or overlapping picks nobody twice. Answers how many members it picked for.
 */
export async function runMorning(
  app: SearchApp,
  now: Date,
  onProgress?: (done: number) => void,
): Promise<number> {
  const { activeSince } = suggestionWindows(now);
  let done = 0;
  let failed = 0;
  for (const { day, cityIds, morning } of zonesNow(now)) {
    let after: string | undefined;
    for (;;) {
      const due = await app.suggestions.due(cityIds, morning ? day : undefined, activeSince, after, BATCH);
      if (!due.length) break;
      after = due[due.length - 1];
      for (let i = 0; i < due.length; i += AT_ONCE) {
        await Promise.all(
          due.slice(i, i + AT_ONCE).map(async (memberId) => {
            try {
              await pickSuggestions(app, memberId, day, now);
              done++;
            } catch (err) {
              // One member's failure must not stop everyone's morning: the next run retries her.
              failed++;
              app.logger.warn({ err: safeError(err), memberId }, 'could not pick suggestions');
            }
          }),
        );
      }
      onProgress?.(done);
    }
  }
  // Every member failing is the engine, not a member: the job retries the whole run.
  if (failed > 0 && done === 0) throw new Error(`suggestions: all ${failed} picks failed`);
  return done;
}
