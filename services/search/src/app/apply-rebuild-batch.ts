import type { RebuildBatch } from '@mawadda/contracts';
import { ok, refused, transact, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { applyBlock } from './apply-block.js';
import { applyFollow } from './apply-follow.js';
import { applyProfileExport } from './apply-profile.js';
import { applyRegistration } from './apply-registration.js';
import type { SearchApp } from './context.js';

/**
 * Replays one page of a producer's export into a running rebuild, in one transaction, through
 * the same use cases the event consumers call: a replay ends exactly where the events would have.
 */
export async function applyRebuildBatch(
  app: SearchApp,
  rebuildId: string,
  batch: RebuildBatch,
): Promise<Outcome<{ applied: number }, RefusalOf<'rebuild_gone'>>> {
  if (!(await app.rebuilds.running(rebuildId))) return refused({ refusal: 'rebuild_gone' });
  await transact(app.database.db, async (tx) => {
    if (batch.source === 'members')
      for (const m of batch.items) await applyRegistration(app, tx, m, m.status);
    else if (batch.source === 'profiles') for (const p of batch.items) await applyProfileExport(app, tx, p);
    else if (batch.source === 'blocks')
      for (const b of batch.items) await applyBlock(app, tx, b.blockerId, b.blockedId);
    else for (const f of batch.items) await applyFollow(app, tx, f.followerId, f.targetId);
  });
  return ok({ applied: batch.items.length });
}
