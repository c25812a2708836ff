/**
 * What a use case answers: its value, or the refusal its rules gave (DESIGN §2: refusals are
 * values). Each service's `http/problems.ts` alone turns a refusal into an HTTP problem.
 */
export type Outcome<T, R> = { ok: true; value: T } | { ok: false; refusal: R };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const refused = <R>(refusal: R): { ok: false; refusal: R } => ({ ok: false, refusal });

/** A route's way out of an outcome: the value, or the refusal thrown as its problem. */
export function valueOr<T, R>(outcome: Outcome<T, R>, problemFor: (refusal: R) => Error): T {
  if (outcome.ok) return outcome.value;
  throw problemFor(outcome.refusal);
}
