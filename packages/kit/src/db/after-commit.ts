import type { Db } from './database.js';

/** Work a transaction leaves for after it has committed. */
type Committed = () => void;

/** The transactions `transact` opened and not yet finished, each with its after-commit work. */
const open = new WeakMap<Db, Committed[]>();

/**
 * `db.transaction(work)`, after whose commit the work `afterCommit` registered on its `tx` runs,
 * in order. Nothing runs when it rolls back. For what mirrors committed rows outside the
 * database (search's in-memory index): applied at commit, it never shows a change that was undone.
 */
export async function transact<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const committed: Committed[] = [];
  const result = await db.transaction(async (tx) => {
    open.set(tx, committed);
    try {
      return await work(tx);
    } finally {
      open.delete(tx);
    }
  });
  for (const run of committed) run();
  return result;
}

/**
 * Runs `run` once `tx` has committed. `tx` must come from `transact` (or be the database itself:
 * `run` is then due now, left to the caller). Any other transaction throws: its commit cannot be
 * seen, and silently never running would leave what the work mirrors stale.
 */
export function afterCommit(tx: Db, run: Committed): void {
  const committed = open.get(tx);
  if (!committed)
    throw new Error('afterCommit needs a transaction opened by transact(): this one would commit unseen');
  committed.push(run);
}
