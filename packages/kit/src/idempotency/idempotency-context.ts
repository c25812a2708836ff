import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../db/database.js';
import type { IdempotencyStore } from './idempotency-store.js';

/**
 * The key a write request runs under. The outbox's `inTransaction` marks it `applied` in the
 * write's own transaction, so "the write committed" and "the key is spent" are one fact even if the
 * process dies before answering.
 */
export interface IdempotencyScope {
  store: IdempotencyStore;
  caller: string;
  key: string;
  attempt: string;
  /** Cleared when the request is over: work it left running must not spend the key any more. */
  open: boolean;
}

const scopes = new AsyncLocalStorage<IdempotencyScope>();

export function runInIdempotencyScope<T>(scope: IdempotencyScope, work: () => Promise<T>): Promise<T> {
  return scopes.run(scope, work);
}

/** Called by `Outbox.inTransaction` inside its transaction: a no-op outside a keyed request. */
export async function markIdempotencyApplied(tx: Db): Promise<void> {
  const scope = scopes.getStore();
  if (scope?.open) await scope.store.markApplied(tx, scope.caller, scope.key, scope.attempt);
}

/** Whether this runs for a keyed request: its write must be its own transaction, to spend its key. */
export const inIdempotencyScope = (): boolean => scopes.getStore()?.open === true;

/**
 * Runs `fn` outside any request's scope: what it starts (the outbox relay woken after a commit,
 * and the consumers it feeds in one process) must never spend the request's key.
 */
export function outsideIdempotencyScope(fn: () => void): void {
  scopes.exit(fn);
}
