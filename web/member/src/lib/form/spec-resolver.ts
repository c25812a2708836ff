import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldIssuesFrom } from '@mawadda/contracts/field-issues';
import { translate } from '@mawadda/contracts/messages';
import type { Locale } from '@mawadda/contracts/locale';
import { i18n } from '../../i18n/i18n';

/**
 * Validates a form with the same zod schema and the same issue-to-message rules as the API,
 * keeping only the first failing rule per field (spec §5), in the page's language.
 */
export function specResolver<S extends z.ZodType>(schema: S): Resolver<FieldValues, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const locale = (i18n.language || 'ar') as Locale;
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of fieldIssuesFrom(result.error, values)) {
      errors[issue.field] ??= {
        type: issue.code,
        message: translate(issue.messageKey, locale, { field: issue.field, ...issue.params }),
      };
    }
    return { values: {}, errors: errors as FieldErrors<FieldValues> };
  };
}
