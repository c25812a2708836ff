import type { RebuildResult } from '@mawadda/contracts';
import { ok, refused, transact, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import type { SearchApp } from './context.js';
import { sweepUnseen } from './sweep-unseen.js';

/**
 * Closes a rebuild and drops what it did not see, in one transaction, then reports what the
 * index holds. A rebuild finishes once: a second finish (even a concurrent one) finds it gone.
 */
export async function finishRebuild(
  app: SearchApp,
  rebuildId: string,
): Promise<Outcome<RebuildResult, RefusalOf<'rebuild_gone'>>> {
  const rebuild = await app.rebuilds.running(rebuildId);
  if (!rebuild) return refused({ refusal: 'rebuild_gone' });
  const removed = await transact(app.database.db, async (tx) => {
    // Finished meanwhile: this transaction has written nothing, so returning commits nothing.
    if (!(await app.rebuilds.finish(tx, rebuildId))) return undefined;
    return sweepUnseen(app, tx, rebuild.startedAt);
  });
  if (!removed) return refused({ refusal: 'rebuild_gone' });
  await app.index.flush();
  return ok({ members: await app.index.count(), ...removed });
}
