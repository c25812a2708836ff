import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiProblem } from '../api';
import { applyProblem } from './apply-problem';
import { useLocale } from '../../routes/use-locale';
import { problemMessage } from '../problem-message';

/**
 * Where a failed submit is told: under the field the server named (409 email taken, a server-side
 * rule), else as one message for the whole form (401, 429, network).
 */
export function useFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  const { locale } = useLocale();
  const [message, setMessage] = useState<string>();
  const report = (error: unknown) => {
    const onField = error instanceof ApiProblem && error.fieldErrors.some((e) => fields.includes(e.field));
    if (onField) applyProblem(error, setError, fields);
    else setMessage(problemMessage(error, locale));
  };
  return { message, report, clear: () => setMessage(undefined) };
}
