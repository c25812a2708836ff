import type { Response } from 'express';
import type { MessageKey } from '@mawadda/contracts';
import { runInIdempotencyScope } from '../idempotency/idempotency-context.js';
import type { IdempotencyStore, StoredAnswer } from '../idempotency/idempotency-store.js';
import { ProblemError } from './problem-error.js';
import { sendAnswer } from './send-answer.js';

/** What a handler's result becomes on the wire, or undefined when the handler answered itself. */
export type Answer = Extract<StoredAnswer, { kind: 'json' | 'empty' }>;

/**
 * Refusals a retry must not get again: 401 (the client refreshes its token and retries the same
 * request) and 429 (it waits and retries). Every other 4xx is the request's answer and is kept.
 */
const NOT_KEPT = new Set([401, 408, 429]);

function send(res: Response, answer: StoredAnswer): void {
  if (answer.kind === 'problem')
    throw new ProblemError(answer.status, answer.code, answer.messageKey as MessageKey, answer.options);
  if (answer.kind === 'empty') res.status(answer.status).end();
  else sendAnswer(res.req, res, answer.status, answer.body);
}

/**
 * One keyed write: claim the key, run the handler inside its scope (the outbox marks it applied
 * with the write), keep the answer, send it. A retry with the same key and request gets the kept
 * answer (`Idempotency-Replayed: true`) without running the handler; see packages/kit/README.md.
 */
export async function runIdempotent(o: {
  store: IdempotencyStore;
  caller: string;
  key: string;
  fingerprint: string;
  res: Response;
  run: () => Promise<Answer | undefined>;
}): Promise<void> {
  const { store, caller, key, res } = o;
  const claim = await store.claim(caller, key, o.fingerprint);
  switch (claim.outcome) {
    case 'replay':
      res.set('Idempotency-Replayed', 'true');
      return send(res, claim.answer);
    case 'applied':
      throw new ProblemError(409, 'idempotency_applied', 'error.idempotencyApplied', {
        field: 'Idempotency-Key',
      });
    case 'in-progress':
      throw new ProblemError(409, 'idempotency_in_progress', 'error.idempotencyInProgress', {
        field: 'Idempotency-Key',
        retryAfterSeconds: claim.retryAfterSeconds,
        headers: { 'Retry-After': String(claim.retryAfterSeconds) },
      });
    case 'reused':
      throw new ProblemError(422, 'idempotency_key_reused', 'error.idempotencyKeyReused', {
        field: 'Idempotency-Key',
      });
  }
  const scope = { store, caller, key, attempt: claim.attempt, open: true };
  // A handler that answers itself with `res.json` (an order that already existed) is kept too.
  let own: Answer | undefined;
  const json = res.json;
  res.json = (body: unknown) => {
    own = { kind: 'json', status: res.statusCode, body };
    return json.call(res, body);
  };
  let answer: StoredAnswer | undefined;
  const letGo = store.holdClaim(caller, key, claim.attempt);
  try {
    answer = await runInIdempotencyScope(scope, o.run);
  } catch (err) {
    await letGo();
    scope.open = false;
    res.json = json;
    if (err instanceof ProblemError && err.status < 500 && !NOT_KEPT.has(err.status)) {
      const { code, messageKey, options } = err;
      await keep(store, () =>
        store.answer(caller, key, claim.attempt, {
          kind: 'problem',
          status: err.status,
          code,
          messageKey,
          options,
        }),
      );
    } else {
      // A 5xx, a bug, a lost claim: nothing committed unless the write already marked the key
      // applied, which `release` leaves alone (the retry is then told it was carried out).
      await keep(store, () => store.release(caller, key, claim.attempt));
    }
    throw err;
  }
  await letGo();
  scope.open = false;
  res.json = json;
  if (!answer) {
    // Answered by the handler: kept if it was JSON, released after a 5xx, else only spent.
    await keep(store, () =>
      !own
        ? store.settle(caller, key, claim.attempt)
        : own.status >= 500
          ? store.release(caller, key, claim.attempt)
          : store.answer(caller, key, claim.attempt, own),
    );
    return;
  }
  await keep(store, () => store.answer(caller, key, claim.attempt, answer));
  send(res, answer);
}

/**
 * Keeping the answer must not cost the client its answer: the write is done whatever happens to
 * the bookkeeping. A row left `running` is taken over after its lease; one left `applied` tells the
 * retry the request was carried out.
 */
async function keep(store: IdempotencyStore, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (err) {
    store.logger?.warn({ err }, 'idempotency key bookkeeping failed; the answer is sent anyway');
  }
}
