import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiProblem } from '../api';

/**
 * Puts the server's field errors on their fields (already in the page's language, since every
 * call sends Accept-Language). Returns the message for the form as a whole, if any is left.
 */
export function applyProblem<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | undefined {
  if (!(error instanceof ApiProblem)) return undefined;
  let placed = false;
  for (const e of error.fieldErrors) {
    if (!fields.includes(e.field)) continue;
    setError(e.field as Path<T>, { type: 'server', message: e.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? undefined : error.problem.detail;
}
