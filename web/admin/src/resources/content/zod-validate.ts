import { useCallback } from 'react';
import { useLocaleState, useResourceContext, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { fieldIssuesFrom } from '@mawadda/contracts/field-issues';
import { isLocale } from '@mawadda/contracts/locale';
import { translate as translateMessage } from '@mawadda/contracts/messages';

type Errors = { [key: string]: string | Errors };

/** Turns form values into what the schema reads (e.g. a JSON text into its object). */
export type Prepare = (values: Record<string, unknown>) => Record<string, unknown>;
const same: Prepare = (values) => values;

function setAt(errors: Errors, path: string, message: string) {
  const keys = path.split('.');
  let node = errors;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = typeof next === 'object' ? next : (node[key] = {});
  }
  node[keys[keys.length - 1]!] = message;
}

/**
 * A react-admin form `validate` from the contract's own schema: the form refuses exactly what the
 * API would, with the API's message key in the staff member's language ("Question (Arabic) is
 * required."). Nothing is validated twice by hand.
 */
export function useZodValidate(schema: z.ZodType, prepare: Prepare = same) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [uiLocale] = useLocaleState();
  const locale = isLocale(uiLocale) ? uiLocale : 'ar';
  return useCallback(
    (values: Record<string, unknown>) => {
      const input = prepare(values);
      const result = schema.safeParse(input);
      if (result.success) return {};
      const errors: Errors = {};
      for (const issue of fieldIssuesFrom(result.error, input)) {
        // `question.ar`, or deeper in a list (`choices.2.label.fa`): the field, and its locale if any.
        const parts = issue.field.split('.');
        const name = parts[0] ?? issue.field;
        const sub = parts.length > 1 ? parts.at(-1) : undefined;
        const label = translate(`resources.${resource}.fields.${name}`, { _: name });
        const field =
          sub && isLocale(sub) ? `${label} (${translate(`ra.locales.${sub}`, { _: sub })})` : label;
        setAt(errors, issue.field, translateMessage(issue.messageKey, locale, { ...issue.params, field }));
      }
      return errors;
    },
    [schema, prepare, translate, resource, locale],
  );
}

/**
 * The request body of a save: exactly what the contract's input schema reads (its output, so
 * `id` and other response-only fields are not sent and blank links become null). A body the
 * schema refuses is sent as it is, for the API to name what is wrong.
 */
export const toInputBody =
  (schema: z.ZodType, prepare: Prepare = same) =>
  (data: Record<string, unknown>): Record<string, unknown> => {
    const input = prepare(data);
    const result = schema.safeParse(input);
    return result.success ? (result.data as Record<string, unknown>) : input;
  };
